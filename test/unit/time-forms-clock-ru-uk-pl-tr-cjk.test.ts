import { describe, it } from 'vitest';
import { expectReading, WEDNESDAY, type Want } from '../support/time-forms-local.js';

/**
 * Clock forms beyond digits and am/pm, in ru, uk, pl, tr, ja, ko, zh (decisions.md, "Time
 * expressions in ru, uk, pl, tr, ja, ko, zh: second round"). WEDNESDAY is 11:00 in Moscow and
 * Istanbul, 10:00 in Kyiv, 09:00 in Warsaw, 17:00 in Tokyo and Seoul, 16:00 in Shanghai and Taipei.
 */
type Row = [string, string, Want];

const partOfDay: Row[] = [
  ['ru', 'в 4 часа дня', '2026-03-04 16:00'],
  ['ru', 'в 2 дня', '2026-03-04 14:00'],
  ['ru', 'в 7 утра', '2026-03-05 07:00'],
  ['ru', 'в семь вечера', '2026-03-04 19:00'],
  ['ru', 'завтра в 5 часов вечера', '2026-03-05 17:00'],
  ['uk', 'о 4 годині дня', '2026-03-04 16:00'],
  ['uk', 'о 7 ранку', '2026-03-05 07:00'],
  ['tr', "öğleden sonra 3'te", '2026-03-04 15:00'],
  ['tr', 'pazartesi akşamı saat 7', '2026-03-09 19:00'],
  ['ja', '朝7時', '2026-03-05 07:00'],
  ['ja', '明晩7時', '2026-03-05 19:00'],
  ['ja', '午後の7時', '2026-03-04 19:00'],
  ['ko', '아침 7시', '2026-03-05 07:00'],
  ['zh-CN', '明早8点', '2026-03-05 08:00'],
  ['zh-TW', '明晚8點', '2026-03-05 20:00'],
  // A unit that is also a time of day is a duration without an hour before it.
  ['ru', 'через 4 дня', '2026-03-08 11:00'],
  ['ru', '4 дня', '2026-03-08 11:00'],
];

/** A night's small hours: 12 is 00:00, 1-4 as typed; with a day (which night?) refused. */
const smallHours: Row[] = [
  ['ru', 'в 3 часа ночи', '2026-03-05 03:00'],
  ['ru', 'в 12 ночи', '2026-03-05 00:00'],
  ['ru', 'в 11 ночи', '2026-03-04 23:00'],
  ['uk', 'о 2 ночі', '2026-03-05 02:00'],
  ['pl', 'o 2 w nocy', '2026-03-05 02:00'],
  ['tr', "gece 2'de", '2026-03-05 02:00'],
  ['ja', '夜中の2時', '2026-03-05 02:00'],
  ['ja', '深夜2時', '2026-03-05 02:00'],
  ['ru', 'завтра в 3 часа ночи', 'invalid'],
];

const hourWords: Row[] = [
  ['pl', 'o siedemnastej', '2026-03-04 17:00'],
  ['pl', 'o dwudziestej pierwszej', '2026-03-04 21:00'],
  ['uk', "о п'ятій вечора", '2026-03-04 17:00'],
  ['uk', 'о сімнадцятій', '2026-03-04 17:00'],
];

const quarters: Row[] = [
  ['zh-CN', '9点一刻', '2026-03-05 09:15'],
  ['zh-CN', '明天9点三刻', '2026-03-05 09:45'],
  ['zh-TW', '晚上8點一刻', '2026-03-04 20:15'],
  ['ru', 'в половине восьмого', '2026-03-05 07:30'],
  ['ru', 'половина девятого вечера', '2026-03-04 20:30'],
  ['ru', 'без четверти девять', '2026-03-05 08:45'],
  ['ru', 'без 10 9', '2026-03-05 08:50'],
  ['ru', 'без 15 18', '2026-03-04 17:45'],
  ['ru', 'в половине первого', 'invalid'],
  ['uk', 'о пів на восьму', '2026-03-05 07:30'],
  ['pl', 'o wpół do 20', '2026-03-04 19:30'],
  ['tr', 'dokuzu çeyrek geçe', '2026-03-05 09:15'],
  ['tr', "saat 9'u 10 geçe", '2026-03-05 09:10'],
  ['tr', "10'a çeyrek var", '2026-03-05 09:45'],
  ['tr', "akşam 7'ye çeyrek var", '2026-03-04 18:45'],
  ['tr', 'çeyrek saat sonra', '2026-03-04 11:15'],
];

const approximately: Row[] = [
  ['ru', 'около 6 вечера', '2026-03-04 18:00'],
  ['ru', 'завтра примерно в 9 утра', '2026-03-05 09:00'],
  ['uk', 'близько 8 вечора', '2026-03-04 20:00'],
  ['pl', 'około 18:00', '2026-03-04 18:00'],
  // A bare hour with the approximation after it asks (twelfth round); the evening settles it.
  ['tr', 'akşam saat 6 civarı', '2026-03-04 18:00'],
  ['tr', 'yarın sabah 10 civarına', '2026-03-05 10:00'],
  ['ja', '9時ちょうど', '2026-03-05 09:00'],
  ['ja', '明日の9時頃', '2026-03-05 09:00'],
  ['ko', '9시쯤', 'ambiguous'], // Korean writes a 12-hour clock: 09:00 or 21:00 (docs/decisions.md, one rule for a clock without am/pm)
  ['ko', '내일 오후 3시경', '2026-03-05 15:00'],
  ['zh-CN', '9点左右', '2026-03-05 09:00'],
  ['zh-TW', '明天下午3點整', '2026-03-05 15:00'],
  ['zh-CN', '今晚8点正', '2026-03-04 20:00'],
];

describe('Form families: clocks (ru, uk, pl, tr, ja, ko, zh)', () => {
  it.each(partOfDay)('a bare hour with a part of the day: %s "%s" is %s', (locale, text, want) =>
    expectReading(locale, WEDNESDAY, text, want),
  );
  it.each(smallHours)('a night\'s small hours: %s "%s" is %s', (locale, text, want) =>
    expectReading(locale, WEDNESDAY, text, want),
  );
  it.each(hourWords)('an hour in words: %s "%s" is %s', (locale, text, want) =>
    expectReading(locale, WEDNESDAY, text, want),
  );
  it.each(quarters)('quarters and halves: %s "%s" is %s', (locale, text, want) =>
    expectReading(locale, WEDNESDAY, text, want),
  );
  it.each(approximately)('a word for "around" or "exactly": %s "%s" is %s', (locale, text, want) =>
    expectReading(locale, WEDNESDAY, text, want),
  );
});
