import { installTimeVocabularies } from '../shared/time-vocabularies.js';
import { normalize } from '../shared/domain/time/normalize.js';
import { tokenize } from '../shared/domain/time/tokenize.js';
import { lexiconFor } from '../shared/domain/time/vocabulary.js';
installTimeVocabularies();
const [locale, ...exprs] = process.argv.slice(2);
for (const e of exprs) {
  const text = normalize(e) ?? '';
  const toks = tokenize(text, lexiconFor(locale!));
  console.log(e, '=>', toks.map((t) => `${t.text}[${t.meaning ? JSON.stringify(t.meaning).slice(0, 60) : t.type}]`).join(' '));
}
