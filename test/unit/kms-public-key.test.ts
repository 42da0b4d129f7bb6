import { createServer, type IncomingMessage } from 'node:http';
import { generateKeyPairSync, privateDecrypt, constants } from 'node:crypto';
import { GetPublicKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { sendResponse } from '../../shared/adapters/custom-resource.js';
import { publicKeyResponse } from '../../shared/calendar/adapters/kms-public-key.js';
import { RSA_PREFIX, publicKeySealer } from '../../shared/calendar/adapters/public-key-sealer.js';

const kms = mockClient(KMSClient);
afterEach(() => kms.reset());

const KEY_ARN = 'arn:aws:kms:us-east-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab';

function event(type: 'Create' | 'Update' | 'Delete'): CloudFormationCustomResourceEvent {
  const base = {
    ServiceToken: 'arn:aws:lambda:us-east-1:123456789012:function:kms-public-key',
    ResponseURL: 'http://127.0.0.1/unused',
    StackId: 'arn:aws:cloudformation:us-east-1:123456789012:stack/Tock/abc',
    RequestId: 'req-1',
    LogicalResourceId: 'CredentialsPublicKey',
    ResourceType: 'Custom::KmsPublicKey',
    ResourceProperties: { ServiceToken: 'x', KeyId: KEY_ARN },
  };
  if (type === 'Create') return { ...base, RequestType: 'Create' };
  if (type === 'Update')
    return {
      ...base,
      RequestType: 'Update',
      PhysicalResourceId: KEY_ARN,
      OldResourceProperties: { ServiceToken: 'x' },
    };
  return { ...base, RequestType: 'Delete', PhysicalResourceId: KEY_ARN };
}

describe('the KMS public-key custom resource', () => {
  it("answers the key's public half as PEM that the interactions function can seal with", async () => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const der = pair.publicKey.export({ type: 'spki', format: 'der' });
    kms
      .on(GetPublicKeyCommand, { KeyId: KEY_ARN })
      .resolves({ PublicKey: new Uint8Array(der), KeyUsage: 'ENCRYPT_DECRYPT' });
    const response = await publicKeyResponse(new KMSClient({}), event('Create'));

    expect(response).toMatchObject({
      Status: 'SUCCESS',
      PhysicalResourceId: KEY_ARN,
      RequestId: 'req-1',
      LogicalResourceId: 'CredentialsPublicKey',
    });
    const pem = String(response.Data?.['PublicKeyPem']);
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    // What the sealer wraps with this PEM, the private half (KMS, in AWS) unwraps.
    const sealed = await publicKeySealer(pem).seal('app-password', 'ctx');
    expect(sealed.startsWith(RSA_PREFIX)).toBe(true);
    const wrapped = sealed.slice(RSA_PREFIX.length).split('.')[0] ?? '';
    expect(
      privateDecrypt(
        { key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(wrapped, 'base64url'),
      ),
    ).toHaveLength(32);
  });

  it('fails the deployment with the reason when the key cannot be read, and deletes without calling KMS', async () => {
    kms.on(GetPublicKeyCommand).rejects(new Error('AccessDeniedException: not authorized'));
    expect(await publicKeyResponse(new KMSClient({}), event('Update'))).toMatchObject({
      Status: 'FAILED',
      Reason: expect.stringContaining('not authorized'),
    });
    kms.reset();
    expect(await publicKeyResponse(new KMSClient({}), event('Delete'))).toMatchObject({
      Status: 'SUCCESS',
      PhysicalResourceId: KEY_ARN,
    });
    expect(kms.calls()).toHaveLength(0);
  });

  it('PUTs the answer to the pre-signed URL with an empty content type, as CloudFormation requires', async () => {
    let received: { method?: string; type?: string; body: string } | undefined;
    const server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received = {
          body,
          ...(req.method ? { method: req.method } : {}),
          ...(req.headers['content-type'] !== undefined
            ? { type: req.headers['content-type'] }
            : {}),
        };
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as { port: number };
      await sendResponse(`http://127.0.0.1:${port}/signed?X-Amz-Signature=abc`, {
        Status: 'SUCCESS',
        StackId: 's',
        RequestId: 'r',
        LogicalResourceId: 'l',
        PhysicalResourceId: 'p',
        Data: { PublicKeyPem: 'pem' },
      });
    } finally {
      server.close();
    }
    expect(received?.method).toBe('PUT');
    expect(received?.type ?? '').toBe('');
    expect(JSON.parse(received?.body ?? '{}')).toMatchObject({
      Status: 'SUCCESS',
      Data: { PublicKeyPem: 'pem' },
    });
  });
});
