import { createWebhookKeyPairHandler } from '../../shared/adapters/webhook-key-pair.js';

/** CloudFormation custom resource (deploy time only): the webhook key pair, its private half kept as an SSM SecureString. */
export const handler = createWebhookKeyPairHandler();
