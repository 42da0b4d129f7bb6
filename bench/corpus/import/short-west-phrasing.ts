/**
 * Our own everyday chat phrasing in French, Italian and Polish (issue 18, short round): how people
 * type reminders in Discord (lower case, accents dropped, abbreviations, fillers, common typos),
 * written down before the reader learned from it and kept apart from imported sources. Read on
 * Thursday 5 March 2026, 10:00 local (Paris, Rome, Warsaw). A reading is a local minute, a whole
 * local day, a span of hours (`from..to`: a part of the day), a refusal or the readings asked
 * (`ask:a|b`).
 *
 *   npx tsx bench/corpus/import/short-west-phrasing.ts [--misses]
 *
 * writes bench/corpus/phrasing/short-west/<locale>.json and prints our figures on it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DateTime } from 'luxon';
import { shortWestPhrasingPath } from '../parts.js';
import type { Annotated } from './annotation.js';
import { scoredSources } from './source-cases.js';

const ZONES: Record<string, string> = {
  fr: 'Europe/Paris',
  it: 'Europe/Rome',
  pl: 'Europe/Warsaw',
};

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  fr: [
    ['demain 9h', '2026-03-06T09:00'],
    ['dem 9h', '2026-03-06T09:00'],
    ['dmain a 14h', '2026-03-06T14:00'],
    ['demain matin', '2026-03-06T06:00..2026-03-06T12:00'],
    ['demain aprem', '2026-03-06T12:00..2026-03-06T18:00'],
    ['cet aprem', '2026-03-05T12:00..2026-03-05T18:00'],
    ['cet aprem a 15h', '2026-03-05T15:00'],
    ['ce soir 20h', '2026-03-05T20:00'],
    ['ce soir vers 21h', '2026-03-05T21:00'],
    ['ce soir a 9h', '2026-03-05T21:00'],
    ['auj a 17h', '2026-03-05T17:00'],
    ['aujourdhui 18h', '2026-03-05T18:00'],
    ["aujourd'hui a 18h30", '2026-03-05T18:30'],
    ['a 15h', '2026-03-05T15:00'],
    ['15h30', '2026-03-05T15:30'],
    ['a 18h pile', '2026-03-05T18:00'],
    ['vers midi', '2026-03-05T12:00'],
    ['a midi et demi', '2026-03-05T12:30'],
    ['apres demain 10h', '2026-03-07T10:00'],
    ['apres-demain', '2026-03-07'],
    ['dans 10 min', '2026-03-05T10:10'],
    ['dans 10mn', '2026-03-05T10:10'],
    ['dans 2h', '2026-03-05T12:00'],
    ['dans 1h30', '2026-03-05T11:30'],
    ['dans une demi heure', '2026-03-05T10:30'],
    ['dans un quart d heure', '2026-03-05T10:15'],
    ['dans 3 jours', '2026-03-08'],
    ['dans 2 semaines', '2026-03-19'],
    ['dans un mois', '2026-04-05'],
    ['lundi 9h', '2026-03-09T09:00'],
    ['lundi a 9h', '2026-03-09T09:00'],
    ['samedi matin', '2026-03-07T06:00..2026-03-07T12:00'],
    ['dimanche soir', '2026-03-08T17:00..2026-03-08T23:00'],
    ['vendredi soir 20h', '2026-03-06T20:00'],
    ['mardi prochain', '2026-03-10'],
    ['jeudi prochain a 14h', '2026-03-12T14:00'],
    ['le 12 a 14h', '2026-03-12T14:00'],
    ['le 15 mars', '2026-03-15'],
    ['le 15/03 a 10h', '2026-03-15T10:00'],
    ['15/03', '2026-03-15'],
    ['le 1er avril', '2026-04-01'],
    ['le 1er avril a 9h', '2026-04-01T09:00'],
    ['demain midi', '2026-03-06T12:00'],
    ['demain soir a 8h', '2026-03-06T20:00'],
    ['demain a 8h du mat', '2026-03-06T08:00'],
    ['ce we', '2026-03-07'],
    ['ce week end', '2026-03-07'],
    ['la semaine pro', '2026-03-12T10:00'],
    ['tous les lundis a 9h', '2026-03-09T09:00'],
    ['hier a 15h', 'refuse'],
    ['il y a 2h', 'refuse'],
    ['ce matin a 8h', 'refuse'],
    ['a 7h', '2026-03-06T07:00'],
    ['demain a 7h du soir', '2026-03-06T19:00'],
    ['a 20h demain', '2026-03-06T20:00'],
    ['dans 5 minutes', '2026-03-05T10:05'],
    ['dans 1 h', '2026-03-05T11:00'],
    ['demain en fin de journee', '2026-03-06T17:00'],
    ['en fin d aprem', 'refuse'],
    ['asap', 'refuse'],
  ],
  it: [
    ['domani alle 9', '2026-03-06T09:00'],
    ['domani 9', 'refuse'],
    ['domani h 15', '2026-03-06T15:00'],
    ['domani ore 15', '2026-03-06T15:00'],
    ['domani alle 15:30', '2026-03-06T15:30'],
    ['domani mattina', '2026-03-06T06:00..2026-03-06T12:00'],
    ['domattina', '2026-03-06T06:00..2026-03-06T12:00'],
    ['domani pomeriggio', '2026-03-06T12:00..2026-03-06T18:00'],
    ['domani sera alle 9', '2026-03-06T21:00'],
    ['stasera', '2026-03-05T17:00..2026-03-05T23:00'],
    ['stasera alle 21', '2026-03-05T21:00'],
    ['stasera alle 8', '2026-03-05T20:00'],
    ['sta sera alle 21', '2026-03-05T21:00'],
    ['oggi pomeriggio alle 3', '2026-03-05T15:00'],
    ['oggi alle 18', '2026-03-05T18:00'],
    ['alle 15', '2026-03-05T15:00'],
    ['alle 7', '2026-03-06T07:00'],
    ['a mezzogiorno', '2026-03-05T12:00'],
    ['a mezzanotte', '2026-03-06T00:00'],
    ['dopodomani', '2026-03-07'],
    ['dopo domani alle 10', '2026-03-07T10:00'],
    ['tra 10 min', '2026-03-05T10:10'],
    ['fra 10 minuti', '2026-03-05T10:10'],
    ['tra 2 ore', '2026-03-05T12:00'],
    ['tra un ora', '2026-03-05T11:00'],
    ["tra mezz'ora", '2026-03-05T10:30'],
    ['tra mezzora', '2026-03-05T10:30'],
    ['tra un quarto d ora', '2026-03-05T10:15'],
    ['tra 3 giorni', '2026-03-08'],
    ['tra una settimana', '2026-03-12'],
    ['fra un mese', '2026-04-05'],
    ['lunedi alle 9', '2026-03-09T09:00'],
    ['lunedì alle 9', '2026-03-09T09:00'],
    ['lun alle 9', '2026-03-09T09:00'],
    ['sabato mattina', '2026-03-07T06:00..2026-03-07T12:00'],
    ['domenica sera', '2026-03-08T17:00..2026-03-08T23:00'],
    ['venerdi sera alle 20', '2026-03-06T20:00'],
    ['martedi prossimo', '2026-03-10'],
    ['giovedi prossimo alle 14', '2026-03-12T14:00'],
    ['il 12 alle 14', '2026-03-12T14:00'],
    ['il 15 marzo', '2026-03-15'],
    ['15/03 alle 10', '2026-03-15T10:00'],
    ['il 15/3', '2026-03-15'],
    ['il primo aprile', '2026-04-01'],
    ['1 aprile alle 9', '2026-04-01T09:00'],
    ['domani a pranzo', '2026-03-06T12:00..2026-03-06T14:00'],
    ['questo weekend', '2026-03-07'],
    ['ogni lunedi alle 9', '2026-03-09T09:00'],
    ['ieri alle 15', 'refuse'],
    ['2 ore fa', 'refuse'],
    ['stamattina alle 8', 'refuse'],
    ['domani alle 7 di sera', '2026-03-06T19:00'],
    ['alle 20 domani', '2026-03-06T20:00'],
    ['tra 5 minuti', '2026-03-05T10:05'],
    ['tra 1 ora e mezza', '2026-03-05T11:30'],
    ['domani in serata', '2026-03-06T17:00..2026-03-06T23:00'],
    ['entro domani', 'refuse'],
    ['appena puoi', 'refuse'],
    ['verso le 15', '2026-03-05T15:00'],
    ['alle 18 in punto', '2026-03-05T18:00'],
  ],
  pl: [
    ['jutro o 9', '2026-03-06T09:00'],
    ['jutro 9:00', '2026-03-06T09:00'],
    ['jutro o 15:30', '2026-03-06T15:30'],
    ['jutro o 15.30', '2026-03-06T15:30'],
    ['jutro rano', '2026-03-06T06:00..2026-03-06T12:00'],
    ['jutro wieczorem', '2026-03-06T17:00..2026-03-06T23:00'],
    ['jutro po poludniu', '2026-03-06T12:00..2026-03-06T18:00'],
    ['dzis wieczorem', '2026-03-05T17:00..2026-03-05T23:00'],
    ['dzis o 18', '2026-03-05T18:00'],
    ['dzisiaj o 20', '2026-03-05T20:00'],
    ['dziś o 21:00', '2026-03-05T21:00'],
    ['wieczorem o 8', '2026-03-05T20:00'],
    ['o 15', '2026-03-05T15:00'],
    ['o 7', '2026-03-06T07:00'],
    ['o 15tej', '2026-03-05T15:00'],
    ['w poludnie', '2026-03-05T12:00'],
    ['o polnocy', '2026-03-06T00:00'],
    ['pojutrze', '2026-03-07'],
    ['pojutrze o 10', '2026-03-07T10:00'],
    ['za 10 min', '2026-03-05T10:10'],
    ['za 10 minut', '2026-03-05T10:10'],
    ['za 2h', '2026-03-05T12:00'],
    ['za 2 godz', '2026-03-05T12:00'],
    ['za godzine', '2026-03-05T11:00'],
    ['za pol godziny', '2026-03-05T10:30'],
    ['za kwadrans', '2026-03-05T10:15'],
    ['za 3 dni', '2026-03-08'],
    ['za tydzien', '2026-03-12'],
    ['za miesiac', '2026-04-05'],
    ['w poniedzialek o 9', '2026-03-09T09:00'],
    ['poniedzialek 9:00', '2026-03-09T09:00'],
    ['pon o 9', '2026-03-09T09:00'],
    ['w sobote rano', '2026-03-07T06:00..2026-03-07T12:00'],
    ['w niedziele wieczorem', '2026-03-08T17:00..2026-03-08T23:00'],
    ['w piatek o 20', '2026-03-06T20:00'],
    ['w przyszly wtorek', '2026-03-10'],
    ['12 marca o 14', '2026-03-12T14:00'],
    ['15 marca', '2026-03-15'],
    ['15.03 o 10', '2026-03-15T10:00'],
    ['15.03', 'ask:2026-03-15T09:00|2026-03-05T15:03'],
    ['1 kwietnia', '2026-04-01'],
    ['1 kwietnia o 9', '2026-04-01T09:00'],
    ['jutro w poludnie', '2026-03-06T12:00'],
    ['jutro wieczorem o 8', '2026-03-06T20:00'],
    ['w ten weekend', '2026-03-07'],
    ['w weekend', '2026-03-07'],
    ['co poniedzialek o 9', '2026-03-09T09:00'],
    ['wczoraj o 15', 'refuse'],
    ['2 godziny temu', 'refuse'],
    ['dzis rano o 8', 'refuse'],
    ['o 20 jutro', '2026-03-06T20:00'],
    ['za 5 minut', '2026-03-05T10:05'],
    ['za 1,5h', '2026-03-05T11:30'],
    ['za poltorej godziny', '2026-03-05T11:30'],
    ['do jutra', 'refuse'],
    ['jak najszybciej', 'refuse'],
    ['okolo 15', '2026-03-05T15:00'],
    ['o 18 punkt', '2026-03-05T18:00'],
    ['jutro z rana', '2026-03-06T06:00..2026-03-06T12:00'],
    ['w czwartek o 14', '2026-03-12T14:00'],
  ],
};

export function shortWestPhrasing(): Annotated[] {
  return Object.entries(ROWS).flatMap(([locale, rows]) => {
    const now = DateTime.fromISO('2026-03-05T10:00:00', { zone: ZONES[locale] });
    const at = (x: string): DateTime => DateTime.fromISO(x, { zone: now.zone });
    return rows.map(([text, r]): Annotated => {
      const base = {
        text,
        now,
        locale,
        source: 'our own chat phrasing (issue 18, short round)',
        context: 'own-chat-phrasing-2026-03-05T10:00',
      };
      if (r === 'refuse')
        return {
          ...base,
          reading: { refuse: 'past, a deadline, a word with no instant or a bare number' },
        };
      if (r.startsWith('ask:'))
        return {
          ...base,
          reading: { ask: r.slice(4).split('|').map(at), reason: 'two readings in use' },
        };
      const [from, to] = r.split('..');
      if (to !== undefined)
        return { ...base, reading: { start: at(from!), end: at(to), grain: 'hour' } };
      return { ...base, reading: { start: at(r), grain: r.includes('T') ? 'minute' : 'day' } };
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sources = { 'our own chat phrasing (short round)': shortWestPhrasing() };
  for (const { locale, cases } of scoredSources(sources, process.argv.includes('--misses'))) {
    const path = shortWestPhrasingPath(locale);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify(cases, null, 1) + '\n');
  }
}
