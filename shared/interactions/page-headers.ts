/**
 * What the bot's public pages share. Headers every response of the bot's public GET routes carries (the feed, the export link, the
 * zone page and the OAuth pages): no content sniffing (an .ics or a JSON answer is never run as
 * HTML), and no Referer, so a URL carrying a token, a state or a code is never sent on to
 * another site.
 * @see https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/X-Content-Type-Options
 * @see https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Referrer-Policy
 */
export const pageSecurityHeaders = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' } as const;

type Headers = Readonly<Record<string, string | undefined>>;

/**
 * True when a browser says the request comes from a page of `origin` (scheme, host and port):
 * the `Origin` header every browser sends with a POST. A missing header, `null`, or another
 * origin is refused, so no other site can make a visitor's browser POST here.
 * @see https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Origin
 */
export function fromOrigin(headers: Headers, origin: string | undefined): boolean {
  // Browsers send the serialized origin exactly: `https://host[:port]`, no path, no slash.
  return origin !== undefined && URL.canParse(origin) && headers['origin'] === new URL(origin).origin;
}

/** True for `application/json` (parameters such as charset allowed). */
export function isJson(headers: Headers): boolean {
  return /^application\/json\s*(;|$)/i.test(headers['content-type'] ?? '');
}
