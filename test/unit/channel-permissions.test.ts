import { describe, expect, it } from 'vitest';
import { mayPostReminderIn } from '../../shared/domain/channel-permissions.js';

const VIEW = 1n << 10n;
const SEND = 1n << 11n;
const EMBED = 1n << 14n;
const SEND_IN_THREADS = 1n << 38n;
const ADMIN = 1n << 3n;
const TEXT = 0;
const PUBLIC_THREAD = 11;

describe('Function: mayPostReminderIn', () => {
  it('allows a member who may view the channel, send messages and embed links', () => {
    expect(mayPostReminderIn(String(VIEW | SEND | EMBED | (1n << 16n)), TEXT)).toBe(true);
  });

  it.each([
    ['no permissions', 0n],
    ['no View Channel', SEND | EMBED],
    ['no Send Messages', VIEW | EMBED],
    ['no Embed Links', VIEW | SEND],
  ])('refuses a member with %s', (_, bits) => {
    expect(mayPostReminderIn(String(bits), TEXT)).toBe(false);
  });

  it('in a thread, asks for Send Messages in Threads instead of Send Messages', () => {
    expect(mayPostReminderIn(String(VIEW | SEND | EMBED), PUBLIC_THREAD)).toBe(false);
    expect(mayPostReminderIn(String(VIEW | SEND_IN_THREADS | EMBED), PUBLIC_THREAD)).toBe(true);
  });

  it('allows an administrator whatever else is set', () => {
    expect(mayPostReminderIn(String(ADMIN), TEXT)).toBe(true);
  });

  it('refuses when the permissions are missing or not a bit set', () => {
    for (const value of [undefined, '', 'all', '-1', '1e9', '9'.repeat(21)])
      expect(mayPostReminderIn(value, TEXT)).toBe(false);
  });
});
