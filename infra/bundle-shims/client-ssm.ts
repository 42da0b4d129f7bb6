/**
 * Replaces `@aws-sdk/client-ssm` in the dispatcher's and the calendar sync function's bundles
 * (esbuild alias in infra/bundle.ts); the calendar sync function reads only the OAuth client
 * secrets, from Secrets Manager. The dispatcher reads one stored value, the bot token, from Secrets
 * Manager; the stack gives it no SSM parameter pointer, so shared/adapters/aws-secrets.ts
 * never builds an SSM client there, and the real one was about 230 modules of the bundle.
 * Should someone give the dispatcher a `*_PARAM` variable anyway, the cold start fails
 * with this message instead of silently doing without.
 */
const message = 'this bundle (dispatcher, calendar sync) has no SSM client: give it the value itself, not a *_PARAM pointer';

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
