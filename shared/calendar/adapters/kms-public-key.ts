import { GetPublicKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import type { Logger } from '../../usecases/ports.js';
import { createLogger } from '../../adapters/log.js';
import { customResourceHandler } from '../../adapters/custom-resource.js';
import type {
  CloudFormationCustomResourceEvent,
  CloudFormationCustomResourceResponse,
} from 'aws-lambda';

/**
 * The custom resource that hands the calendar credentials key's public half to the stack
 * (docs/decisions.md, "Calendar sync"): on Create and Update it reads the key with KMS
 * GetPublicKey and answers `PublicKeyPem`, which becomes the interactions function's
 * CALENDAR_PUBLIC_KEY. CloudFormation's own AwsCustomResource cannot return the binary
 * `PublicKey` field, hence this handler.
 */
export async function publicKeyResponse(
  kms: Pick<KMSClient, 'send'>,
  event: CloudFormationCustomResourceEvent,
): Promise<CloudFormationCustomResourceResponse> {
  const keyId = String(event.ResourceProperties['KeyId'] ?? '');
  const base = {
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
    PhysicalResourceId:
      keyId || ('PhysicalResourceId' in event ? event.PhysicalResourceId : event.RequestId),
  };
  // Nothing to clean up: the key itself is a resource of the stack.
  if (event.RequestType === 'Delete') return { ...base, Status: 'SUCCESS' };
  try {
    const out = await kms.send(new GetPublicKeyCommand({ KeyId: keyId }));
    if (!out.PublicKey || out.KeyUsage !== 'ENCRYPT_DECRYPT')
      throw new Error(`key ${keyId} has no public half for encryption`);
    return { ...base, Status: 'SUCCESS', Data: { PublicKeyPem: toPem(out.PublicKey) } };
  } catch (err) {
    return { ...base, Status: 'FAILED', Reason: err instanceof Error ? err.message : String(err) };
  }
}

/** DER SubjectPublicKeyInfo (what GetPublicKey returns) as PEM, the form node:crypto's publicEncrypt takes. */
export function toPem(der: Uint8Array): string {
  const b64 = Buffer.from(der).toString('base64');
  const lines = b64.match(/.{1,64}/g) ?? [];
  return `-----BEGIN PUBLIC KEY-----\n${lines.join('\n')}\n-----END PUBLIC KEY-----\n`;
}

/** The custom resource's Lambda handler: reads the key, then answers CloudFormation. */
export function createPublicKeyHandler(
  kms: Pick<KMSClient, 'send'> = new KMSClient({}),
  log: Logger = createLogger({ component: 'kms-public-key' }),
): (event: CloudFormationCustomResourceEvent) => Promise<void> {
  return customResourceHandler((event) => publicKeyResponse(kms, event), log, 'kms-public-key');
}
