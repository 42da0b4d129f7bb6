import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSecretsWith } from '../../shared/adapters/aws-secrets.js';
import { extensionSecretSource } from '../../shared/adapters/secrets-extension.js';
import { loadConfig } from '../../shared/config.js';

/**
 * A stand-in for the AWS Parameters and Secrets Lambda Extension on localhost, with its
 * documented contract: `GET /secretsmanager/get?secretId=…` and
 * `GET /systemsmanager/parameters/get?name=…`, answered only to a caller whose
 * `X-Aws-Parameters-Secrets-Token` header is the function's session token; the bodies are
 * GetSecretValue's and GetParameter's responses; an unknown id is a 400 naming the service's error.
 * @see https://docs.aws.amazon.com/secretsmanager/latest/userguide/retrieving-secrets_lambda.html
 */
const SESSION_TOKEN = 'session-token-of-the-function';
const LINK_KEY = 'k'.repeat(64);
const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:ZoneLinkKey-AbCdEf';
const requests: { path: string; token: string | undefined }[] = [];
let server: Server;
let port: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const token = req.headers['x-aws-parameters-secrets-token'];
    requests.push({ path: url.pathname, token: typeof token === 'string' ? token : undefined });
    if (token !== SESSION_TOKEN) return void res.writeHead(401).end('Unauthorized');
    if (url.pathname === '/secretsmanager/get') {
      if (url.searchParams.get('secretId') !== SECRET_ARN)
        return void res
          .writeHead(400)
          .end("ResourceNotFoundException: Secrets Manager can't find the specified secret.");
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          ARN: SECRET_ARN,
          Name: 'ZoneLinkKey',
          SecretString: LINK_KEY,
          VersionId: 'v1',
          VersionStages: ['AWSCURRENT'],
        }),
      );
    }
    if (
      url.pathname === '/systemsmanager/parameters/get' &&
      url.searchParams.get('name') === '/tock/discord/public-key'
    ) {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          Parameter: {
            Name: '/tock/discord/public-key',
            Type: 'String',
            Value: 'a'.repeat(64),
            Version: 1,
          },
        }),
      );
    }
    res.writeHead(400).end('ParameterNotFound');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = String((server.address() as AddressInfo).port);
});

afterAll(() => {
  server.close();
});

const lambdaEnv = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: port,
  AWS_SESSION_TOKEN: SESSION_TOKEN,
  ...extra,
});
const fetchLocal: typeof fetch = (input, init) =>
  fetch(String(input).replace('//localhost:', '//127.0.0.1:'), init);

describe('Function: extensionSecretSource', () => {
  it('reads the link-signing key at cold start through the extension, showing the session token, into the config', async () => {
    const env = lambdaEnv({ ZONE_LINK_KEY_SECRET: SECRET_ARN });
    const config = loadConfig(
      await resolveSecretsWith(env, () => extensionSecretSource(env, fetchLocal)),
    );
    expect(config.ZONE_LINK_KEY).toBe(LINK_KEY);
    expect(requests.at(-1)).toEqual({ path: '/secretsmanager/get', token: SESSION_TOKEN });
  });

  it('reads SSM parameters through it too', async () => {
    expect(
      await extensionSecretSource(lambdaEnv(), fetchLocal).getParameters([
        '/tock/discord/public-key',
      ]),
    ).toEqual({ '/tock/discord/public-key': 'a'.repeat(64) });
  });

  it('fails loudly, naming the status and never a value, when the secret does not exist or the token is refused', async () => {
    await expect(extensionSecretSource(lambdaEnv(), fetchLocal).getSecret('nope')).rejects.toThrow(
      /400 for \/secretsmanager\/get \(ResourceNotFoundException/,
    );
    await expect(
      extensionSecretSource(lambdaEnv({ AWS_SESSION_TOKEN: 'other' }), fetchLocal).getSecret(
        SECRET_ARN,
      ),
    ).rejects.toThrow(/401/);
  });

  it('is never asked when the value is set directly (local runs), and refuses to start without the extension when it would be', async () => {
    const local = { ZONE_LINK_KEY: LINK_KEY };
    expect(await resolveSecretsWith(local, () => extensionSecretSource(local))).toBe(local);
    const pointerOnly = { ZONE_LINK_KEY_SECRET: SECRET_ARN };
    await expect(
      resolveSecretsWith(pointerOnly, () => extensionSecretSource(pointerOnly)),
    ).rejects.toThrow(/Parameters and Secrets extension is not there/);
  });
});
