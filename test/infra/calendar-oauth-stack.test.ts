import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildFunctionUrlEvent, type FunctionUrlHandler } from '../../infra/local/http.js';
import { tableEnvVar } from '../../infra/stack.js';
import { allTables } from '../../shared/adapters/dynamo/tables.js';
import { freshTables } from '../support/dynamo.js';
import {
  OAUTH_BUNDLE_FILE,
  bundleAll,
  type Bundle,
  type FunctionName,
} from '../../infra/bundle.js';
import { TockStack } from '../../infra/stack.js';

let bundles: Record<FunctionName, Bundle>;
let stack: TockStack;
let template: Template;
let plain: Template;

beforeAll(async () => {
  bundles = await bundleAll();
  stack = new TockStack(new App(), 'OAuthTest', {
    bundles,
    calendarOAuth: {
      googleClientId: 'g-id.apps.googleusercontent.com',
      microsoftClientId: 'ms-id',
    },
  });
  template = Template.fromStack(stack);
  plain = Template.fromStack(new TockStack(new App(), 'NoOAuthTest', { bundles }));
}, 180_000);

afterAll(() => {
  vi.unstubAllEnvs();
});

const roleOf = (fn: { role?: { node: { defaultChild?: unknown } } }): string =>
  stack.getLogicalId(fn.role?.node.defaultChild as never);

describe('Stack: Google and Microsoft OAuth clients', () => {
  it('gives the interactions, public pages and sync functions the client ids and the tenant, and the secret name only to the two that exchange codes', () => {
    const ids = {
      GOOGLE_CLIENT_ID: 'g-id.apps.googleusercontent.com',
      MICROSOFT_CLIENT_ID: 'ms-id',
      MICROSOFT_TENANT: 'common',
    };
    for (const fn of [stack.interactions, stack.publicPages, stack.calendarSync]) {
      const secret = fn === stack.interactions ? Match.absent() : 'tock/calendar/oauth-clients';
      template.hasResourceProperties('AWS::Lambda::Function', {
        FunctionName: Match.absent(),
        Handler: 'index.handler',
        Environment: { Variables: Match.objectLike({ ...ids, CALENDAR_OAUTH_SECRET: secret }) },
        Role: { 'Fn::GetAtt': [roleOf(fn), 'Arn'] },
      });
    }
    // No secret value in the template: only its name.
    expect(JSON.stringify(template.toJSON())).not.toMatch(
      /GOOGLE_CLIENT_SECRET|MICROSOFT_CLIENT_SECRET/,
    );
  });

  it('lets exactly the public pages and the sync function call GetSecretValue on that secret, and nothing more', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy'));
    const readers = policies.filter((p) =>
      JSON.stringify(p['Properties']['PolicyDocument']).includes('calendar/oauth-clients-??????'),
    );
    expect(
      readers
        .flatMap((p) => p['Properties']['Roles'] as { Ref: string }[])
        .map((r) => r.Ref)
        .sort(),
    ).toEqual([roleOf(stack.calendarSync), roleOf(stack.publicPages)].sort());
    for (const p of readers) {
      const statement = (
        p['Properties']['PolicyDocument']['Statement'] as { Action: unknown; Resource: unknown }[]
      ).find((s) => JSON.stringify(s.Resource).includes('calendar/oauth-clients'));
      expect(statement?.Action).toBe('secretsmanager:GetSecretValue');
    }
  });

  it('without client ids, no provider is configured and no function may read the secret', () => {
    expect(JSON.stringify(plain.toJSON())).not.toMatch(
      /CALENDAR_OAUTH_SECRET|GOOGLE_CLIENT_ID|oauth-clients/,
    );
  });

  it('the bundled public pages function loads its OAuth pages on their first request: a link it never issued gets a 400 page', async () => {
    const db = await freshTables();
    for (const def of allTables)
      vi.stubEnv(tableEnvVar(def), db.tables[def.logicalName as keyof typeof db.tables]);
    vi.stubEnv('DYNAMODB_ENDPOINT', db.endpoint);
    vi.stubEnv('GOOGLE_CLIENT_ID', 'g-id');
    const { handler } = (await import(pathToFileURL(bundles['public-pages'].file).href)) as {
      handler: FunctionUrlHandler;
    };
    const result = (await handler(
      buildFunctionUrlEvent({
        method: 'GET',
        url: `/oauth/start?state=${'A'.repeat(43)}`,
        headers: { 'accept-language': 'fr' },
        body: '',
      }),
    )) as { statusCode: number; body: string; headers: Record<string, string> };
    expect(result.statusCode).toBe(400);
    expect(result.headers['content-type']).toContain('text/html');
    expect(result.body).toContain('data-outcome="unknown"');
    expect(result.body).toContain('lang="fr"');
    // The start page's button (POST, form body) reaches the same module.
    const pressed = (await handler(
      buildFunctionUrlEvent({
        method: 'POST',
        url: '/oauth/start',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://bot.example',
        },
        body: `state=${'A'.repeat(43)}`,
      }),
    )) as { statusCode: number; body: string };
    expect([pressed.statusCode, /data-outcome="([a-z_]+)"/.exec(pressed.body)?.[1]]).toEqual([
      400,
      'unknown',
    ]);
  }, 60_000);

  it('the bundled sync function starts (config and secrets read at cold start) and runs a retry pass', async () => {
    const db = await freshTables();
    for (const def of allTables)
      vi.stubEnv(tableEnvVar(def), db.tables[def.logicalName as keyof typeof db.tables]);
    vi.stubEnv('DYNAMODB_ENDPOINT', db.endpoint);
    const { handler } = (await import(pathToFileURL(bundles['calendar-sync'].file).href)) as {
      handler: (event: unknown) => Promise<unknown>;
    };
    expect(await handler({})).toEqual({ tried: 0, succeeded: 0 });
  }, 60_000);

  it("ships the OAuth pages as a second file beside the public pages bundle, and in neither the pages' nor the interactions bundle", () => {
    expect(existsSync(join(bundles['public-pages'].dir, OAUTH_BUNDLE_FILE))).toBe(true);
    expect(existsSync(join(bundles.interactions.dir, OAUTH_BUNDLE_FILE))).toBe(false);
    for (const name of ['interactions', 'public-pages'] as const) {
      // What index.mjs itself carries (the metafile also lists oauth.mjs's inputs).
      const index = Object.entries(bundles[name].metafile.outputs).find(([file]) =>
        file.endsWith('index.mjs'),
      )?.[1];
      const carried = Object.entries(index?.inputs ?? {})
        .filter(([, v]) => v.bytesInOutput > 0)
        .map(([i]) => i);
      expect(carried.length).toBeGreaterThan(0);
      expect(carried.some((i) => i.includes('oauth4webapi'))).toBe(false);
      // Their secrets come through the Parameters and Secrets extension: no SDK client for them.
      expect(carried.some((i) => i.includes('client-secrets-manager'))).toBe(false);
    }
    expect(bundles.interactions.bytes).toBeLessThan(500 * 1024);
  });
});
