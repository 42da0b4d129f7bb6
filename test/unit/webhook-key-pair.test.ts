import { SSMClient } from '@aws-sdk/client-ssm';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webhookKeyPairResponse } from '../../shared/adapters/webhook-key-pair.js';
import { publicKeySealer } from '../../shared/calendar/adapters/public-key-sealer.js';
import { credentialContext } from '../../shared/calendar/usecases/cipher.js';
import type { SecretSource } from '../../shared/adapters/aws-secrets.js';
import { webhookOpener } from '../../shared/webhook-cipher.js';
import { startSsmStandIn, type SsmStandIn } from '../support/ssm-stand-in.js';
import { WEBHOOK_KEY_PARAMETERS, webhookKeyPairEvent } from '../support/webhook-key-pair.js';

const PRIVATE = WEBHOOK_KEY_PARAMETERS.PrivateKeyParameter;
const PUBLIC = WEBHOOK_KEY_PARAMETERS.PublicKeyParameter;
const properties = WEBHOOK_KEY_PARAMETERS;
const event = webhookKeyPairEvent;

let ssm: SsmStandIn;
beforeEach(() => {
  ssm = startSsmStandIn();
});
afterEach(() => ssm.restore());

const respond = (e: CloudFormationCustomResourceEvent) =>
  webhookKeyPairResponse(new SSMClient({}), e);
const pemOf = async (e: CloudFormationCustomResourceEvent) => {
  const r = await respond(e);
  expect(r, r.Status === 'FAILED' ? r.Reason : '').toMatchObject({ Status: 'SUCCESS' });
  return String(r.Data?.['PublicKeyPem']);
};

/** The dispatcher's opener, reading the private half from the stand-in (GetParameters, WithDecryption). */
const dispatcherOpener = (source?: () => SecretSource) =>
  webhookOpener(
    { DATA_DIR: '/nonexistent', AWS_REGION: 'us-east-1', WEBHOOK_PRIVATE_KEY_PARAMETER: PRIVATE },
    ...(source ? [source] : []),
  );

describe('the webhook key pair custom resource', () => {
  it('creates a pair: the private half a SecureString, the public half answered and sealing what the dispatcher opens', async () => {
    const pem = await pemOf(event('Create'));
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(ssm.parameters.get(PRIVATE)?.type).toBe('SecureString');
    expect(ssm.parameters.get(PRIVATE)?.value).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(ssm.parameters.get(PUBLIC)).toMatchObject({ type: 'String', value: pem });
    const context = credentialContext('42', 'webhook');
    const sealed = await publicKeySealer(pem).seal('1234567890123456789/token', context);
    const opener = dispatcherOpener();
    expect(await opener?.open(sealed, context)).toBe('1234567890123456789/token');
    // Bound to its owner: another user's context does not open it.
    await expect(opener?.open(sealed, credentialContext('43', 'webhook'))).rejects.toThrow();
  });

  it('keeps the same pair across a stack update, writing nothing', async () => {
    const pem = await pemOf(event('Create'));
    const privateHalf = ssm.parameters.get(PRIVATE);
    ssm.calls.length = 0;
    expect(await pemOf(event('Update'))).toBe(pem);
    expect(ssm.parameters.get(PRIVATE)).toEqual(privateHalf);
    expect(ssm.calls).toEqual([`GetParameter ${PUBLIC}`]);
  });

  it('keeps a pair stored by an earlier deployment instead of overwriting it (webhooks it sealed still open)', async () => {
    const pem = await pemOf(event('Create'));
    const privateHalf = ssm.parameters.get(PRIVATE);
    expect(await pemOf(event('Create'))).toBe(pem);
    expect(ssm.parameters.get(PRIVATE)).toEqual(privateHalf);
  });

  it('makes a new pair when the public half is gone, or the parameters are renamed', async () => {
    const pem = await pemOf(event('Create'));
    ssm.parameters.delete(PUBLIC);
    const fresh = await pemOf(event('Update'));
    expect(fresh).not.toBe(pem);
    expect(ssm.parameters.get(PRIVATE)?.version).toBe(2);
    const renamed = { ...properties, PrivateKeyParameter: '/other/webhook/private-key' };
    const r = await respond(event('Update', renamed));
    expect(r).toMatchObject({
      Status: 'SUCCESS',
      PhysicalResourceId: '/other/webhook/private-key',
    });
    expect(ssm.parameters.get('/other/webhook/private-key')?.type).toBe('SecureString');
  });

  it('deletes both parameters, and a delete of parameters already gone succeeds', async () => {
    await pemOf(event('Create'));
    expect(await respond(event('Delete'))).toMatchObject({
      Status: 'SUCCESS',
      PhysicalResourceId: PRIVATE,
    });
    expect([...ssm.parameters.keys()]).toEqual([]);
    expect(await respond(event('Delete'))).toMatchObject({ Status: 'SUCCESS' });
  });

  it('deletes nothing for a resource whose physical id is not its private half (a failed create)', async () => {
    await pemOf(event('Create'));
    const failedCreate = { ...event('Delete'), PhysicalResourceId: 'req-0' };
    expect(await respond(failedCreate)).toMatchObject({
      Status: 'SUCCESS',
      PhysicalResourceId: 'req-0',
    });
    expect([...ssm.parameters.keys()].sort()).toEqual([PRIVATE, PUBLIC]);
  });

  it('fails the deployment with the reason when SSM refuses, and without its parameters', async () => {
    ssm.restore();
    ssm = startSsmStandIn(['GetParameter', 'DeleteParameter']);
    expect(await respond(event('Create'))).toMatchObject({
      Status: 'FAILED',
      Reason: expect.stringContaining('ssm:PutParameter'),
    });
    expect(await respond(event('Create', { ServiceToken: 'x' }))).toMatchObject({
      Status: 'FAILED',
      Reason: expect.stringContaining('PrivateKeyParameter'),
    });
  });
});

describe('the dispatcher’s webhook opener', () => {
  it('reads the private half once per container, with decryption, and tries again after a failed read', async () => {
    const pem = await pemOf(event('Create'));
    const context = credentialContext('7', 'webhook');
    const sealer = publicKeySealer(pem);
    let reads = 0;
    let failNext = true;
    const stored = ssm.parameters.get(PRIVATE)?.value ?? '';
    const opener = dispatcherOpener(() => ({
      getSecret: () => Promise.reject(new Error('not used')),
      getParameters: async (names) => {
        reads += 1;
        expect(names).toEqual([PRIVATE]);
        if (failNext) {
          failNext = false;
          throw new Error('throttled');
        }
        return { [PRIVATE]: stored };
      },
    }));
    await expect(opener?.open(await sealer.seal('a/b', context), context)).rejects.toThrow(
      'throttled',
    );
    for (const text of ['one/x', 'two/y', 'three/z'])
      expect(await opener?.open(await sealer.seal(text, context), context)).toBe(text);
    expect(reads).toBe(2);
  });

  it('asks SSM for the decrypted value: GetParameters with WithDecryption', async () => {
    const pem = await pemOf(event('Create'));
    ssm.calls.length = 0;
    const context = credentialContext('8', 'webhook');
    const opener = dispatcherOpener();
    expect(await opener?.open(await publicKeySealer(pem).seal('c/d', context), context)).toBe(
      'c/d',
    );
    expect(ssm.calls).toEqual([`GetParameters ${PRIVATE}`]);
  });
});
