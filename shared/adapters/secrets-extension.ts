/**
 * Stored values through the AWS Parameters and Secrets Lambda Extension (a layer the stack adds
 * to the interactions and public pages functions): a plain HTTP call to the extension on
 * localhost, which fetches the value from Secrets Manager or SSM with the function's own role and
 * caches it. The functions that use it carry no AWS SDK client for these values, which keeps the
 * interactions bundle within its budget (README "Performance").
 *
 * @see https://docs.aws.amazon.com/secretsmanager/latest/userguide/retrieving-secrets_lambda.html
 * @see https://docs.aws.amazon.com/systems-manager/latest/userguide/ps-integration-lambda-extensions.html
 */
import type { SecretSource } from './aws-secrets.js';

/** The variable the stack (CDK's `paramsAndSecrets`) sets on a function that has the extension. */
export const EXTENSION_PORT_VARIABLE = 'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT';

/**
 * The extension's source. Built only when a pointer (`ZONE_LINK_KEY_SECRET`, …) is set, which the
 * stack does together with the extension; without the extension it throws, saying so, and the
 * function does not start half-configured.
 */
export function extensionSecretSource(
  env: NodeJS.ProcessEnv,
  fetchImpl: typeof fetch = fetch,
): SecretSource {
  const port = env[EXTENSION_PORT_VARIABLE];
  // The extension admits only callers that show the function's session token.
  const token = env['AWS_SESSION_TOKEN'];
  if (!port || !token)
    throw new Error(
      `a stored value is pointed at, but the Parameters and Secrets extension is not there (${EXTENSION_PORT_VARIABLE} or AWS_SESSION_TOKEN unset): set the value itself instead`,
    );
  const get = async (path: string): Promise<unknown> => {
    const res = await fetchImpl(`http://localhost:${port}${path}`, {
      headers: { 'X-Aws-Parameters-Secrets-Token': token },
    });
    // The body may say why; it never holds the value when the status is not 200.
    if (!res.ok)
      throw new Error(
        `Parameters and Secrets extension: ${res.status} for ${path.split('?')[0]} (${(await res.text()).slice(0, 200)})`,
      );
    return res.json();
  };
  return {
    async getSecret(id) {
      const body = (await get(`/secretsmanager/get?secretId=${encodeURIComponent(id)}`)) as {
        SecretString?: unknown;
      };
      if (typeof body.SecretString !== 'string' || body.SecretString === '')
        throw new Error(`secret ${id} has no string value`);
      return body.SecretString.trim();
    },
    async getParameters(names) {
      const values = await Promise.all(
        names.map(async (name) => {
          const body = (await get(
            `/systemsmanager/parameters/get?name=${encodeURIComponent(name)}&withDecryption=true`,
          )) as { Parameter?: { Value?: unknown } };
          const value = body.Parameter?.Value;
          if (typeof value !== 'string') throw new Error(`SSM parameters not found: ${name}`);
          return [name, value.trim()] as const;
        }),
      );
      return Object.fromEntries(values);
    },
  };
}
