import type { LambdaFunctionURLEvent } from 'aws-lambda';
import type { Config } from '../../shared/config.js';

/** Lambda Function URL domains: `<url-id>.lambda-url.<region>.on.aws`. */
const FUNCTION_URL_DOMAIN = /^[a-z0-9]+\.lambda-url\.[a-z0-9-]+\.on\.aws$/;

/**
 * The public pages' own address: PUBLIC_BASE_URL when a custom domain fronts them, else the
 * Function URL the request came in on (the stack cannot pass a function its own URL: that would
 * be a circular dependency). The pages need it to know which origin is theirs.
 */
export function withPublicBaseUrl(config: Config, event: LambdaFunctionURLEvent): Config {
  if (config.PUBLIC_BASE_URL) return config;
  // Typed as always present, but a malformed event must still get a 4xx, not a throw.
  const context = event.requestContext as
    Partial<LambdaFunctionURLEvent['requestContext']> | undefined;
  const domain = context?.domainName ?? '';
  return FUNCTION_URL_DOMAIN.test(domain)
    ? { ...config, PUBLIC_BASE_URL: `https://${domain}` }
    : config;
}
