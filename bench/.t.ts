import { parseTimeExpression } from '../shared/domain/time-expression.js';
import { installTimeVocabularies } from '../shared/time-vocabularies.js';
installTimeVocabularies();
const now = Date.parse('2026-03-04T10:00:00Z');
for (const [loc, t] of process.argv.slice(2).map((a) => a.split('|'))) {
  const r: any = parseTimeExpression(t, { now, zone: 'Europe/Paris', locale: loc });
  console.log(loc, JSON.stringify(t), r.ok ? new Date(r.time).toISOString() : r.error + ' ' + (r.readings ?? []).map((x: any) => new Date(x.time).toISOString()).join(','));
}
