/** IP address forms for the CalDAV guard's tests (issue 17, 1(b)): every bypass form the review used, and the ranges it named. */

/** [address as it appears in a URL host, what it is]: refused with or without the local runtime's setting. */
export const REFUSED: readonly (readonly [string, string])[] = [
  ['[::]', 'the unspecified IPv6 address (this host)'],
  ['0.0.0.0', 'the unspecified IPv4 address'],
  ['[::ffff:a9fe:a9fe]', 'IPv4-mapped 169.254.169.254 (instance metadata)'],
  ['[::ffff:169.254.169.254]', 'the same, dotted'],
  ['169.254.169.254', 'instance metadata, link-local'],
  ['[64:ff9b::7f00:1]', 'NAT64 of 127.0.0.1'],
  ['[64:ff9b::a9fe:a9fe]', 'NAT64 of the metadata address'],
  ['[64:ff9b:1::1]', 'local-use NAT64 (RFC 8215)'],
  ['[::7f00:1]', 'IPv4-compatible 127.0.0.1'],
  ['[::a9fe:a9fe]', 'IPv4-compatible metadata address'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.254', 'carrier-grade NAT, top'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking, top'],
  ['[fec0::1]', 'site-local'],
  ['[fe80::1]', 'IPv6 link-local'],
  ['[ff02::1]', 'IPv6 multicast'],
  ['224.0.0.1', 'IPv4 multicast'],
  ['255.255.255.255', 'broadcast'],
  ['192.0.2.10', 'documentation (TEST-NET-1)'],
  ['198.51.100.10', 'documentation (TEST-NET-2)'],
  ['203.0.113.10', 'documentation (TEST-NET-3)'],
  ['[2001:db8::1]', 'IPv6 documentation'],
  ['240.0.0.1', 'reserved'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['[2002:7f00:1::]', '6to4 of 127.0.0.1'],
  ['[2001::1]', 'Teredo'],
  ['[::ffff:0:7f00:1]', 'IPv4-translated (RFC 6145)'],
];

/** Loopback and private networks: only the local runtime may reach them. */
export const LOCAL: readonly string[] = [
  '127.0.0.1',
  '127.0.0.2',
  '[::1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '10.0.0.5',
  '172.16.0.1',
  '172.31.255.1',
  '192.168.1.2',
  '[fd00::1]',
  '[fc00::1]',
  '[::ffff:10.1.2.3]',
];
