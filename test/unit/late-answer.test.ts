import { InteractionResponseType, MessageFlags } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import {
  INTERACTION_TOKEN_LIFETIME_MS,
  deferralOf,
  deferredResponse,
  deliverLate,
  lateDelivery,
  type WebhookCall,
} from '../../shared/interactions/late-answer.js';
import { ephemeral, reply, updateMessage } from '../../shared/interactions/responses.js';
import {
  functionUrlHandler,
  type AwsLambdaGlobal,
  type ResponseStream,
} from '../../shared/interactions/streaming.js';
import { buildFunctionUrlEvent } from '../../infra/local/http.js';

describe('deferred answers', () => {
  it('defers a press and a modal from a message with DEFERRED_UPDATE_MESSAGE, a command or a modal it opened with an ephemeral DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE', () => {
    expect(deferralOf({ kind: 'component' })).toBe('update');
    expect(deferralOf({ kind: 'modal', fromMessage: true })).toBe('update');
    expect(deferralOf({ kind: 'modal', fromMessage: false })).toBe('reply');
    expect(deferralOf({ kind: 'command' })).toBe('reply');
    expect(deferralOf({ kind: 'message_command' })).toBe('reply');
    // Autocomplete has no deferred type.
    expect(deferralOf({ kind: 'autocomplete' })).toBeUndefined();
    expect(deferredResponse('update')).toEqual({
      type: InteractionResponseType.DeferredMessageUpdate,
    });
    expect(deferredResponse('reply')).toEqual({
      type: InteractionResponseType.DeferredChannelMessageWithSource,
      data: { flags: MessageFlags.Ephemeral },
    });
  });
});

describe('what a late answer becomes', () => {
  const shape = (calls: WebhookCall[]) =>
    calls.map((c) => [c.method, c.original ? '@original' : 'follow-up', c.body?.['flags'] ?? 0]);

  it('an updated card edits the message the button is on', () => {
    expect(shape(lateDelivery('update', updateMessage('card', []), 'x'))).toEqual([
      ['PATCH', '@original', 0],
    ]);
  });

  it('a private reply to a press is an ephemeral follow-up; a public one a public follow-up', () => {
    expect(shape(lateDelivery('update', ephemeral('only you'), 'x'))).toEqual([
      ['POST', 'follow-up', MessageFlags.Ephemeral],
    ]);
    expect(shape(lateDelivery('update', reply('everyone'), 'x'))).toEqual([
      ['POST', 'follow-up', 0],
    ]);
  });

  it('a private reply to a command fills the ephemeral placeholder; a public one never goes through it', () => {
    expect(shape(lateDelivery('reply', ephemeral('only you'), 'x'))).toEqual([
      ['PATCH', '@original', 0],
    ]);
    // The placeholder is resolved (else the follow-up would become its ephemeral edit), the
    // reply posted publicly, the placeholder removed.
    expect(shape(lateDelivery('reply', reply('everyone'), 'x'))).toEqual([
      ['PATCH', '@original', 0],
      ['POST', 'follow-up', 0],
      ['DELETE', '@original', 0],
    ]);
  });

  it('a modal cannot be opened late: the user is told privately instead', () => {
    const modal = { type: InteractionResponseType.Modal, data: {} } as Parameters<
      typeof lateDelivery
    >[1];
    expect(lateDelivery('update', modal, 'sorry')).toEqual([
      {
        method: 'POST',
        original: false,
        body: { content: 'sorry', flags: MessageFlags.Ephemeral, allowed_mentions: { parse: [] } },
      },
    ]);
    expect(shape(lateDelivery('reply', modal, 'sorry'))).toEqual([['PATCH', '@original', 0]]);
  });
});

describe('delivery within the token lifetime', () => {
  const target = { applicationId: '1', token: 't' };
  const recording = (answer = true) => {
    const seen: number[] = [];
    return {
      seen,
      webhook: {
        send: (_t: unknown, _c: WebhookCall, withinMs: number) => {
          seen.push(withinMs);
          return Promise.resolve(answer);
        },
      },
    };
  };
  const call: WebhookCall = { method: 'PATCH', original: true, body: {} };

  it('gives each call what is left of the 15 minutes (or the shorter window given)', async () => {
    const { seen, webhook } = recording();
    expect(await deliverLate(webhook, target, [call, call], { receivedAt: 0 }, () => 1000)).toBe(
      true,
    );
    expect(seen).toEqual([
      INTERACTION_TOKEN_LIFETIME_MS - 1000,
      INTERACTION_TOKEN_LIFETIME_MS - 1000,
    ]);
    const short = recording();
    await deliverLate(
      short.webhook,
      target,
      [call],
      { receivedAt: 0, windowMs: 50_000 },
      () => 1000,
    );
    expect(short.seen).toEqual([49_000]);
  });

  it('makes no call once the token has expired, and stops at the first call Discord refused', async () => {
    const expired = recording();
    expect(
      await deliverLate(
        expired.webhook,
        target,
        [call],
        { receivedAt: 0 },
        () => INTERACTION_TOKEN_LIFETIME_MS,
      ),
    ).toBe(false);
    expect(expired.seen).toEqual([]);
    const refused = recording(false);
    expect(
      await deliverLate(refused.webhook, target, [call, call], { receivedAt: 0 }, () => 0),
    ).toBe(false);
    expect(refused.seen).toHaveLength(1);
  });
});

describe('the Function URL handler', () => {
  const event = buildFunctionUrlEvent({ method: 'POST', url: '/', headers: {}, body: '{}' });

  it('in Lambda streams the answer, ends the stream, and only then awaits the late work', async () => {
    const log: string[] = [];
    let finishLate: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (finishLate = resolve)).then(() => {
      log.push('late work done');
    });
    const runtime: AwsLambdaGlobal = {
      streamifyResponse: (h) => h,
      HttpResponseStream: {
        from(stream, metadata) {
          log.push(`head ${metadata.statusCode} ${metadata.headers?.['content-type']}`);
          return stream;
        },
      },
    };
    const stream: ResponseStream = {
      write: (chunk) => log.push(`write ${chunk}`),
      end: (callback) => {
        log.push('end');
        callback?.();
      },
    };
    const handler = functionUrlHandler(
      () =>
        Promise.resolve({
          result: {
            statusCode: 200,
            headers: { 'content-type': 'application/json' },
            body: '{"type":6}',
          },
          after: late,
        }),
      runtime,
    ) as unknown as (e: typeof event, s: ResponseStream) => Promise<void>;
    let returned = false;
    const running = handler(event, stream).then(() => (returned = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(log).toEqual(['head 200 application/json', 'write {"type":6}', 'end']);
    // The invocation lives on until the late work is done.
    expect(returned).toBe(false);
    finishLate();
    await running;
    expect(log.at(-1)).toBe('late work done');
  });

  it('elsewhere returns the answer at once and leaves the late work running', async () => {
    const late = new Promise<void>(() => undefined);
    const handler = functionUrlHandler(
      () => Promise.resolve({ result: { statusCode: 200, body: 'ok' }, after: late }),
      undefined,
    );
    expect(await handler(event)).toEqual({ statusCode: 200, body: 'ok' });
  });
});
