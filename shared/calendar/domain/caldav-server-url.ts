/**
 * The form of a CalDAV server URL, checked where it is typed (the interactions function, which
 * stays small: no address tables here). The sync function's guard then checks every address the
 * name resolves to, on every request (shared/calendar/adapters/caldav-fetch.ts).
 */

/** True when a host name stands for this machine whatever DNS says (`localhost`, `localhost.`, `*.localhost`; RFC 6761). */
export function isLocalhostName(hostname: string): boolean {
  return /(^|\.)localhost\.?$/i.test(hostname);
}

/** An IP address literal as the URL parser leaves it: IPv6 in brackets, IPv4 as four decimal parts (it normalizes `127.1`, `0x7f000001` …). */
export function isIpLiteral(hostname: string): boolean {
  return /^\[|^\d+\.\d+\.\d+\.\d+$/.test(hostname);
}

/**
 * https, no credentials in it, and a host name (not an IP literal: a CalDAV server has a name its
 * certificate is for; not a name for this machine). With the local runtime's setting, http and
 * any host. Returns the normalized URL, or null.
 */
export function checkServerUrl(text: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const scheme = url.protocol === 'https:' || (allowLocal && url.protocol === 'http:');
  const host = allowLocal || !(isIpLiteral(url.hostname) || isLocalhostName(url.hostname));
  return scheme && host && !url.username && !url.password ? url.href : null;
}
