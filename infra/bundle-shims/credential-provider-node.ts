/**
 * Replaces `@aws-sdk/credential-provider-node` in the Lambda bundles only (esbuild alias in
 * infra/bundle.ts). Lambda always hands a function its role's credentials in environment
 * variables, which is the first thing the SDK's default chain reads; the rest of the chain
 * (SSO, INI files, STS web identity, instance metadata, with their nested STS/SSO clients)
 * can never apply there and was about 100 KB of the bundle. Local runs, tests and scripts
 * do not use this file: they keep the full default chain.
 *
 * @see https://docs.aws.amazon.com/lambda/latest/dg/configuration-envvars.html#configuration-envvars-runtime
 */
interface EnvCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string;
}

/** Same export name and call shape as the package's `defaultProvider`. */
export function defaultProvider(): () => Promise<EnvCredentials> {
  return async () => {
    const accessKeyId = process.env['AWS_ACCESS_KEY_ID'];
    const secretAccessKey = process.env['AWS_SECRET_ACCESS_KEY'];
    const sessionToken = process.env['AWS_SESSION_TOKEN'];
    if (!accessKeyId || !secretAccessKey) {
      throw Object.assign(
        new Error(
          'AWS credentials are not in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)',
        ),
        {
          name: 'CredentialsProviderError',
          tryNextLink: false,
        },
      );
    }
    return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
  };
}
