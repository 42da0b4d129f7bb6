import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TEST_INTERACTION_DEADLINE_MS } from '../support/local-stack.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateDevKeyPair, signRequest, type DevKeyPair } from '../../infra/local/dev-keys.js';
import { buildFunctionUrlEvent, type FunctionUrlHandler } from '../../infra/local/http.js';
import {
  CATALOG_DIR,
  TIME_VOCABULARY_DIR,
  HOLIDAY_DIR,
  DYNAMODB_ITEM_ERRORS,
  REQUIRE_BANNER,
  bundleFunction,
  compactPartitions,
  parsePartitions,
  functionNames,
  type Bundle,
} from '../../infra/bundle.js';
import { tableEnvVar } from '../../infra/stack.js';
import { partition, setPartitionInfo, useDefaultPartitionInfo } from '@aws-sdk/core/client';
import { allTables } from '../../shared/adapters/dynamo/tables.js';
import { locales } from '../../shared/i18n.js';
import { freshTables } from '../support/dynamo.js';
import {
  button,
  command,
  commands,
  modalSubmit,
  newUser,
  opt,
  ping,
  reminderIdIn,
} from '../support/interactions.js';
import { buttonIds, eventIdIn, scheduleCommand } from '../support/schedule.js';
import { slashCommands } from '../../shared/interactions/commands/index.js';
import { hotCommands } from '../../shared/interactions/commands/hot.js';
import enUS from '../../locales/en-US.json' with { type: 'json' };

/** Issue 4's target for the interactions bundle (minified, AWS SDK included). */
const MAX_INTERACTIONS_BYTES = 500 * 1024;

let bundle: Bundle;
let handler: FunctionUrlHandler;
let keys: DevKeyPair;

beforeAll(async () => {
  bundle = await bundleFunction('interactions');
  const db = await freshTables();
  keys = generateDevKeyPair();
  vi.stubEnv('DYNAMODB_ENDPOINT', db.endpoint);
  vi.stubEnv('DISCORD_PUBLIC_KEY', keys.publicKeyHex);
  vi.stubEnv('DISCORD_API_BASE', 'http://127.0.0.1:9/api/v10');
  vi.stubEnv('INTERACTION_DEADLINE_MS', TEST_INTERACTION_DEADLINE_MS);
  for (const def of allTables)
    vi.stubEnv(tableEnvVar(def), db.tables[def.logicalName as keyof typeof db.tables]);
  // The bundle is its own module graph: it reads this environment at its first request.
  ({ handler } = (await import(pathToFileURL(bundle.file).href)) as {
    handler: FunctionUrlHandler;
  });
}, 120_000);

afterAll(() => {
  vi.unstubAllEnvs();
});

function signedEvent(
  body: unknown,
  key = keys.privateKey,
): ReturnType<typeof buildFunctionUrlEvent> {
  const text = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  return buildFunctionUrlEvent({
    method: 'POST',
    url: '/',
    headers: {
      'content-type': 'application/json',
      'x-signature-ed25519': signRequest(key, timestamp, text),
      'x-signature-timestamp': timestamp,
    },
    body: text,
  });
}

const parse = (result: Awaited<ReturnType<FunctionUrlHandler>>) => {
  const r = result as { statusCode: number; body: string };
  return {
    status: r.statusCode,
    body: JSON.parse(r.body) as {
      type?: number;
      data?: {
        content?: string;
        flags?: number;
        components?: { components: { custom_id?: string }[] }[];
      };
    },
  };
};

/** The bundle's inputs that end up in the files a cold start loads (index.mjs and its static chunks). */
const startupInputs = (b: Bundle): string[] =>
  b.startupFiles.flatMap((f) => {
    const output = Object.entries(b.metafile.outputs).find(([path]) => path.endsWith(f))?.[1];
    return Object.entries(output?.inputs ?? {})
      .filter(([, v]) => v.bytesInOutput > 0)
      .map(([i]) => i);
  });

describe('Bundle: interactions', () => {
  it('builds one minified ESM file with the AWS SDK inside, under 500 KB', () => {
    console.log(`interactions bundle: ${(bundle.bytes / 1024).toFixed(1)} KB`);
    expect(bundle.inputs.some((i) => i.includes('node_modules/@aws-sdk/client-dynamodb/'))).toBe(
      true,
    );
    expect(bundle.bytes).toBeLessThan(MAX_INTERACTIONS_BYTES);
  });

  it('carries the verifyKey shim, not the whole CommonJS discord-interactions package', () => {
    expect(bundle.inputs).toContain('infra/bundle-shims/discord-interactions.ts');
    expect(bundle.inputs.filter((i) => i.includes('node_modules/discord-interactions/'))).toEqual(
      [],
    );
  });

  it("carries a Map-based LRU for the SDK's unused endpoint-discovery cache, not mnemonist", () => {
    expect(bundle.inputs).toContain('infra/bundle-shims/lru-cache.ts');
    expect(bundle.inputs.filter((i) => /node_modules\/(mnemonist|obliterator)\//.test(i))).toEqual(
      [],
    );
  });

  it("signs with node:crypto: @smithy/core's JavaScript SHA-256 fallback is served by a stub", () => {
    expect(bundle.inputs).toContain('infra/bundle-shims/sha256-js.ts');
    const output = Object.values(bundle.metafile.outputs)[0];
    expect(
      output?.inputs['node_modules/@smithy/core/dist-es/submodules/checksum/sha256/Sha256Js.js']
        ?.bytesInOutput ?? 0,
    ).toBe(0);
  });

  it("carries no S3 endpoint customization (no function has an S3 client): @smithy/core's is served by a stub", () => {
    expect(bundle.inputs).toContain('infra/bundle-shims/s3-endpoint-params.ts');
    expect(
      bundle.inputs.filter((i) =>
        i.includes(
          '@smithy/core/dist-es/submodules/endpoints/middleware-endpoint/service-customizations/',
        ),
      ),
    ).toEqual([]);
    expect(
      readdirSync(new URL('../../node_modules/@aws-sdk/', import.meta.url)).filter((d) =>
        /^client-s3/.test(d),
      ),
    ).toEqual([]);
  });

  it("carries only the version of the DynamoDB client's package.json, the one field the SDK clients read from it", () => {
    const output = Object.values(bundle.metafile.outputs).find(
      (o) => o.inputs['node_modules/@aws-sdk/client-dynamodb/package.json'],
    );
    const carried =
      output?.inputs['node_modules/@aws-sdk/client-dynamodb/package.json']?.bytesInOutput ?? 0;
    expect(carried).toBeGreaterThan(0);
    expect(carried).toBeLessThan(64);
    // Every client in node_modules: each use of the imported package.json reads `.version`.
    const sdk = new URL('../../node_modules/@aws-sdk/', import.meta.url);
    const clients = readdirSync(sdk).filter((d) => d.startsWith('client-'));
    expect(clients).toContain('client-dynamodb');
    let importers = 0;
    for (const client of clients) {
      const dir = new URL(`${client}/dist-es/`, sdk);
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
        const text = readFileSync(new URL(file, dir), 'utf8');
        const name = /import (\w+) from "\.\.\/package\.json"/.exec(text)?.[1];
        if (!name) continue;
        importers += 1;
        const uses = text.match(new RegExp(`\\b${name}\\b(\\.\\w+)?`, 'g')) ?? [];
        expect(
          uses.filter((u) => u !== name && u !== `${name}.version`),
          `${client}/dist-es/${file}`,
        ).toEqual([]);
        expect(uses.filter((u) => u === name)).toHaveLength(1); // the import itself
      }
    }
    expect(importers).toBeGreaterThanOrEqual(clients.length);
  });

  it('registers only the DynamoDB exceptions its commands can answer with, not those of table, backup or export operations', async () => {
    // The command modules a bundle carries code of (its inputs list every module esbuild read).
    const commandsIn = (b: Bundle) =>
      Object.values(b.metafile.outputs)
        .flatMap((o) => Object.entries(o.inputs).filter(([, v]) => v.bytesInOutput > 0))
        .map(([i]) => i)
        .map(
          (i) =>
            /node_modules\/@aws-sdk\/client-dynamodb\/dist-es\/commands\/(\w+)\.js$/.exec(i)?.[1],
        )
        .filter((c) => c !== undefined);
    // Every function's bundle: the exceptions are pruned in all of them.
    const sent = new Set(commandsIn(bundle));
    for (const name of functionNames.filter((n) => n !== 'interactions'))
      for (const c of commandsIn(await bundleFunction(name))) sent.add(c);
    expect(sent).toContain('TransactWriteItemsCommand');
    const types = new URL(
      '../../node_modules/@aws-sdk/client-dynamodb/dist-types/commands/',
      import.meta.url,
    );
    for (const command of sent) {
      const doc = readFileSync(new URL(`${command}.d.ts`, types), 'utf8');
      const thrown = [...doc.matchAll(/@throws \{@link (\w+)\}/g)]
        .map((m) => m[1] as string)
        .filter((e) => e !== 'DynamoDBServiceException');
      for (const e of thrown) expect(DYNAMODB_ITEM_ERRORS, `${command} throws ${e}`).toContain(e);
    }
    const startup = bundle.startupFiles
      .map((f) => readFileSync(join(bundle.dir, f), 'utf8'))
      .join('');
    // Each exception class carries its shape id.
    const shape = (e: string) => `"com.amazonaws.dynamodb#${e}"`;
    for (const e of DYNAMODB_ITEM_ERRORS) expect(startup).toContain(shape(e));
    expect(startup).not.toContain(shape('BackupInUseException'));
    expect(startup).not.toContain(shape('TableAlreadyExistsException'));
  });

  it("carries the SDK's partition table without region descriptions: every region resolves to the same endpoint facts", () => {
    const partitionsFile =
      'node_modules/@aws-sdk/core/dist-es/submodules/client/util-endpoints/lib/aws/partitions.js';
    const partitionsInfo = parsePartitions(
      readFileSync(new URL(`../../${partitionsFile}`, import.meta.url), 'utf8'),
    );
    const compact = compactPartitions(partitionsInfo);
    const regions = partitionsInfo.partitions.flatMap((p) => Object.keys(p.regions));
    expect(regions).toEqual(expect.arrayContaining(['us-east-1', 'cn-north-1', 'us-gov-west-1']));
    // And regions not yet listed, matched by a pattern or by none.
    const names = [
      ...regions,
      'eu-west-9',
      'cn-east-9',
      'us-gov-east-9',
      'us-isob-east-9',
      'mars-1',
    ];
    const resolve = (info: typeof partitionsInfo) => {
      setPartitionInfo(info as Parameters<typeof setPartitionInfo>[0]);
      return names.map((r) => {
        const facts: Record<string, unknown> = { ...partition(r) };
        delete facts['description'];
        return [r, facts];
      });
    };
    try {
      expect(resolve(compact)).toEqual(resolve(partitionsInfo));
    } finally {
      useDefaultPartitionInfo();
    }
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(partitionsInfo).length / 2);
    const output = Object.values(bundle.metafile.outputs).find(
      (o) =>
        o.inputs[
          'node_modules/@aws-sdk/core/dist-es/submodules/client/util-endpoints/lib/aws/partitions.js'
        ],
    );
    expect(
      output?.inputs[
        'node_modules/@aws-sdk/core/dist-es/submodules/client/util-endpoints/lib/aws/partitions.js'
      ]?.bytesInOutput,
    ).toBeLessThan(JSON.stringify(compact).length + 100);
  });

  it("carries Discord's enums by name only, without TypeScript's reverse mapping, which no code reads", () => {
    const startup = bundle.startupFiles
      .map((f) => readFileSync(join(bundle.dir, f), 'utf8'))
      .join('');
    expect(startup).toContain('ActionRow:1,');
    expect(startup).not.toContain('1:"ActionRow"');
    // No source indexes an enum of discord-api-types (ComponentType[1]) or lists its keys.
    const enums = Object.entries(
      createRequire(import.meta.url)('discord-api-types/v10') as Record<string, unknown>,
    )
      .filter(
        ([, v]) =>
          typeof v === 'object' &&
          v !== null &&
          Object.values(v).some((x) => typeof x === 'number'),
      )
      .map(([name]) => name);
    expect(enums).toContain('ComponentType');
    const use = new RegExp(
      `\\b(${enums.join('|')})\\s*\\[|Object\\.\\w+\\(\\s*(${enums.join('|')})\\b`,
    );
    const sources = (dir: string): string[] =>
      readdirSync(new URL(`../../${dir}/`, import.meta.url), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts'))
        .map((f) => `${dir}/${f}`);
    const offenders = [...sources('shared'), ...sources('functions')].filter((f) =>
      use.test(readFileSync(new URL(`../../${f}`, import.meta.url), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('carries no catalog inside: every locales/<locale>.json ships beside it, read on first use', () => {
    expect(bundle.inputs.filter((i) => i.startsWith('locales/'))).toEqual([]);
    expect(
      readdirSync(join(bundle.dir, CATALOG_DIR))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(locales.map((l) => `${l}.json`).sort());
  });

  it('carries no time-expression table inside: each locales/time/<locale>.json ships beside it', () => {
    const tables = readdirSync(new URL('../../locales/time/', import.meta.url))
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(tables).toContain('zh-TW.json');
    expect(readdirSync(join(bundle.dir, CATALOG_DIR, TIME_VOCABULARY_DIR)).sort()).toEqual(tables);
  });

  it('carries no holiday data inside: every locales/holidays/<locale>.json ships beside it', () => {
    expect(bundle.inputs.filter((i) => i.includes('date-holidays'))).toEqual([]);
    expect(readdirSync(join(bundle.dir, CATALOG_DIR, HOLIDAY_DIR)).sort()).toEqual(
      locales.map((l) => `${l}.json`).sort(),
    );
  });

  it('defines `require` only in the files that read it (the CommonJS code), not in every chunk', () => {
    const files = [...bundle.startupFiles, ...bundle.lazyFiles].map((f) =>
      readFileSync(join(bundle.dir, f), 'utf8'),
    );
    const reads = (text: string) =>
      /\brequire\b/.test(
        text.startsWith(REQUIRE_BANNER) ? text.slice(REQUIRE_BANNER.length) : text,
      );
    for (const text of files) expect(text.startsWith(REQUIRE_BANNER)).toBe(reads(text));
    expect(files.filter(reads).length).toBeGreaterThan(0);
    expect(files.filter((t) => !reads(t)).length).toBeGreaterThan(0);
  });

  it('answers a signed PING with PONG through a Function URL event', async () => {
    expect(parse(await handler(signedEvent(ping())))).toEqual({ status: 200, body: { type: 1 } });
  });

  it('refuses a request signed with another key (401)', async () => {
    expect(parse(await handler(signedEvent(ping(), generateDevKeyPair().privateKey))).status).toBe(
      401,
    );
  });

  it('runs a signed /remind against DynamoDB Local and replies with the reminder id', async () => {
    const reply = parse(
      await handler(
        signedEvent(
          commands.remind(
            { userId: '700000000000000001' },
            { message: 'Stretch', time: 'in 2 hours' },
          ),
        ),
      ),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.type).toBe(4);
    expect(reminderIdIn(reply.body.data?.content ?? '')).toBeDefined();
  });
});

describe('Bundle: interactions, the /schedule code in a chunk loaded on first use', () => {
  const scheduleCode =
    /shared\/interactions\/schedule-(components|create-command|edit-command|list-command|remind-command|render)\.ts$|shared\/usecases\/schedule-(create|edit|list)\.ts$/;

  it('loads no /schedule handler at a cold start: they ship in a chunk beside index.mjs', () => {
    expect(bundle.startupFiles).toContain('index.mjs');
    expect(startupInputs(bundle).filter((i) => scheduleCode.test(i))).toEqual([]);
    const lazy = bundle.lazyFiles.find((f) => f.includes('schedule-handlers'));
    expect(lazy).toBeDefined();
    const lazyOutput = Object.entries(bundle.metafile.outputs).find(([path]) =>
      path.endsWith(lazy as string),
    )?.[1];
    expect(Object.keys(lazyOutput?.inputs ?? {})).toEqual(
      expect.arrayContaining([
        'shared/interactions/schedule-create-command.ts',
        'shared/usecases/schedule-create.ts',
      ]),
    );
    // What /remind needs stays in the startup files.
    expect(startupInputs(bundle)).toEqual(
      expect.arrayContaining([
        'shared/interactions/commands/remind.ts',
        'shared/domain/time/reader.ts',
      ]),
    );
  });

  it('runs a signed /schedule_create, /schedule_list and /schedule_delete with its button from the bundle against DynamoDB Local', async () => {
    const user = newUser();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const created = parse(
      await handler(
        signedEvent(
          // With its zone: an en-US caller with none is asked for one first.
          scheduleCommand(user, 'schedule_create', {
            title: 'Dentist',
            date: tomorrow,
            time: '09:30',
            timezone: 'UTC',
          }),
        ),
      ),
    );
    expect(created.status).toBe(200);
    const eventId = eventIdIn(created.body.data?.content ?? '');
    expect(eventId).toBeDefined();
    const listed = parse(
      await handler(signedEvent(scheduleCommand(user, 'schedule_list', { view_type: 'all' }))),
    );
    expect(listed.body.data?.content).toContain('Dentist');
    expect(listed.body.data?.content).toContain(eventId);
    // A schedule component (the delete prompt's Delete button) routed through its lazily loaded handler.
    const asked = parse(
      await handler(
        signedEvent(
          scheduleCommand(user, 'schedule_delete', { event_id: eventId as string, confirm: false }),
        ),
      ),
    );
    const yes = buttonIds(asked.body.data?.components).find((id) => id.endsWith(':yes'));
    expect(yes).toMatch(/^sd:/);
    const deleted = parse(await handler(signedEvent(button(user, yes as string))));
    expect(deleted.status).toBe(200);
    expect(deleted.body.type).toBe(7);
    const after = parse(
      await handler(signedEvent(scheduleCommand(user, 'schedule_list', { view_type: 'all' }))),
    );
    expect(after.body.data?.content).not.toContain(eventId);
  });
});

describe('Bundle: interactions, the /calendar code in a chunk loaded on first use', () => {
  it('loads no /calendar handler or definition at a cold start', () => {
    expect(
      startupInputs(bundle).filter((i) =>
        /shared\/interactions\/calendar-commands\.ts$|shared\/calendar\/usecases\/calendar-oauth\.ts$/.test(
          i,
        ),
      ),
    ).toEqual([]);
    expect(startupInputs(bundle)).not.toContain('shared/interactions/commands/calendar.ts');
    expect(bundle.lazyFiles.some((f) => f.includes('calendar-commands'))).toBe(true);
  });

  it('runs /calendar feed, /calendar connect caldav and its modal from the bundle', async () => {
    const user = newUser();
    const feed = parse(
      await handler(signedEvent(command(user, 'calendar', [opt.subcommand('feed')]))),
    );
    expect(feed.body.data?.content).toMatch(/\/calendar\/[\w-]+\.ics/);
    expect(feed.body.data?.flags).toBe(64);
    const again = parse(
      await handler(signedEvent(command(user, 'calendar', [opt.subcommand('feed')]))),
    );
    expect(again.body.data?.content).not.toMatch(/\.ics/);
    const asked = parse(
      await handler(
        signedEvent(
          command(user, 'calendar', [
            opt.subcommand('connect', [opt.string('provider', 'caldav')]),
          ]),
        ),
      ),
    );
    expect(asked.body.type).toBe(9);
    const modalId = (asked.body.data as { custom_id?: string } | undefined)?.custom_id ?? '';
    expect(modalId).toBe(`ccd:${user.userId}`);
    const submitted = parse(
      await handler(
        signedEvent(
          modalSubmit(user, modalId, { server_url: 'not a url', username: 'u', password: 'p' }),
        ),
      ),
    );
    expect(submitted.body.data?.content).toBe(enUS.errors.caldav_invalid_url);
    expect(submitted.body.data?.flags).toBe(64);
  });
});

describe('Bundle: interactions, what is off the hot path of /remind, /list_reminders and /delete_reminder in a chunk loaded on first use', () => {
  const firstUseCode =
    /shared\/interactions\/(settings-command|timezone-command|edit-reminder-command|message-reminder|reminder-dm-components|time-ask|time-ask-actions)\.ts$|shared\/usecases\/(settings|reminder-edit|reminder-actions|remind-message|time-ask)\.ts$/;

  it("loads none of /settings, /timezone, /edit_reminder, \"Remind me about this\", the reminder-DM buttons or the ask prompt at a cold start, only /list_reminders' and /timezone's definitions and the prompt's prefix", () => {
    expect(startupInputs(bundle).filter((i) => firstUseCode.test(i))).toEqual([]);
    expect(startupInputs(bundle)).toEqual(
      expect.arrayContaining([
        'shared/interactions/commands/list-reminders.ts',
        'shared/interactions/commands/timezone.ts',
        'shared/interactions/time-ask-prompt.ts',
        'shared/interactions/commands/remind.ts',
      ]),
    );
    const lazy = bundle.lazyFiles.find((f) => f.includes('first-use-handlers'));
    expect(lazy).toBeDefined();
    const lazyOutput = Object.entries(bundle.metafile.outputs).find(([path]) =>
      path.endsWith(lazy as string),
    )?.[1];
    expect(Object.keys(lazyOutput?.inputs ?? {})).toEqual(
      expect.arrayContaining([
        'shared/interactions/settings-command.ts',
        'shared/interactions/timezone-command.ts',
        'shared/interactions/reminder-dm-components.ts',
        'shared/usecases/reminder-edit.ts',
      ]),
    );
    const lazyInputs = bundle.lazyFiles.flatMap((f) =>
      Object.keys(
        Object.entries(bundle.metafile.outputs).find(([path]) => path.endsWith(f))?.[1].inputs ??
          {},
      ),
    );
    expect(lazyInputs).toEqual(
      expect.arrayContaining([
        'shared/interactions/time-ask.ts',
        'shared/interactions/time-ask-actions.ts',
        'shared/interactions/message-reminder.ts',
      ]),
    );
  });

  it('runs /remind with a time of two readings, the press on its ask prompt, and /timezone set and show from the bundle against DynamoDB Local', async () => {
    const user = newUser();
    const asked = parse(
      await handler(
        signedEvent(commands.remind(user, { message: 'Call the office', time: '3pm BST' })),
      ),
    );
    expect(asked.status).toBe(200);
    expect(asked.body.data?.flags).toBe(64);
    expect(asked.body.data?.content).toContain(
      enUS.remind.ask_prompt.replace('{{typed}}', '`3pm BST`'),
    );
    const presses = buttonIds(asked.body.data?.components);
    expect(presses).toHaveLength(2);
    expect(presses[0]).toMatch(/^ta:/);
    const created = parse(await handler(signedEvent(button(user, presses[1] as string))));
    expect(created.body.type).toBe(7);
    expect(reminderIdIn(created.body.data?.content ?? '')).toBeDefined();
    expect(created.body.data?.content).toContain('Call the office');
    const set = parse(
      await handler(
        signedEvent(
          command(user, 'timezone', [opt.subcommand('set', [opt.string('zone', 'Taipei')])]),
        ),
      ),
    );
    expect(set.body.data?.content).toContain('**Asia/Taipei**');
    const shown = parse(
      await handler(signedEvent(command(user, 'timezone', [opt.subcommand('show')]))),
    );
    expect(shown.body.data?.content).toContain('**Asia/Taipei**');
    expect(shown.body.data?.flags).toBe(64);
  });
});

describe('Bundle: interactions, a cold start loads only the commands of hot.ts', () => {
  /**
   * Modules no first /remind, /list_reminders, /delete_reminder, /timezone or time preview needs:
   * a static import that pulls one of them back into the cold start fails here.
   */
  const notAtColdStart = [
    // The whole list of commands, imported by the router on first use, and the message command.
    'shared/interactions/commands/index.ts',
    'shared/interactions/commands/remind-message.ts',
    // What the /schedule_* definitions read.
    'shared/domain/schedule.ts',
    'shared/domain/recurrence.ts',
    // The reminder DM's builder: the list needs only its prefixes (domain/reminder-dm-ids.ts).
    'shared/domain/reminder-dm.ts',
    'shared/domain/snooze.ts',
    // /list_reminders' use cases, loaded with its handler.
    'shared/usecases/reminder-list.ts',
    'shared/domain/event-text.ts',
    // The calendar feed: the old feed link's redirect needs only its path (calendar/domain/feed-paths.ts).
    'shared/calendar/usecases/calendar-feed.ts',
    'shared/calendar/domain/ics.ts',
  ];
  const hotNames = new Set(hotCommands.map((c) => c.definition.name));
  /** The definition module of every command hot.ts does not list (commands/<name with dashes>.ts). */
  const listedOnly = slashCommands
    .map((c) => c.definition.name)
    .filter((name) => !hotNames.has(name))
    .map((name) => `shared/interactions/commands/${name.replaceAll('_', '-')}.ts`);

  it('loads none of the modules named here, nor the definition of any command but /remind, /list_reminders, /delete_reminder and /timezone', () => {
    expect(listedOnly).toEqual(
      expect.arrayContaining([
        'shared/interactions/commands/schedule-create.ts',
        'shared/interactions/commands/schedule-share.ts',
        'shared/interactions/commands/calendar.ts',
        'shared/interactions/commands/settings.ts',
      ]),
    );
    // Each is still in the bundle (a renamed module fails here instead of passing unnoticed).
    for (const m of [...notAtColdStart, ...listedOnly]) expect(bundle.inputs).toContain(m);
    const startup = startupInputs(bundle);
    expect(startup.filter((i) => notAtColdStart.includes(i) || listedOnly.includes(i))).toEqual([]);
    expect(startup).toEqual(
      expect.arrayContaining([
        'shared/interactions/commands/hot.ts',
        'shared/interactions/commands/remind.ts',
        'shared/interactions/commands/delete-reminder.ts',
        'shared/interactions/commands/list-reminders.ts',
        'shared/interactions/commands/timezone.ts',
        'shared/interactions/time-preview.ts',
        'shared/usecases/reminder-queries.ts',
      ]),
    );
  });

  it('loads no luxon: the time reader, the previews and the replies format with Intl (zones.ts)', () => {
    expect(startupInputs(bundle).filter((i) => i.includes('node_modules/luxon/'))).toEqual([]);
  });

  it('answers /help, a command of the list loaded on first use, from the bundle', async () => {
    const reply = parse(await handler(signedEvent(command(newUser(), 'help'))));
    expect(reply.status).toBe(200);
    expect(reply.body.type).toBe(4);
    expect(reply.body.data?.content).toContain(enUS.help.intro);
  });
});

describe('Bundle: catalogs', () => {
  it('answers in German from the de catalog beside the bundle', async () => {
    const reply = parse(
      await handler(
        signedEvent(
          commands.remind(
            { userId: '700000000000000002', locale: 'de' },
            { message: 'Dehnen', time: 'in 2 hours' },
          ),
        ),
      ),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data?.content).toMatch(/^⏰ Erinnerung `rem_/);
  });
});

describe('Bundle: public pages', () => {
  it('builds small, without what only Discord interactions need (command handlers, signature check, the time parser), and serves its pages from the bundle', async () => {
    const pages = await bundleFunction('public-pages');
    // The environment of beforeAll (DynamoDB Local, the tables), plus the link key set directly.
    vi.stubEnv('ZONE_LINK_KEY', 'k'.repeat(64));
    const { handler: serve } = (await import(pathToFileURL(pages.file).href)) as {
      handler: FunctionUrlHandler;
    };
    const get = async (url: string) =>
      (await serve(
        buildFunctionUrlEvent({
          method: 'GET',
          url,
          headers: { 'accept-language': 'de' },
          body: '',
        }),
      )) as { statusCode: number; body: string };
    expect((await get('/calendar/unknown-token.ics')).statusCode).toBe(404);
    const forged = await get('/tz?t=forged.token');
    expect(forged.statusCode).toBe(403);
    expect(forged.body).toContain('lang="de"');
    expect((await get('/interactions')).statusCode).toBe(404);
    console.log(`public pages bundle: ${(pages.bytes / 1024).toFixed(1)} KB`);
    expect(
      pages.inputs.filter((i) =>
        /shared\/interactions\/(app|commands\/remind|reminder-replies|calendar-commands)\.ts$|shared\/domain\/time\/(reader|grammar|resolve)\.ts$|bundle-shims\/discord-interactions/.test(
          i,
        ),
      ),
    ).toEqual([]);
    expect(pages.bytes).toBeLessThan(400 * 1024);
  });

  it('leaves the pages out of the interactions bundle', () => {
    expect(
      bundle.inputs.filter((i) =>
        /shared\/interactions\/(zone-page|public-routes)\.ts$|shared\/calendar\/interactions\/oauth-pages\.ts$/.test(
          i,
        ),
      ),
    ).toEqual([]);
  });
});

describe('Bundle: dispatcher', () => {
  it('builds under 500 KB with the AWS SDK inside, and without what it never runs (undici, @discordjs/rest); the SSM client only in a chunk loaded with the first webhook', async () => {
    const dispatcher = await bundleFunction('dispatcher');
    console.log(`dispatcher bundle: ${(dispatcher.bytes / 1024).toFixed(1)} KB`);
    expect(
      dispatcher.inputs.some((i) => i.includes('node_modules/@aws-sdk/client-secrets-manager/')),
    ).toBe(true);
    expect(
      dispatcher.inputs.filter((i) => /node_modules\/(undici|@discordjs\/rest)\//.test(i)),
    ).toEqual([]);
    const ssmClient = (i: string) => i.includes('node_modules/@aws-sdk/client-ssm/');
    expect(startupInputs(dispatcher).filter(ssmClient)).toEqual([]);
    expect(dispatcher.inputs.some(ssmClient)).toBe(true);
    expect(dispatcher.bytes).toBeLessThan(500 * 1024);
  });
});
