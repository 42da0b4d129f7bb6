/**
 * Replaces `@aws-sdk/client-ssm` in the Lambda bundles that make no SSM call (esbuild alias in
 * infra/bundle.ts; the dispatcher's real client is a lazy chunk for the webhook key, and the
 * deploy-time custom resources have theirs). At cold start the functions read stored values
 * from Secrets Manager only: the bot token (dispatcher), the
 * link-signing key (interactions, public pages), the OAuth client secrets (public pages, calendar
 * sync); the public key is resolved by CloudFormation at deploy time. The stack gives no
 * function an SSM parameter pointer, so shared/adapters/aws-secrets.ts never builds an SSM client
 * there, and the real one was about 230 modules of a bundle. Should someone give a function a
 * `*_PARAM` variable anyway, the cold start fails with this message instead of silently doing
 * without.
 */
const message =
  'this Lambda bundle has no SSM client: give it the value itself, not a *_PARAM pointer';

export class GetParametersCommand {
  constructor(readonly input: unknown) {}
}

export class SSMClient {
  constructor(_options?: unknown) {}

  send(_command: GetParametersCommand): Promise<never> {
    return Promise.reject(new Error(message));
  }

  destroy(): void {}
}
