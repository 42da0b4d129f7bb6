import { describe, it } from 'vitest';
import { expectReading, WEDNESDAY, type Want } from '../support/time-forms-local.js';

/** Relative durations beyond "in N units" (decisions.md, "… second round"), at WEDNESDAY (see time-forms-clock). */
const durations: Array<[string, string, Want]> = [
  ['ru', 'в течение 2 часов', '2026-03-04 13:00'],
  ['ru', 'в течение часа', '2026-03-04 12:00'],
  ['ru', '2 часа спустя', '2026-03-04 13:00'],
  ['ru', 'через 2 с половиной часа', '2026-03-04 13:30'],
  ['ru', 'через четверть часа', '2026-03-04 11:15'],
  ['ru', 'через минутку', '2026-03-04 11:01'],
  ['uk', 'за 10 хвилин', '2026-03-04 10:10'],
  ['uk', '2 дні потому', '2026-03-06 10:00'],
  ['uk', 'протягом години', '2026-03-04 11:00'],
  ['pl', 'w 10 minut', '2026-03-04 09:10'],
  ['pl', '3 dni później', '2026-03-07 09:00'],
  ['pl', 'po 3 dniach', '2026-03-07 09:00'],
  ['pl', 'w ciągu godziny', '2026-03-04 10:00'],
  ['pl', 'za godzinkę', '2026-03-04 10:00'],
  ['tr', '10 dakika içinde', '2026-03-04 11:10'],
  ['ja', '10分経ったら', '2026-03-04 17:10'],
  ['ja', '30分以内に', '2026-03-04 17:30'],
  ['ko', '10분 안에', '2026-03-04 17:10'],
  ['ko', '30분 있다가', '2026-03-04 17:30'],
  ['ko', '2분 내', '2026-03-04 17:02'],
  ['ja', '今から3分後', '2026-03-04 17:03'],
  ['ja', '今日から2日後', '2026-03-06 17:00'],
  ['ko', '지금부터 3분', '2026-03-04 17:03'],
  ['zh-CN', '10分钟内', '2026-03-04 16:10'],
  ['zh-CN', '过10分钟', '2026-03-04 16:10'],
  ['zh-CN', '一刻钟后', '2026-03-04 16:15'],
  ['zh-TW', '再過10分鐘', '2026-03-04 16:10'],
  ['zh-TW', '一個鐘之內', '2026-03-04 17:00'],
  ['uk', 'на протязі 2 годин', '2026-03-04 12:00'],
  // A day mark that is also the day unit, alone: the 3rd (thirteenth round: three days as an
  // instant needs 後/후/后), here next month's.
  ['ja', '3日', '2026-04-03 09:00'],
  ['ko', '3일', '2026-04-03 09:00'],
  ['zh-CN', '3日', '2026-04-03 09:00'],
];

describe('Form family: relative durations (ru, uk, pl, tr, ja, ko, zh)', () => {
  it.each(durations)('%s "%s" is %s', (locale, text, want) =>
    expectReading(locale, WEDNESDAY, text, want),
  );
});
