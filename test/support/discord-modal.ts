/**
 * Discord's documented shape and limits for a MODAL response's data, as a checker that
 * returns every violation (empty: valid). Read off Discord's OpenAPI description
 * (ModalInteractionCallbackRequestData, LabelComponentForModalRequest,
 * TextInputComponentForModalRequest) and the component reference, which marks Action Rows
 * in modals as deprecated in favour of Label (type 18): an Action Row counts as a violation.
 *
 * @see https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object-modal
 * @see https://discord.com/developers/docs/components/reference#label
 * @see https://discord.com/developers/docs/components/reference#text-input
 */
export const modalLimits = {
  customId: { min: 1, max: 100 },
  title: { min: 1, max: 45 },
  components: { min: 1, max: 40 },
  label: { min: 1, max: 45 },
  description: { min: 1, max: 100 },
  textValue: 4000,
  placeholder: 100,
  minLength: { min: 0, max: 4000 },
  maxLength: { min: 1, max: 4000 },
} as const;

const ACTION_ROW = 1;
const TEXT_INPUT = 4;
const TEXT_DISPLAY = 10;
const LABEL = 18;

type Node = Record<string, unknown>;

const chars = (v: unknown): number => (typeof v === 'string' ? [...v].length : -1);
const within = (v: unknown, r: { min: number; max: number }): boolean =>
  chars(v) >= r.min && chars(v) <= r.max;

function checkTextInput(path: string, input: Node, ids: string[], errors: string[]): void {
  if (!within(input['custom_id'], modalLimits.customId))
    errors.push(`${path}: custom_id must be 1-100 characters`);
  else ids.push(input['custom_id'] as string);
  if (input['style'] !== 1 && input['style'] !== 2)
    errors.push(`${path}: style must be 1 (short) or 2 (paragraph)`);
  // Inside a Label the label is the Label's; the text input's own `label` is deprecated there.
  if (input['label'] !== undefined)
    errors.push(`${path}: label belongs on the Label component, not the text input`);
  if (
    input['value'] !== undefined &&
    (typeof input['value'] !== 'string' || chars(input['value']) > modalLimits.textValue)
  )
    errors.push(`${path}: value over 4000 characters`);
  if (
    input['placeholder'] !== undefined &&
    (typeof input['placeholder'] !== 'string' ||
      chars(input['placeholder']) > modalLimits.placeholder)
  )
    errors.push(`${path}: placeholder over 100 characters`);
  for (const [key, range] of [
    ['min_length', modalLimits.minLength],
    ['max_length', modalLimits.maxLength],
  ] as const) {
    const v = input[key];
    if (
      v !== undefined &&
      (typeof v !== 'number' || !Number.isInteger(v) || v < range.min || v > range.max)
    )
      errors.push(`${path}: ${key} ${String(v)} out of ${range.min}-${range.max}`);
  }
  if (
    typeof input['max_length'] === 'number' &&
    typeof input['value'] === 'string' &&
    chars(input['value']) > input['max_length']
  )
    errors.push(`${path}: prefilled value longer than max_length`);
}

/** Every violation in a MODAL response's `data`. */
export function validateModal(data: Node): string[] {
  const errors: string[] = [];
  if (!within(data['custom_id'], modalLimits.customId))
    errors.push('custom_id must be 1-100 characters');
  if (!within(data['title'], modalLimits.title)) errors.push('title must be 1-45 characters');
  const components = Array.isArray(data['components']) ? (data['components'] as Node[]) : [];
  if (
    components.length < modalLimits.components.min ||
    components.length > modalLimits.components.max
  )
    errors.push(`${components.length} components (1-40)`);
  const ids: string[] = [];
  components.forEach((c, i) => {
    const path = `components[${i}]`;
    if (c['type'] === ACTION_ROW)
      errors.push(`${path}: Action Row in a modal (deprecated: wrap the input in a Label)`);
    else if (c['type'] === TEXT_DISPLAY) {
      if (typeof c['content'] !== 'string' || c['content'] === '')
        errors.push(`${path}: text display without content`);
    } else if (c['type'] === LABEL) {
      if (!within(c['label'], modalLimits.label))
        errors.push(`${path}: label must be 1-45 characters`);
      if (c['description'] !== undefined && !within(c['description'], modalLimits.description))
        errors.push(`${path}: description must be 1-100 characters`);
      const inner = c['component'] as Node | undefined;
      if (!inner || typeof inner !== 'object') errors.push(`${path}: Label without a component`);
      else if (inner['type'] === TEXT_INPUT)
        checkTextInput(`${path}.component`, inner, ids, errors);
      else errors.push(`${path}.component: type ${String(inner['type'])} is not checked here`);
    } else errors.push(`${path}: type ${String(c['type'])} cannot be a top-level modal component`);
  });
  if (new Set(ids).size !== ids.length) errors.push('duplicate custom_ids');
  return errors;
}
