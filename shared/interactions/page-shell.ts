/**
 * The one look of the bot's web pages ("Detect my time zone", the calendar connection pages):
 * the same document head, width, type and buttons. Callers pass escaped HTML for the body.
 */

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The pages' stylesheet: a narrow readable column, system type, roomy controls. */
export const PAGE_CSS =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button,select{font-size:1rem;padding:.5rem 1.2rem}select{max-width:100%}[hidden]{display:none}';

/**
 * A page: `title` in the head and as its heading (after `icon`), then `body`. `nonce`: the
 * style's (and the page's scripts') CSP nonce, when the page has a script.
 */
export function pageHtml(input: {
  readonly locale: string;
  readonly title: string;
  readonly icon?: string;
  readonly body: string;
  readonly nonce?: string;
}): string {
  const style = input.nonce === undefined ? '<style>' : `<style nonce="${input.nonce}">`;
  return `<!doctype html><html lang="${escapeHtml(input.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(input.title)}</title>${style}${PAGE_CSS}</style></head><body><h1>${input.icon ?? ''}${escapeHtml(input.title)}</h1>${input.body}</body></html>`;
}
