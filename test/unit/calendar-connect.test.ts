import { describe, expect, it } from 'vitest';
import { checkServerUrl, connectCaldav } from '../../shared/usecases/calendar-connect.js';
import type { ConnectionStore } from '../../shared/usecases/calendar-ports.js';

describe('CalDAV server URL check', () => {
  it('takes https servers, and http only on localhost', () => {
    expect(checkServerUrl(' https://cloud.example.com/remote.php/dav ')).toBe('https://cloud.example.com/remote.php/dav');
    expect(checkServerUrl('http://localhost:5232/')).toBe('http://localhost:5232/');
    expect(checkServerUrl('http://cloud.example.com/dav')).toBeNull();
  });

  it('refuses metadata, private and link-local address literals, credentials in the URL and other schemes', () => {
    for (const bad of ['https://169.254.169.254/latest/meta-data', 'https://10.0.0.5/dav', 'https://192.168.1.2/', 'https://172.20.0.1/', 'https://[fe80::1]/', 'https://[::1]/', 'https://user:pw@cloud.example.com/', 'ftp://cloud.example.com/', 'not a url']) {
      expect(checkServerUrl(bad), bad).toBeNull();
    }
  });
});

describe('connectCaldav', () => {
  it('is refused, storing nothing, where credentials cannot be sealed', async () => {
    let stored = 0;
    const connections = { put: async () => void stored++ } as unknown as ConnectionStore;
    const result = await connectCaldav({ connections, sealer: null }, { userId: '1', serverUrl: 'https://dav.example/', username: 'a', password: 'b', now: 0 });
    expect(result).toEqual({ ok: false, error: 'calendar_provider_unavailable' });
    expect(stored).toBe(0);
  });
});
