import { createPublicKeyHandler } from '../../shared/calendar/adapters/kms-public-key.js';

/** CloudFormation custom resource (deploy time only): the calendar credentials key's public half. */
export const handler = createPublicKeyHandler();
