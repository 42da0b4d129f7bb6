import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../shared/config.js';
import { checkServerUrl } from '../../shared/calendar/domain/caldav-server-url.js';
import { addressClass } from '../../shared/domain/network-address.js';
import { LOCAL, REFUSED } from '../support/address-forms.js';

describe('Function: addressClass', () => {
  it.each(REFUSED)('refuses %s (%s), with or without the local setting', (address) => {
    expect(addressClass(address)).toBe('refused');
  });

  it.each(LOCAL)('calls %s local: only the local runtime may reach it', (address) => {
    expect(addressClass(address)).toBe('local');
  });

  it('takes public unicast addresses, IPv4-mapped ones included', () => {
    for (const address of [
      '8.8.8.8',
      '93.184.216.34',
      '[2606:4700:4700::1111]',
      '2a00:1450:4001::200e',
      '[::ffff:8.8.8.8]',
      '100.63.255.255',
      '100.128.0.1',
      '198.20.0.1',
      '172.32.0.1',
    ]) {
      expect(addressClass(address), address).toBe('public');
    }
  });

  it('is not fooled into reading a host name as an address', () => {
    for (const name of ['example.com', 'localhost', '127.0.0.1.nip.io', '0x7f.1', ''])
      expect(addressClass(name), name).toBe('invalid');
  });
});

describe('Function: checkServerUrl (the form, where it is typed)', () => {
  it('takes https servers by name', () => {
    expect(checkServerUrl(' https://cloud.example.com/remote.php/dav ', false)).toBe(
      'https://cloud.example.com/remote.php/dav',
    );
    expect(checkServerUrl('https://caldav.icloud.com', false)).toBe('https://caldav.icloud.com/');
  });

  it('refuses plain http, names for this machine and IP literals without the local setting (in Lambda loopback is the Runtime API)', () => {
    for (const bad of [
      'http://cloud.example.com/dav',
      'http://localhost:5232/',
      'http://127.0.0.1:9001/',
      'https://localhost/',
      'https://localhost./',
      'https://dav.localhost/',
      'https://127.1/',
      'https://2130706433/',
      'https://0x7f000001/',
      'https://93.184.216.34/dav',
    ]) {
      expect(checkServerUrl(bad, false), bad).toBeNull();
    }
  });

  it('refuses every bypass form of the review in a URL without the local setting', () => {
    for (const address of [...REFUSED.map(([a]) => a), ...LOCAL]) {
      const url = `https://${address}/dav`;
      expect(checkServerUrl(url, false), url).toBeNull();
    }
  });

  it('with the local setting takes http, localhost and LAN addresses (Radicale or Nextcloud on your machine): the sync function still refuses the ranges above', () => {
    expect(checkServerUrl('http://localhost:5232/', true)).toBe('http://localhost:5232/');
    expect(checkServerUrl('http://127.0.0.1:5232/', true)).toBe('http://127.0.0.1:5232/');
    expect(checkServerUrl('https://192.168.1.2/remote.php/dav', true)).toBe(
      'https://192.168.1.2/remote.php/dav',
    );
  });

  it('refuses credentials in the URL, other schemes and text that is no URL', () => {
    for (const bad of [
      'https://user:pw@cloud.example.com/',
      'ftp://cloud.example.com/',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(checkServerUrl(bad, true), bad).toBeNull();
    }
  });
});

describe('Config: CALDAV_ALLOW_LOCAL', () => {
  it('is off unless set, and refused in AWS Lambda, where loopback is the Runtime API', () => {
    expect(loadConfig({}).CALDAV_ALLOW_LOCAL).toBe('false');
    expect(loadConfig({ CALDAV_ALLOW_LOCAL: 'true' }).CALDAV_ALLOW_LOCAL).toBe('true');
    expect(() => loadConfig({ CALDAV_ALLOW_LOCAL: 'yes' })).toThrow(/CALDAV_ALLOW_LOCAL/);
    expect(() =>
      loadConfig({ CALDAV_ALLOW_LOCAL: 'true', AWS_LAMBDA_FUNCTION_NAME: 'tock-calendar-sync' }),
    ).toThrow(/CALDAV_ALLOW_LOCAL/);
    expect(
      loadConfig({ CALDAV_ALLOW_LOCAL: 'false', AWS_LAMBDA_FUNCTION_NAME: 'tock-calendar-sync' })
        .CALDAV_ALLOW_LOCAL,
    ).toBe('false');
  });
});
