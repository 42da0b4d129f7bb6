import { createPrivateKey, type KeyObject } from 'node:crypto';
import { awsSecretSource, type SecretSource } from './adapters/aws-secrets.js';
import { localCipher } from './calendar/adapters/local-cipher.js';
import { openWithPrivateKey } from './calendar/adapters/public-key-sealer.js';
import type { CredentialCipher } from './calendar/usecases/cipher.js';
import type { Config } from './config.js';

/**
 * What opens `notification_method: webhook` URLs in the dispatcher (docs/decisions.md,
 * "Webhook delivery"). In AWS, the webhook key pair's private half, read from its SSM
 * SecureString (WEBHOOK_PRIVATE_KEY_PARAMETER) on the first webhook a container opens and kept
 * for the container's life (a failed read is tried again at the next webhook; meanwhile those
 * reminders go by DM). Locally, the key file in DATA_DIR the interactions side seals with. Null
 * in Lambda without the parameter: nothing opens sealed webhooks there.
 */
export function webhookOpener(
  config: Pick<Config, 'DATA_DIR' | 'AWS_REGION' | 'WEBHOOK_PRIVATE_KEY_PARAMETER'>,
  source: () => SecretSource = () => awsSecretSource(config.AWS_REGION),
): Pick<CredentialCipher, 'open'> | null {
  const name = config.WEBHOOK_PRIVATE_KEY_PARAMETER;
  if (!name) return process.env['AWS_LAMBDA_FUNCTION_NAME'] ? null : localCipher(config.DATA_DIR);
  let key: Promise<KeyObject> | undefined;
  const privateKey = (): Promise<KeyObject> =>
    (key ??= source()
      .getParameters([name])
      .then((values) => {
        const pem = values[name];
        if (!pem) throw new Error(`SSM parameter ${name} has no value`);
        return createPrivateKey(pem);
      })
      .catch((err: unknown) => {
        key = undefined;
        throw err;
      }));
  return {
    open: async (sealed, context) => openWithPrivateKey(await privateKey(), sealed, context),
  };
}
