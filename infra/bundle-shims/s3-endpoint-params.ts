/**
 * Replaces @smithy/core's S3 endpoint customization (`middleware-endpoint/service-customizations`)
 * in the Lambda bundles only (esbuild plugin in infra/bundle.ts). The endpoint middleware calls
 * it only for a client whose service is S3, and no function carries an S3 client; it was about
 * 0.8 KB minified. Should it ever be reached, it fails loudly instead of resolving an S3
 * endpoint differently.
 */
export const resolveParamsForS3 = (): Promise<never> =>
  Promise.reject(
    new Error('this bundle has no S3 endpoint customization: it carries no S3 client'),
  );
