/**
 * The command bar: type `/` to pick one of the registered commands (a combobox), then
 * fill its options, each a labelled field: required or optional, choices as a select,
 * autocomplete suggestions fetched through real autocomplete interactions. Enter sends.
 * Text that does not start with `/` is sent as a plain message of the person acting.
 */
import type { OptionInput } from '../protocol.js';
import { t } from './i18n.js';
import { el } from './markdown.js';

/** A registered option as the bar reads it. */
export interface OptionDef {
  readonly type: number;
  readonly name: string;
  readonly description: string;
  readonly description_localizations?: Readonly<Record<string, string | null>> | null;
  readonly required?: boolean;
  readonly choices?: readonly {
    readonly name: string;
    readonly value: string | number;
    readonly name_localizations?: Readonly<Record<string, string | null>> | null;
  }[];
  readonly autocomplete?: boolean;
  readonly min_value?: number;
  readonly max_value?: number;
  readonly min_length?: number;
  readonly max_length?: number;
  readonly options?: readonly OptionDef[];
}

export interface CommandDef {
  readonly name: string;
  readonly description: string;
  readonly description_localizations?: Readonly<Record<string, string | null>> | null;
  readonly type?: number;
  readonly options?: readonly OptionDef[];
}

/** One pickable entry: a command, or one subcommand of it. */
interface Entry {
  readonly name: string;
  readonly subcommand?: string;
  readonly label: string;
  readonly description: string;
  readonly options: readonly OptionDef[];
}

export interface CommandBarHost {
  commands(): readonly CommandDef[];
  locale(): string;
  placeholder(): string;
  send(name: string, subcommand: string | undefined, options: OptionInput[]): void;
  /** A plain message (text that is not a command), written by the person acting. */
  say(content: string): void;
  autocomplete(
    name: string,
    subcommand: string | undefined,
    options: OptionInput[],
  ): Promise<readonly { name: string; value: string | number }[]>;
}

const SUBCOMMAND = 1;
const GROUP = 2;
const INTEGER = 4;
const BOOLEAN = 5;
const NUMBER = 10;

const localized = (
  locale: string,
  base: string,
  map?: Readonly<Record<string, string | null>> | null,
): string => map?.[locale] ?? base;

function entries(commands: readonly CommandDef[], locale: string): Entry[] {
  const out: Entry[] = [];
  for (const c of commands) {
    if ((c.type ?? 1) !== 1) continue;
    const subs = (c.options ?? []).filter((o) => o.type === SUBCOMMAND || o.type === GROUP);
    if (subs.length === 0)
      out.push({
        name: c.name,
        label: `/${c.name}`,
        description: localized(locale, c.description, c.description_localizations),
        options: c.options ?? [],
      });
    for (const s of subs) {
      out.push({
        name: c.name,
        subcommand: s.name,
        label: `/${c.name} ${s.name}`,
        description: localized(locale, s.description, s.description_localizations),
        options: s.options ?? [],
      });
    }
  }
  return out;
}

/** A combobox's listbox, shared by the command picker and autocomplete fields. */
class Listbox {
  readonly list: HTMLUListElement;
  private items: { label: string; detail?: string; pick: () => void }[] = [];
  private active = -1;

  constructor(
    private readonly input: HTMLInputElement,
    id: string,
    label: string,
  ) {
    this.list = el('ul', 'listbox');
    this.list.id = id;
    this.list.hidden = true;
    this.list.setAttribute('role', 'listbox');
    this.list.setAttribute('aria-label', label);
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-controls', id);
    input.setAttribute('aria-expanded', 'false');
    input.setAttribute('aria-autocomplete', 'list');
  }

  show(items: { label: string; detail?: string; pick: () => void }[]): void {
    this.items = items;
    this.active = items.length ? 0 : -1;
    this.list.replaceChildren(
      ...items.map((item, i) => {
        const li = el('li', 'option', [
          el('span', 'option-label', [item.label]),
          ...(item.detail ? [el('span', 'option-detail', [item.detail])] : []),
        ]);
        li.id = `${this.list.id}-${i}`;
        li.setAttribute('role', 'option');
        // mousedown, not click: the field keeps focus.
        li.addEventListener('mousedown', (e) => {
          e.preventDefault();
          item.pick();
        });
        return li;
      }),
    );
    this.list.hidden = items.length === 0;
    this.input.setAttribute('aria-expanded', String(items.length > 0));
    this.highlight();
  }

  hide(): void {
    this.show([]);
  }

  get open(): boolean {
    return !this.list.hidden;
  }

  private highlight(): void {
    [...this.list.children].forEach((li, i) =>
      li.setAttribute('aria-selected', String(i === this.active)),
    );
    if (this.active >= 0) {
      this.input.setAttribute('aria-activedescendant', `${this.list.id}-${this.active}`);
      this.list.children[this.active]?.scrollIntoView({ block: 'nearest' });
    } else this.input.removeAttribute('aria-activedescendant');
  }

  /** Arrow keys, Enter/Tab and Escape while open; true when the key was used. */
  key(e: KeyboardEvent): boolean {
    if (!this.open) return false;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const n = this.items.length;
      this.active = (this.active + (e.key === 'ArrowDown' ? 1 : n - 1)) % n;
      this.highlight();
    } else if ((e.key === 'Enter' || e.key === 'Tab') && this.active >= 0)
      this.items[this.active]?.pick();
    else if (e.key === 'Escape') this.hide();
    else return false;
    e.preventDefault();
    return true;
  }
}

export class CommandBar {
  private entry: Entry | undefined;
  private readonly status = el('p', 'bar-status');

  constructor(
    private readonly root: HTMLElement,
    private readonly host: CommandBarHost,
  ) {
    this.status.setAttribute('role', 'status');
    this.reset();
  }

  /** Back to the empty picker (after sending, on Escape, or when the view changes). */
  reset(focus = false): void {
    this.entry = undefined;
    const input = el('input', 'bar-input');
    input.id = 'command-input';
    input.autocomplete = 'off';
    input.placeholder = this.host.placeholder();
    const picker = new Listbox(input, 'command-list', t('commands'));
    const label = el('label', 'sr-only', [t('command')]);
    label.htmlFor = input.id;
    const refresh = (): void => {
      const q = input.value.replace(/^\//, '').trim().toLowerCase();
      // Commands start with a slash; anything else is a message.
      if (!input.value.startsWith('/')) return picker.hide();
      const found = entries(this.host.commands(), this.host.locale()).filter(
        (e) => e.label.slice(1).startsWith(q) || (q.length > 1 && e.label.includes(q)),
      );
      picker.show(
        found.map((e) => ({ label: e.label, detail: e.description, pick: () => this.choose(e) })),
      );
    };
    input.addEventListener('input', refresh);
    input.addEventListener('focus', refresh);
    input.addEventListener('blur', () => picker.hide());
    input.addEventListener('keydown', (e) => {
      if (picker.key(e)) return;
      if (e.key === 'Enter') {
        e.preventDefault();
        const text = input.value.trim();
        if (text && !text.startsWith('/')) {
          this.host.say(text);
          this.reset(true);
        } else this.status.textContent = t('pick_command');
      }
    });
    this.root.replaceChildren(
      el('div', 'bar', [label, el('div', 'combo', [input, picker.list])]),
      this.status,
    );
    this.status.textContent = '';
    if (focus) input.focus();
  }

  private choose(entry: Entry): void {
    this.entry = entry;
    const form = el('form', 'bar command');
    form.noValidate = true;
    const cancel = el('button', 'chip-x', ['×']);
    cancel.type = 'button';
    cancel.setAttribute('aria-label', t('cancel_command', { command: entry.label }));
    cancel.addEventListener('click', () => this.reset(true));
    const fields = [...entry.options]
      .sort((a, b) => Number(b.required === true) - Number(a.required === true))
      .map((o) => this.field(o, form));
    const send = el('button', 'send', [t('send')]);
    send.type = 'submit';
    form.append(el('span', 'chip', [entry.label, cancel]), el('div', 'opts', fields), send);
    form.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && !e.defaultPrevented) this.reset(true);
      // Enter sends from every field, as in an input: a select (choices, true/false) has no implicit submission.
      if (e.key === 'Enter' && !e.defaultPrevented && e.target instanceof HTMLSelectElement) {
        e.preventDefault();
        form.requestSubmit();
      }
    });
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.submit(form);
    });
    this.root.replaceChildren(form, this.status);
    this.status.textContent = entry.description;
    (form.querySelector<HTMLElement>('input, select') ?? send).focus();
  }

  private field(o: OptionDef, form: HTMLFormElement): HTMLElement {
    const id = `opt-${o.name}`;
    const label = el('label', 'opt-name', [o.name]);
    label.htmlFor = id;
    const desc = el('span', 'opt-desc', [
      `${t(o.required ? 'required' : 'optional')} · ${localized(this.host.locale(), o.description, o.description_localizations)}`,
    ]);
    desc.id = `${id}-desc`;
    let control: HTMLInputElement | HTMLSelectElement;
    let extra: HTMLElement | undefined;
    if (o.choices?.length || o.type === BOOLEAN) {
      const s = el('select', 'opt-input');
      s.append(new Option(t(o.required ? 'choose' : 'none'), ''));
      const list =
        o.type === BOOLEAN
          ? [
              { name: t('true'), value: 'true' },
              { name: t('false'), value: 'false' },
            ]
          : (o.choices ?? []);
      for (const c of list)
        s.append(
          new Option(
            localized(
              this.host.locale(),
              c.name,
              'name_localizations' in c ? c.name_localizations : undefined,
            ),
            String(c.value),
          ),
        );
      control = s;
    } else {
      const input = el('input', 'opt-input');
      input.autocomplete = 'off';
      if (o.type === INTEGER || o.type === NUMBER) {
        input.type = 'number';
        input.step = o.type === INTEGER ? '1' : 'any';
        if (o.min_value !== undefined) input.min = String(o.min_value);
        if (o.max_value !== undefined) input.max = String(o.max_value);
      }
      if (o.max_length !== undefined) input.maxLength = o.max_length;
      if (o.autocomplete) extra = this.autocomplete(input, o, form);
      control = input;
    }
    control.id = id;
    control.name = o.name;
    control.dataset.type = String(o.type);
    control.setAttribute('aria-describedby', desc.id);
    if (o.required) control.setAttribute('aria-required', 'true');
    return el('div', `opt${o.required ? ' required' : ''}`, [
      label,
      el('div', 'combo', [control, ...(extra ? [extra] : [])]),
      desc,
    ]);
  }

  /** Suggestions from the bot: an autocomplete interaction on focus and as the user types. */
  private autocomplete(input: HTMLInputElement, o: OptionDef, form: HTMLFormElement): HTMLElement {
    const box = new Listbox(input, `opt-${o.name}-list`, t('suggestions_for', { option: o.name }));
    let seq = 0;
    let timer: number | undefined;
    const ask = (): void => {
      const mine = ++seq;
      const entry = this.entry;
      if (!entry) return;
      const values = this.values(form, o.name);
      if (!values) return;
      void this.host.autocomplete(entry.name, entry.subcommand, values).then((choices) => {
        if (mine !== seq || document.activeElement !== input) return;
        box.show(
          choices.map((c) => ({
            label: c.name,
            pick: () => ((input.value = String(c.value)), box.hide()),
          })),
        );
      });
    };
    input.addEventListener('input', () => {
      clearTimeout(timer);
      timer = window.setTimeout(ask, 120);
    });
    input.addEventListener('focus', ask);
    input.addEventListener('blur', () => box.hide());
    input.addEventListener('keydown', (e) => {
      // A dismissed list stays dismissed: answers still on their way are dropped.
      if (e.key === 'Escape') {
        seq++;
        clearTimeout(timer);
      }
      box.key(e);
    });
    return box.list;
  }

  /** The options to send; `focused` marks the field being autocompleted (then nothing is required). */
  private values(form: HTMLFormElement, focused?: string): OptionInput[] | undefined {
    const out: OptionInput[] = [];
    for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      '.opt-input',
    )) {
      const type = Number(control.dataset.type);
      const raw = control.value.trim();
      const isFocused = control.name === focused;
      control.removeAttribute('aria-invalid');
      if (!raw && !isFocused) {
        if (!focused && control.getAttribute('aria-required') === 'true')
          return this.invalid(control, t('is_required', { option: control.name }));
        continue;
      }
      let value: string | number | boolean = control.value;
      if (type === BOOLEAN) value = raw === 'true';
      if (type === INTEGER || type === NUMBER) {
        value = Number(raw);
        if (
          !isFocused &&
          (!Number.isFinite(value) ||
            (type === INTEGER && !Number.isInteger(value)) ||
            !(control as HTMLInputElement).checkValidity())
        ) {
          const range = control instanceof HTMLInputElement && control.min ? '_between' : '';
          const key = `${type === INTEGER ? 'must_be_whole_number' : 'must_be_number'}${range}`;
          return focused
            ? undefined
            : this.invalid(
                control,
                t(key, {
                  option: control.name,
                  min: (control as HTMLInputElement).min,
                  max: (control as HTMLInputElement).max,
                }),
              );
        }
      }
      out.push({ name: control.name, type, value, ...(isFocused ? { focused: true } : {}) });
    }
    return out;
  }

  private invalid(control: HTMLElement, message: string): undefined {
    control.setAttribute('aria-invalid', 'true');
    this.status.textContent = message;
    control.focus();
    return undefined;
  }

  private submit(form: HTMLFormElement): void {
    const entry = this.entry;
    const values = entry && this.values(form);
    if (!entry || !values) return;
    this.host.send(entry.name, entry.subcommand, values);
    this.reset(true);
  }
}
