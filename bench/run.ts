/**
 * `npm run bench`: every benchmark, one after another, each in its own process so one
 * bench's warm JIT, caches or DynamoDB Local never flatter the next.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const benches = [
  'parser.ts',
  'corpus.ts',
  'handler.ts',
  'dispatcher.ts',
  'bundle.ts',
  'recurrence.ts',
  'schedule-list.ts',
  'peak.ts',
  'lateness.ts',
  'calendar.ts',
  'rsvp.ts',
];
// `npm run bench -- peak --scale 0.1`: names first, then flags, which every selected bench receives.
const args = process.argv.slice(2);
const firstFlag = args.findIndex((a) => a.startsWith('--'));
const only = firstFlag >= 0 ? args.slice(0, firstFlag) : args;
const flags = firstFlag >= 0 ? args.slice(firstFlag) : [];
let failed = 0;
for (const file of benches.filter((b) => only.length === 0 || only.some((o) => b.startsWith(o)))) {
  const path = fileURLToPath(new URL(file, import.meta.url));
  console.log(`\n== bench/${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path, ...flags], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed++;
}
process.exitCode = failed > 0 ? 1 : 0;
