import { createPublicKeyHandler } from '../../shared/adapters/calendar/kms-public-key.js';

/** CloudFormation custom resource (deploy time only): the calendar credentials key's public half. */
export const handler = createPublicKeyHandler();
