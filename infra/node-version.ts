/**
 * Node versions: Lambda runs the functions on Node 22 (infra/stack.ts); locally Node 20
 * works too, for now. The AWS SDK prints a seven-line NodeVersionSupportWarning on Node < 22
 * at the first client it creates; the local entry points print this one line instead and
 * turn the SDK's off through its documented switch (README "Node versions").
 */

/** Node major the Lambda runtime uses, and the AWS SDK requires from January 2027. */
export const RUNTIME_NODE_MAJOR = 22;

/** The AWS SDK v3 skips its Node version warning when this is "true". */
export const SDK_WARNING_SWITCH = 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED';

/**
 * On Node older than 22: silences the SDK's warning in `env` and returns the line to print.
 * On 22 and later: undefined, `env` untouched.
 */
export function nodeVersionNotice(
  version: string = process.version,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (!Number.isInteger(major) || major >= RUNTIME_NODE_MAJOR) return undefined;
  env[SDK_WARNING_SWITCH] = 'true';
  return `Node ${version}: works for now; Lambda runs Node ${RUNTIME_NODE_MAJOR}, and AWS SDK releases after the first week of January 2027 need Node ${RUNTIME_NODE_MAJOR}+ (README: Node versions).`;
}
