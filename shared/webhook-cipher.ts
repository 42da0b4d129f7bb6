import { localCipher } from './calendar/adapters/local-cipher.js';
import type { CredentialCipher } from './calendar/usecases/cipher.js';
import type { Config } from './config.js';

/**
 * The cipher of `notification_method: webhook` URLs (docs/decisions.md, "Webhook delivery"):
 * the local key file calendar credentials use, which the interactions side seals with and the
 * dispatcher opens with. Null in Lambda, where the dispatcher holds no key that opens sealed
 * values (only the calendar sync function may decrypt): webhooks are refused there.
 */
export function webhookCipher(config: Pick<Config, 'DATA_DIR'>): CredentialCipher | null {
  return process.env['AWS_LAMBDA_FUNCTION_NAME'] ? null : localCipher(config.DATA_DIR);
}
