import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRuntimeConfig, resolveSecrets } from '../../shared/adapters/aws-secrets.js';

const secrets = mockClient(SecretsManagerClient);
const ssm = mockClient(SSMClient);
const KEY = 'a'.repeat(64);

afterEach(() => {
  secrets.reset();
  ssm.reset();
});

describe('Function: resolveSecrets', () => {
  it('changes nothing, and calls nothing, when no pointer is set (local runs)', async () => {
    const env = { DISCORD_BOT_TOKEN: 'local-token' };
    expect(await resolveSecrets(env)).toBe(env);
    expect(secrets.calls()).toHaveLength(0);
    expect(ssm.calls()).toHaveLength(0);
  });

  it('reads the bot token from Secrets Manager and both parameters in one SSM call', async () => {
    secrets
      .on(GetSecretValueCommand, { SecretId: 'tock/discord/bot-token' })
      .resolves({ SecretString: 'bot-token\n' });
    ssm.on(GetParametersCommand).resolves({
      Parameters: [
        { Name: '/tock/discord/public-key', Value: KEY },
        { Name: '/tock/discord/application-id', Value: '123' },
      ],
      InvalidParameters: [],
    });
    const config = await loadRuntimeConfig({
      AWS_REGION: 'eu-west-1',
      DISCORD_BOT_TOKEN_SECRET: 'tock/discord/bot-token',
      DISCORD_PUBLIC_KEY_PARAM: '/tock/discord/public-key',
      DISCORD_APPLICATION_ID_PARAM: '/tock/discord/application-id',
    });
    expect(config).toMatchObject({
      DISCORD_BOT_TOKEN: 'bot-token',
      DISCORD_PUBLIC_KEY: KEY,
      DISCORD_APPLICATION_ID: '123',
    });
    expect(ssm.commandCalls(GetParametersCommand)).toHaveLength(1);
    expect(ssm.commandCalls(GetParametersCommand)[0]?.args[0].input).toEqual({
      Names: ['/tock/discord/public-key', '/tock/discord/application-id'],
      WithDecryption: true,
    });
  });

  it('reads the link-signing key from Secrets Manager at cold start (never a plaintext variable in AWS)', async () => {
    const linkKey = 'k'.repeat(64);
    secrets
      .on(GetSecretValueCommand, {
        SecretId: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:ZoneLinkKey-AbCdEf',
      })
      .resolves({ SecretString: linkKey });
    const config = await loadRuntimeConfig({
      AWS_REGION: 'eu-west-1',
      ZONE_LINK_KEY_SECRET:
        'arn:aws:secretsmanager:eu-west-1:123456789012:secret:ZoneLinkKey-AbCdEf',
    });
    expect(config.ZONE_LINK_KEY).toBe(linkKey);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    expect(ssm.calls()).toHaveLength(0);
  });

  it('lets a value set directly win over its pointer', async () => {
    const env = await resolveSecrets({
      DISCORD_BOT_TOKEN: 'direct',
      DISCORD_BOT_TOKEN_SECRET: 'tock/discord/bot-token',
    });
    expect(env['DISCORD_BOT_TOKEN']).toBe('direct');
    expect(secrets.calls()).toHaveLength(0);
  });

  it('fails loudly, naming the parameter, when one does not exist', async () => {
    ssm
      .on(GetParametersCommand)
      .resolves({ Parameters: [], InvalidParameters: ['/tock/discord/public-key'] });
    await expect(
      resolveSecrets({ DISCORD_PUBLIC_KEY_PARAM: '/tock/discord/public-key' }),
    ).rejects.toThrow('/tock/discord/public-key');
  });

  it('fails loudly when the secret has no string value', async () => {
    secrets.on(GetSecretValueCommand).resolves({});
    await expect(
      resolveSecrets({ DISCORD_BOT_TOKEN_SECRET: 'tock/discord/bot-token' }),
    ).rejects.toThrow(/no string value/);
  });
});
