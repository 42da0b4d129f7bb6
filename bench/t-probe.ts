import { DateTime } from 'luxon';
import { installTimeVocabularies } from '../shared/time-vocabularies.js';
import { parseTimeExpression } from '../shared/domain/time-expression.js';

installTimeVocabularies();
const [locale, zone, nowLocal, ...exprs] = process.argv.slice(2);
const now = DateTime.fromISO(nowLocal!, { zone: zone! }).toMillis();
for (const e of exprs) {
  const r = parseTimeExpression(e, { now, zone: zone!, locale: locale! } as never);
  const show = (x: unknown): string =>
    JSON.stringify(x, (_k, v: unknown) =>
      typeof v === "number" && v > 1e12 ? DateTime.fromMillis(v, { zone: zone! }).toFormat("ccc yyyy-LL-dd HH:mm") : v,
    );
  console.log(`${e} => ${show(r)}`);
}
