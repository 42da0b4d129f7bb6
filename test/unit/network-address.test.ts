import { describe, expect, it } from 'vitest';
import { addressClass, checkServerUrl } from '../../shared/domain/network-address.js';

/** Every form the review used to get past the old host check (issue 17, 1(b)), and the ranges it named. */
const REFUSED = [
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
] as const;

const LOCAL = ['127.0.0.1', '127.0.0.2', '[::1]', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '10.0.0.5', '172.16.0.1', '172.31.255.1', '192.168.1.2', '[fd00::1]', '[fc00::1]', '[::ffff:10.1.2.3]'];

describe('Function: addressClass', () => {
  it.each(REFUSED)('refuses %s (%s), with or without the local setting', (address) => {
    expect(addressClass(address)).toBe('refused');
  });

  it.each(LOCAL)('calls %s local: only the local runtime may reach it', (address) => {
    expect(addressClass(address)).toBe('local');
  });

  it('takes public unicast addresses, IPv4-mapped ones included', () => {
    for (const address of ['8.8.8.8', '93.184.216.34', '[2606:4700:4700::1111]', '2a00:1450:4001::200e', '[::ffff:8.8.8.8]', '100.63.255.255', '100.128.0.1', '198.20.0.1', '172.32.0.1']) {
      expect(addressClass(address), address).toBe('public');
    }
  });

  it('is not fooled into reading a host name as an address', () => {
    for (const name of ['example.com', 'localhost', '127.0.0.1.nip.io', '0x7f.1', '']) expect(addressClass(name), name).toBe('invalid');
  });
});

describe('Function: checkServerUrl', () => {
  it('takes https servers by name or public address', () => {
    expect(checkServerUrl(' https://cloud.example.com/remote.php/dav ', false)).toBe('https://cloud.example.com/remote.php/dav');
    expect(checkServerUrl('https://93.184.216.34/dav', false)).toBe('https://93.184.216.34/dav');
  });

  it('refuses plain http and loopback without the local setting, localhost included (in Lambda that is the Runtime API)', () => {
    for (const bad of ['http://cloud.example.com/dav', 'http://localhost:5232/', 'http://127.0.0.1:9001/', 'https://localhost/', 'https://localhost./', 'https://dav.localhost/', 'https://127.1/', 'https://2130706433/', 'https://0x7f000001/']) {
      expect(checkServerUrl(bad, false), bad).toBeNull();
    }
  });

  it('refuses every bypass form in a URL, whatever the setting', () => {
    for (const [address] of REFUSED) {
      const url = `https://${address}/dav`;
      expect(checkServerUrl(url, false), url).toBeNull();
      expect(checkServerUrl(url, true), url).toBeNull();
    }
  });

  it('with the local setting takes http, localhost and private networks (Radicale or Nextcloud on your machine or LAN)', () => {
    expect(checkServerUrl('http://localhost:5232/', true)).toBe('http://localhost:5232/');
    expect(checkServerUrl('http://127.0.0.1:5232/', true)).toBe('http://127.0.0.1:5232/');
    expect(checkServerUrl('https://192.168.1.2/remote.php/dav', true)).toBe('https://192.168.1.2/remote.php/dav');
  });

  it('refuses credentials in the URL, other schemes and text that is no URL', () => {
    for (const bad of ['https://user:pw@cloud.example.com/', 'ftp://cloud.example.com/', 'file:///etc/passwd', 'not a url']) {
      expect(checkServerUrl(bad, true), bad).toBeNull();
    }
  });
});
