/**
 * A MODAL response (type 9) as a native `<dialog>`: focus stays inside, Escape cancels.
 * Text inputs come in action rows (the classic layout) or in Label components (type 18);
 * the submission mirrors whichever layout the bot used, as Discord's does.
 *
 * @see https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object-modal
 */
import type { APIModalInteractionResponseCallbackData } from 'discord-api-types/v10';
import type { InteractResult, ModalField } from '../protocol.js';
import { t } from './i18n.js';
import { el, markdown } from './markdown.js';

interface TextInput {
  readonly type: number;
  readonly custom_id: string;
  readonly style?: number;
  readonly label?: string;
  readonly placeholder?: string;
  readonly value?: string;
  readonly required?: boolean;
  readonly min_length?: number;
  readonly max_length?: number;
}

interface ModalPart {
  readonly type: number;
  readonly label?: string;
  readonly description?: string;
  readonly content?: string;
  readonly component?: TextInput;
  readonly components?: readonly TextInput[];
}

const PARAGRAPH = 2;

function textField(
  input: TextInput,
  label: string,
  description: string | undefined,
  inLabel: boolean,
  i: number,
): HTMLElement {
  const id = `modal-field-${i}`;
  const control =
    input.style === PARAGRAPH ? el('textarea', 'modal-input') : el('input', 'modal-input');
  control.id = id;
  control.name = input.custom_id;
  control.dataset.inLabel = String(inLabel);
  control.required = input.required !== false;
  if (input.placeholder) control.placeholder = input.placeholder;
  if (input.value) control.value = input.value;
  if (input.min_length !== undefined) control.minLength = input.min_length;
  if (input.max_length !== undefined) control.maxLength = input.max_length;
  const l = el('label', 'modal-label', [
    label,
    ...(control.required ? [el('span', 'req', [' *'])] : []),
  ]);
  l.htmlFor = id;
  const parts: HTMLElement[] = [l];
  if (description) {
    const d = el('span', 'modal-desc', [description]);
    d.id = `${id}-desc`;
    control.setAttribute('aria-describedby', d.id);
    parts.push(d);
  }
  return el('div', 'modal-field', [...parts, control]);
}

/** Opens the modal; `submit` sends the modal-submit interaction and says whether to close. */
export function openModal(
  dialog: HTMLDialogElement,
  data: APIModalInteractionResponseCallbackData,
  locale: string,
  submit: (fields: ModalField[]) => Promise<InteractResult>,
): void {
  const form = el('form', 'modal-form');
  form.method = 'dialog';
  const title = el('h2', 'modal-title', [data.title]);
  title.id = 'modal-title';
  const body = el('div', 'modal-body');
  (data.components as unknown as ModalPart[]).forEach((part, i) => {
    if (part.type === 1)
      for (const c of part.components ?? [])
        if (c.type === 4) body.append(textField(c, c.label ?? c.custom_id, undefined, false, i));
    if (part.type === 18 && part.component?.type === 4)
      body.append(textField(part.component, part.label ?? '', part.description, true, i));
    if (part.type === 10)
      body.append(el('div', 'text-display', [markdown(part.content ?? '', locale)]));
  });
  const error = el('p', 'modal-error');
  error.setAttribute('role', 'alert');
  const cancel = el('button', 'btn secondary', [t('cancel')]);
  cancel.type = 'button';
  cancel.addEventListener('click', () => dialog.close());
  const ok = el('button', 'btn primary', [t('submit')]);
  ok.type = 'submit';
  form.append(title, body, error, el('div', 'modal-actions', [cancel, ok]));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (!form.reportValidity()) return;
    const fields = [
      ...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('.modal-input'),
    ].map((c) => ({ customId: c.name, value: c.value, inLabel: c.dataset.inLabel === 'true' }));
    ok.disabled = true;
    void submit(fields).then((result) => {
      ok.disabled = false;
      if (result.ok) dialog.close();
      else error.textContent = result.error;
    });
  });
  dialog.replaceChildren(form);
  dialog.showModal();
  form.querySelector<HTMLElement>('.modal-input')?.focus();
}
