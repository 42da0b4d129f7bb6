/**
 * The CDK app (`npx cdk synth`, `npx cdk deploy`). Bundles both functions with the local
 * esbuild first (no Docker, no network), then builds the stack from the bundles.
 *
 * Context: `-c prefix=tock` (names of the schedule, SSM parameters and secret),
 * `-c alarmEmail=you@example.com`, `-c stackName=Tock`, `-c publicBaseUrl=https://tock.example.com`
 * (only when a custom domain fronts the Function URL), `-c reserveConcurrency=false` (for an
 * account whose Lambda concurrency quota is still 10: no reserved concurrency, README),
 * `-c googleClientId=… -c microsoftClientId=… [-c microsoftTenant=…]` (calendar OAuth clients),
 * `-c calendarBreakGlassArn=arn:aws:iam::…:role/…` (who besides the sync function may decrypt
 * calendar credentials; default the role `<prefix>-calendar-break-glass`, README "Security"),
 * `-c retiredIndexes=drop` (leave out the indexes this version replaced: a first deploy, or once
 * the replacements are ACTIVE; docs/deploy.md "Indexes replaced by an update").
 */
import { App } from 'aws-cdk-lib';
import { bundleAll, removeBundles } from './bundle.js';
import { TockStack } from './stack.js';

const app = new App();
const context = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value !== '' ? value : undefined;
};
const alarmEmail = context('alarmEmail');
const prefix = context('prefix');
const publicBaseUrl = context('publicBaseUrl');

const googleClientId = context('googleClientId');
const microsoftClientId = context('microsoftClientId');
const microsoftTenant = context('microsoftTenant');

const bundles = await bundleAll();
new TockStack(app, context('stackName') ?? 'Tock', {
  bundles,
  ...(prefix ? { prefix } : {}),
  ...(alarmEmail ? { alarmEmail } : {}),
  ...(publicBaseUrl ? { publicBaseUrl } : {}),
  ...(context('reserveConcurrency') === 'false' ? { reserveConcurrency: false } : {}),
  ...(context('retiredIndexes') === 'drop' ? { retiredIndexes: 'drop' as const } : {}),
  ...(context('calendarBreakGlassArn')
    ? { calendarBreakGlassArn: context('calendarBreakGlassArn') as string }
    : {}),
  // Calendar OAuth clients (README "Google Calendar and Outlook"): ids here, secrets in Secrets Manager.
  calendarOAuth: {
    ...(googleClientId ? { googleClientId } : {}),
    ...(microsoftClientId ? { microsoftClientId } : {}),
    ...(microsoftTenant ? { microsoftTenant } : {}),
  },
  // Account and region come from the CLI's profile at deploy; synth needs neither.
  ...(process.env['CDK_DEFAULT_ACCOUNT'] && process.env['CDK_DEFAULT_REGION']
    ? {
        env: {
          account: process.env['CDK_DEFAULT_ACCOUNT'],
          region: process.env['CDK_DEFAULT_REGION'],
        },
      }
    : {}),
  description: 'Tock: Discord reminder bot (interactions endpoint, dispatcher, tables, alarms)',
});

// Synthesis copies each bundle into cdk.out as an asset; the temporary directories esbuild
// wrote them to are then no longer needed, so no run leaves one behind.
try {
  app.synth();
} finally {
  removeBundles(bundles);
}
