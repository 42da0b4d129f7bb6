/**
 * Headers every response of the bot's public GET routes carries (the feed, the export link, the
 * zone page and the OAuth pages): no content sniffing (an .ics or a JSON answer is never run as
 * HTML), and no Referer, so a URL carrying a token, a state or a code is never sent on to
 * another site.
 * @see https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/X-Content-Type-Options
 * @see https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Referrer-Policy
 */
export const pageSecurityHeaders = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' } as const;
