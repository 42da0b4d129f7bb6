/**
 * Discord's documented shape and limits for the components of a message we send (action rows,
 * buttons, link buttons, string selects), as a checker that returns every violation (empty: valid). Read off
 * Discord's OpenAPI description (ActionRowComponentForMessageRequest, ButtonComponentForMessageRequest,
 * StringSelectComponentForMessageRequest, StringSelectOptionForRequest) and the component reference.
 *
 * @see https://discord.com/developers/docs/components/reference#action-row
 * @see https://discord.com/developers/docs/components/reference#button
 * @see https://discord.com/developers/docs/components/reference#string-select
 */
export const componentLimits = {
  rows: 5,
  buttonsPerRow: 5,
  customId: { min: 1, max: 100 },
  buttonLabel: 80,
  placeholder: 150,
  options: { min: 1, max: 25 },
  optionLabel: { min: 1, max: 100 },
  optionValue: { min: 1, max: 100 },
} as const;

type Node = Record<string, unknown>;
const chars = (v: unknown): number => (typeof v === 'string' ? [...v].length : -1);
const within = (v: unknown, r: { min: number; max: number }): boolean =>
  chars(v) >= r.min && chars(v) <= r.max;

export function checkMessageComponents(rows: readonly object[]): string[] {
  const errors: string[] = [];
  const ids: string[] = [];
  if (rows.length > componentLimits.rows) errors.push(`${rows.length} action rows (max 5)`);
  rows.forEach((raw, r) => {
    const row = raw as Node;
    if (row['type'] !== 1) errors.push(`row ${r}: type ${String(row['type'])}, not an action row`);
    const items = (row['components'] as Node[] | undefined) ?? [];
    const selects = items.filter((c) => c['type'] === 3).length;
    if (selects > 0 && items.length > 1) errors.push(`row ${r}: a select must be alone in its row`);
    if (items.length < 1 || items.length > componentLimits.buttonsPerRow)
      errors.push(`row ${r}: ${items.length} components (1-5)`);
    items.forEach((c, i) => {
      const at = `row ${r} item ${i}`;
      // A link button (style 5) carries a url and no custom_id.
      if (c['type'] === 2 && c['style'] === 5) {
        if (c['custom_id'] !== undefined) errors.push(`${at}: a link button takes no custom_id`);
        if (typeof c['url'] !== 'string' || !/^https?:\/\//.test(c['url']))
          errors.push(`${at}: a link button needs an http(s) url`);
        if (chars(c['label']) > componentLimits.buttonLabel || chars(c['label']) < 1)
          errors.push(`${at}: label must be 1-80 characters`);
        return;
      }
      if (!within(c['custom_id'], componentLimits.customId))
        errors.push(`${at}: custom_id must be 1-100 characters`);
      else ids.push(c['custom_id'] as string);
      if (c['type'] === 2) {
        if (![1, 2, 3, 4].includes(c['style'] as number))
          errors.push(`${at}: style ${String(c['style'])} needs no custom_id`);
        if (chars(c['label']) > componentLimits.buttonLabel || chars(c['label']) < 1)
          errors.push(`${at}: label must be 1-80 characters`);
      } else if (c['type'] === 3) {
        if (c['placeholder'] !== undefined && chars(c['placeholder']) > componentLimits.placeholder)
          errors.push(`${at}: placeholder over 150 characters`);
        const options = (c['options'] as Node[] | undefined) ?? [];
        if (
          options.length < componentLimits.options.min ||
          options.length > componentLimits.options.max
        )
          errors.push(`${at}: ${options.length} options (1-25)`);
        const values = options.map((o) => o['value']);
        if (new Set(values).size !== values.length) errors.push(`${at}: duplicate option values`);
        options.forEach((o, k) => {
          if (!within(o['label'], componentLimits.optionLabel))
            errors.push(`${at} option ${k}: label must be 1-100 characters`);
          if (!within(o['value'], componentLimits.optionValue))
            errors.push(`${at} option ${k}: value must be 1-100 characters`);
        });
        const min = (c['min_values'] as number | undefined) ?? 1;
        const max = (c['max_values'] as number | undefined) ?? 1;
        if (min < 0 || max < 1 || min > max || max > options.length)
          errors.push(
            `${at}: min_values ${min} / max_values ${max} do not fit ${options.length} options`,
          );
      } else {
        errors.push(`${at}: type ${String(c['type'])} is not a button or string select`);
      }
    });
  });
  if (new Set(ids).size !== ids.length) errors.push('duplicate custom_id');
  return errors;
}
