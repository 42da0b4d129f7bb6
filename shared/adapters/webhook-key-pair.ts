import { generateKeyPairSync } from 'node:crypto';
import {
  DeleteParameterCommand,
  GetParameterCommand,
  PutParameterCommand,
  SSMClient,
} from '@aws-sdk/client-ssm';
import type {
  CloudFormationCustomResourceEvent,
  CloudFormationCustomResourceResponse,
} from 'aws-lambda';
import type { Logger } from '../usecases/ports.js';
import { customResourceHandler } from './custom-resource.js';
import { createLogger } from './log.js';

/** The resource's properties: where the two halves are kept. */
interface KeyPairParameters {
  /** SecureString (standard tier, the AWS-managed `aws/ssm` key): the private half, PKCS#8 PEM. */
  readonly privateKey: string;
  /** String: the public half, SPKI PEM, read back on a stack update. */
  readonly publicKey: string;
}

const parametersOf = (props: Record<string, unknown> | undefined): KeyPairParameters => ({
  privateKey: String(props?.['PrivateKeyParameter'] ?? ''),
  publicKey: String(props?.['PublicKeyParameter'] ?? ''),
});

/** Whether `err` is SSM's error `name` (ParameterNotFound, ParameterAlreadyExists). */
const isSsmError = (err: unknown, name: string): boolean =>
  typeof err === 'object' && err !== null && (err as { name?: unknown }).name === name;

/** A fresh RSA-2048 pair, the size of the calendar credentials' KMS key. */
function newPair(): { privatePem: string; publicPem: string } {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** The stored public half, or undefined when there is none. */
async function storedPublicKey(
  ssm: Pick<SSMClient, 'send'>,
  names: KeyPairParameters,
): Promise<string | undefined> {
  try {
    const out = await ssm.send(new GetParameterCommand({ Name: names.publicKey }));
    return out.Parameter?.Value || undefined;
  } catch (err) {
    if (isSsmError(err, 'ParameterNotFound')) return undefined;
    throw err;
  }
}

/**
 * Generates the pair and stores it: the private half first, never over an existing one (a pair
 * kept from an earlier deployment goes on opening the webhooks it sealed), then the public
 * half. Answers the public half in use.
 */
async function createPair(ssm: Pick<SSMClient, 'send'>, names: KeyPairParameters): Promise<string> {
  const pair = newPair();
  const putPrivate = (overwrite: boolean) =>
    ssm.send(
      new PutParameterCommand({
        Name: names.privateKey,
        Description: 'Tock: private key that opens sealed webhook URLs (the dispatcher only)',
        Value: pair.privatePem,
        Type: 'SecureString',
        Tier: 'Standard',
        Overwrite: overwrite,
      }),
    );
  try {
    await putPrivate(false);
  } catch (err) {
    if (!isSsmError(err, 'ParameterAlreadyExists')) throw err;
    const kept = await storedPublicKey(ssm, names);
    if (kept) return kept;
    // A private half without its public half cannot seal anything: replace both.
    await putPrivate(true);
  }
  await ssm.send(
    new PutParameterCommand({
      Name: names.publicKey,
      Description: 'Tock: public key the interactions function seals webhook URLs with',
      Value: pair.publicPem,
      Type: 'String',
      Tier: 'Standard',
      Overwrite: true,
    }),
  );
  return pair.publicPem;
}

/** Deletes a parameter; one already gone is fine. */
async function deleteParameter(ssm: Pick<SSMClient, 'send'>, name: string): Promise<void> {
  if (!name) return;
  try {
    await ssm.send(new DeleteParameterCommand({ Name: name }));
  } catch (err) {
    if (!isSsmError(err, 'ParameterNotFound')) throw err;
  }
}

/**
 * The custom resource `Custom::WebhookKeyPair` (docs/decisions.md, "Webhook delivery"): webhook
 * URLs are sealed with an RSA pair of their own, generated here at deploy time, whose private
 * half only the dispatcher may read. Create generates the pair and stores it in SSM Parameter
 * Store (CloudFormation cannot create a SecureString); Update keeps the pair and answers its
 * public half again (a new pair only when the parameters were renamed or the public half is
 * gone); Delete removes both parameters. `PublicKeyPem` becomes the interactions function's
 * WEBHOOK_PUBLIC_KEY. The physical id is the private half's parameter name.
 */
export async function webhookKeyPairResponse(
  ssm: Pick<SSMClient, 'send'>,
  event: CloudFormationCustomResourceEvent,
): Promise<CloudFormationCustomResourceResponse> {
  const names = parametersOf(event.ResourceProperties);
  const base = {
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
    PhysicalResourceId:
      names.privateKey ||
      ('PhysicalResourceId' in event ? event.PhysicalResourceId : event.RequestId),
  };
  try {
    if (event.RequestType === 'Delete') {
      // Only the pair this resource made: its physical id names the private half (a failed
      // Create without names has the request id; nothing of it was stored).
      if (event.PhysicalResourceId === names.privateKey) {
        await deleteParameter(ssm, names.privateKey);
        await deleteParameter(ssm, names.publicKey);
      }
      return { ...base, PhysicalResourceId: event.PhysicalResourceId, Status: 'SUCCESS' };
    }
    if (!names.privateKey || !names.publicKey)
      throw new Error('PrivateKeyParameter and PublicKeyParameter are required');
    const old = event.RequestType === 'Update' ? parametersOf(event.OldResourceProperties) : null;
    const same = old?.privateKey === names.privateKey && old.publicKey === names.publicKey;
    const publicKeyPem =
      (same && (await storedPublicKey(ssm, names))) || (await createPair(ssm, names));
    return { ...base, Status: 'SUCCESS', Data: { PublicKeyPem: publicKeyPem } };
  } catch (err) {
    return { ...base, Status: 'FAILED', Reason: err instanceof Error ? err.message : String(err) };
  }
}

/** The custom resource's Lambda handler. */
export function createWebhookKeyPairHandler(
  ssm: Pick<SSMClient, 'send'> = new SSMClient({}),
  log: Logger = createLogger({ component: 'webhook-key' }),
): (event: CloudFormationCustomResourceEvent) => Promise<void> {
  return customResourceHandler((event) => webhookKeyPairResponse(ssm, event), log, 'webhook-key');
}
