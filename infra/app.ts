/**
 * The CDK app (`npx cdk synth`, `npx cdk deploy`). Bundles both functions with the local
 * esbuild first (no Docker, no network), then builds the stack from the bundles.
 *
 * Context: `-c prefix=tock` (names of the schedule, SSM parameters and secret),
 * `-c alarmEmail=you@example.com`, `-c stackName=Tock`, `-c publicBaseUrl=https://tock.example.com`
 * (only when a custom domain fronts the Function URL).
 */
import { App } from 'aws-cdk-lib';
import { bundleAll } from './bundle.js';
import { TockStack } from './stack.js';

const app = new App();
const context = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value !== '' ? value : undefined;
};
const alarmEmail = context('alarmEmail');
const prefix = context('prefix');
const publicBaseUrl = context('publicBaseUrl');

new TockStack(app, context('stackName') ?? 'Tock', {
  bundles: await bundleAll(),
  ...(prefix ? { prefix } : {}),
  ...(alarmEmail ? { alarmEmail } : {}),
  ...(publicBaseUrl ? { publicBaseUrl } : {}),
  // Account and region come from the CLI's profile at deploy; synth needs neither.
  ...(process.env['CDK_DEFAULT_ACCOUNT'] && process.env['CDK_DEFAULT_REGION']
    ? { env: { account: process.env['CDK_DEFAULT_ACCOUNT'], region: process.env['CDK_DEFAULT_REGION'] } }
    : {}),
  description: 'Tock: Discord reminder bot (interactions endpoint, dispatcher, tables, alarms)',
});
