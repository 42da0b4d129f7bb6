/**
 * What the bot's public pages share. Headers every response of the bot's public GET routes carries (the feed, the export link, the
 * zone page and the OAuth pages): no content sniffing (an .ics or a JSON answer is never run as
 * HTML), and no Referer, so a URL carrying a token, a state or a code is never sent on to
 * another site.
 * @see https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/X-Content-Type-Options
 * @see https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Referrer-Policy
 */
export const pageSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

type Headers = Readonly<Record<string, string | undefined>>;

/**
 * True when a browser says the request comes from a page of `origin` (scheme, host and port):
 * the `Origin` header, or `Sec-Fetch-Site: same-origin`. Our pages send `Referrer-Policy:
 * no-referrer`, which makes a browser send `Origin: null` with a form POST from them; the
 * Fetch Metadata header, which no page can set, still tells. Another origin, a cross-site
 * `null`, or neither header is refused, so no other site can make a visitor's browser POST here.
 * @see https://fetch.spec.whatwg.org/#append-a-request-origin-header
 * @see https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Sec-Fetch-Site
 */
export function fromOrigin(headers: Headers, origin: string | undefined): boolean {
  if (headers['sec-fetch-site'] === 'same-origin') return true;
  // Browsers send the serialized origin exactly: `https://host[:port]`, no path, no slash.
  return (
    origin !== undefined && URL.canParse(origin) && headers['origin'] === new URL(origin).origin
  );
}

/** True for `application/json` (parameters such as charset allowed). */
export function isJson(headers: Headers): boolean {
  return /^application\/json\s*(;|$)/i.test(headers['content-type'] ?? '');
}
