import { describe, expect, it } from 'vitest';
import {
  classifyDiscordError,
  isStaleChannel,
  type DiscordError,
} from '../../shared/adapters/discord/rest.js';

/** A failed call with Discord's JSON error body. */
function apiError(status: number, code: number, _message = 'error'): DiscordError {
  return { status, code };
}

describe('Function: classifyDiscordError', () => {
  it('treats a bad token (401, code 0) as Discord rejecting the bot', () => {
    expect(classifyDiscordError(apiError(401, 0, '401: Unauthorized'))).toEqual({
      kind: 'rejected',
      status: 401,
      code: 0,
    });
  });

  it('treats DMs closed (403 / 50007), no mutual guild (50278) and an unknown user (10013) as unreachable', () => {
    expect(classifyDiscordError(apiError(403, 50007))).toEqual({
      kind: 'unreachable',
      code: 50007,
    });
    expect(classifyDiscordError(apiError(403, 50278))).toEqual({
      kind: 'unreachable',
      code: 50278,
    });
    expect(classifyDiscordError(apiError(404, 10013))).toEqual({
      kind: 'unreachable',
      code: 10013,
    });
  });

  it('treats a 403 that is not about the recipient (20026, bot flagged) as Discord rejecting the bot', () => {
    expect(classifyDiscordError(apiError(403, 20026))).toEqual({
      kind: 'rejected',
      status: 403,
      code: 20026,
    });
  });

  it('retries 5xx, other 4xx and network errors', () => {
    // A 502 from a proxy carries no JSON body; a timeout or reset carries no status.
    expect(classifyDiscordError({ status: 502 })).toEqual({ kind: 'retryable', status: 502 });
    expect(classifyDiscordError(apiError(400, 50035))).toEqual({
      kind: 'retryable',
      status: 400,
      code: 50035,
    });
    expect(classifyDiscordError({})).toEqual({ kind: 'retryable' });
  });
});

describe('Function: isStaleChannel', () => {
  it('is true for Unknown Channel (10003), another 404 and Missing Access (50001)', () => {
    expect(isStaleChannel(apiError(404, 10003))).toBe(true);
    expect(isStaleChannel(apiError(404, 0))).toBe(true);
    expect(isStaleChannel(apiError(403, 50001))).toBe(true);
  });

  it('is false for an unreachable user, a bad token and a server error', () => {
    expect(isStaleChannel(apiError(404, 10013))).toBe(false);
    expect(isStaleChannel(apiError(403, 50007))).toBe(false);
    expect(isStaleChannel(apiError(401, 0))).toBe(false);
    expect(isStaleChannel({})).toBe(false);
  });
});
