/**
 * Which addresses a user-configured server (CalDAV) may be reached at. The classes come from
 * ipaddr.js's IANA special-purpose tables, not a hand-kept list (docs/decisions.md, "CalDAV
 * outbound calls"); only what those tables call plain unicast is public.
 * @see https://www.iana.org/assignments/iana-ipv4-special-registry/
 * @see https://www.iana.org/assignments/iana-ipv6-special-registry/
 */
import ipaddr from 'ipaddr.js';

/**
 * `public`: anyone's server. `local`: loopback and private networks (RFC 1918, fc00::/7), allowed
 * only with the local runtime's setting. `refused`: never (unspecified, link-local and the
 * metadata address, carrier-grade NAT, benchmarking, documentation, multicast, NAT64, 6to4,
 * Teredo, IPv4-compatible IPv6, site-local fec0::/10, reserved); `invalid`: not an address.
 */
export type AddressClass = 'public' | 'local' | 'refused' | 'invalid';

const LOCAL_RANGES = new Set(['loopback', 'private', 'uniqueLocal']);

/** Classifies an IP address literal (IPv6 with or without brackets). */
export function addressClass(text: string): AddressClass {
  const literal = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  // ipaddr.js also reads "127.1" and octal forms as IPv4: only the four-part decimal form and IPv6 count as literals here.
  if (!ipaddr.IPv6.isValid(literal) && !ipaddr.IPv4.isValidFourPartDecimal(literal))
    return 'invalid';
  let address: ipaddr.IPv4 | ipaddr.IPv6 = ipaddr.parse(literal);
  if (address.kind() === 'ipv6') {
    const v6 = address as ipaddr.IPv6;
    // ::ffff:a.b.c.d reaches a.b.c.d: judge it as that address.
    if (v6.isIPv4MappedAddress()) address = v6.toIPv4Address();
    // ::a.b.c.d (IPv4-compatible, deprecated): the first 96 bits zero, which also covers :: and ::1.
    else if (v6.parts.slice(0, 6).every((p) => p === 0))
      return v6.range() === 'loopback' ? 'local' : 'refused';
  }
  const range = address.range();
  if (range === 'unicast') return 'public';
  return LOCAL_RANGES.has(range) ? 'local' : 'refused';
}

/** Whether an address of this class may be called: public always, local only where the local runtime allows it. */
export function addressAllowed(cls: AddressClass, allowLocal: boolean): boolean {
  return cls === 'public' || (cls === 'local' && allowLocal);
}
