import { describe, expect, it } from 'vitest';
import {
  loadRuntimeConfig,
  resolveOAuthSecrets,
  type SecretSource,
} from '../../shared/adapters/aws-secrets.js';

/** A Secrets Manager stand-in holding one secret; counts reads. */
function source(values: Record<string, string>): SecretSource & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    async getSecret(id) {
      reads.push(id);
      const value = values[id];
      if (value === undefined) throw new Error(`ResourceNotFoundException: ${id}`);
      return value;
    },
    async getParameters() {
      return {};
    },
  };
}

describe('Function: the OAuth client secrets from Secrets Manager', () => {
  it('fills both client secrets from the JSON secret, once, at cold start', async () => {
    const store = source({
      'tock/calendar/oauth-clients':
        '{"GOOGLE_CLIENT_SECRET":"g-secret","MICROSOFT_CLIENT_SECRET":"m-secret"}',
    });
    const config = await loadRuntimeConfig(
      {
        CALENDAR_OAUTH_SECRET: 'tock/calendar/oauth-clients',
        GOOGLE_CLIENT_ID: 'g',
        MICROSOFT_CLIENT_ID: 'm',
      },
      store,
    );
    expect(config).toMatchObject({
      GOOGLE_CLIENT_SECRET: 'g-secret',
      MICROSOFT_CLIENT_SECRET: 'm-secret',
      MICROSOFT_TENANT: 'common',
    });
    expect(store.reads).toEqual(['tock/calendar/oauth-clients']);
  });

  it('reads nothing without the pointer, and a value set directly wins', async () => {
    const store = source({
      s: '{"GOOGLE_CLIENT_SECRET":"from-store","MICROSOFT_CLIENT_SECRET":"m"}',
    });
    expect(await resolveOAuthSecrets({ GOOGLE_CLIENT_ID: 'g' }, store)).toEqual({
      GOOGLE_CLIENT_ID: 'g',
    });
    expect(store.reads).toEqual([]);
    expect(
      await resolveOAuthSecrets(
        { CALENDAR_OAUTH_SECRET: 's', GOOGLE_CLIENT_SECRET: 'direct' },
        store,
      ),
    ).toMatchObject({ GOOGLE_CLIENT_SECRET: 'direct', MICROSOFT_CLIENT_SECRET: 'm' });
  });

  it('refuses a secret that is not a JSON object without echoing it', async () => {
    const store = source({ s: 'plain-secret-value' });
    const failure = resolveOAuthSecrets({ CALENDAR_OAUTH_SECRET: 's' }, store);
    await expect(failure).rejects.toThrow('CALENDAR_OAUTH_SECRET: secret s is not a JSON object');
    await expect(resolveOAuthSecrets({ CALENDAR_OAUTH_SECRET: 's' }, store)).rejects.not.toThrow(
      'plain-secret-value',
    );
  });
});
