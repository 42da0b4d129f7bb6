import { describe, it } from 'vitest';
import { expectReading, SUNDAY, WEDNESDAY, type Want } from '../support/time-forms-local.js';

/**
 * A weekday of next week (decisions.md, "Next week's weekday"), in each language that writes one.
 * The week starts on Monday in ru, uk, pl, tr and zh-CN (CLDR); where the locale's week starts
 * on Sunday (ja, ko, zh-TW) the two weeks give different days on a Sunday or for a Sunday, and
 * both readings are offered. The plain "next <weekday>" of ru, uk, pl, tr, ja, ko follows 'next
 * friday''s rule (read when the coming one is already in next week, asked otherwise).
 */
const wednesday: Array<[string, string, Want]> = [
  ['ru', 'в пятницу на следующей неделе', '2026-03-13 09:00'],
  ['ru', 'на следующей неделе в пятницу в 18:00', '2026-03-13 18:00'],
  ['ru', 'в воскресенье на следующей неделе', '2026-03-15 09:00'],
  ['ru', 'в следующую пятницу', 'ambiguous'],
  ['uk', "у п'ятницю наступного тижня", '2026-03-13 09:00'],
  ['uk', 'наступного тижня в середу о 9', '2026-03-11 09:00'],
  ['uk', "наступної п'ятниці", 'ambiguous'],
  ['pl', 'w piątek w przyszłym tygodniu', '2026-03-13 09:00'],
  ['pl', 'w przyszłym tygodniu w środę o 10', '2026-03-11 10:00'],
  ['pl', 'w przyszły piątek', 'ambiguous'],
  ['tr', 'haftaya cuma', '2026-03-13 09:00'],
  ['tr', 'gelecek hafta cuma saat 10:00', '2026-03-13 10:00'],
  ['tr', 'önümüzdeki hafta pazar', '2026-03-15 09:00'],
  // 'next <weekday>' in tr, ja and ko: the coming one or next week's, as 'next friday' in every
  // language; read when they are one day, asked otherwise. A week named ('next week on friday')
  // is that week's day.
  ['tr', 'gelecek cuma', 'ambiguous'],
  ['tr', 'gelecek pazartesi', '2026-03-09 09:00'],
  ['ja', '次の金曜日', 'ambiguous'],
  ['ja', '来週の月曜日', '2026-03-09 09:00'],
  ['zh-CN', '下周一', '2026-03-09 09:00'],
  ['ru', 'в понедельник на следующей неделе', '2026-03-09 09:00'],
  ['tr', 'haftaya pazartesi', '2026-03-09 09:00'],
  ['ko', '다음 금요일', 'ambiguous'],
  ['ko', '다음 월요일 오전 10시', '2026-03-09 10:00'],
  ['ja', '来週の金曜日', '2026-03-13 09:00'],
  ['ja', '来週金曜の15時', '2026-03-13 15:00'],
  ['ja', '来週の日曜日', 'ambiguous'],
  ['ko', '다음주 금요일', '2026-03-13 09:00'],
  ['ko', '다음 주 금요일 오후 3시', '2026-03-13 15:00'],
  ['ko', '다음 주 일요일', 'ambiguous'],
  ['zh-CN', '下周五', '2026-03-13 09:00'],
  ['zh-CN', '下星期五下午3点', '2026-03-13 15:00'],
  ['zh-CN', '下个星期五', '2026-03-13 09:00'],
  ['zh-CN', '下周日', '2026-03-15 09:00'],
  ['zh-TW', '下週五', '2026-03-13 09:00'],
  ['zh-TW', '下禮拜三早上9點', '2026-03-11 09:00'],
  ['zh-TW', '下週日', 'ambiguous'],
];

/** On a Sunday, the last day of a Monday week and the first of a Sunday one. */
const sunday: Array<[string, string, Want]> = [
  ['ru', 'в понедельник на следующей неделе', '2026-03-09 09:00'],
  ['pl', 'w przyszłym tygodniu w poniedziałek', '2026-03-09 09:00'],
  ['zh-CN', '下周一', '2026-03-09 09:00'],
  ['ja', '来週の月曜日', 'ambiguous'],
  ['ko', '다음주 금요일', 'ambiguous'],
  ['zh-TW', '下週五', 'ambiguous'],
  ['ja', '来週の日曜日', '2026-03-15 09:00'],
  // This week's: past in a week from Monday, ahead in one from Sunday; no one asks for the past one.
  ['ja', '今週の金曜日', '2026-03-13 09:00'],
  ['zh-CN', '这周日', 'past'],
];

/** This week's weekday: past days are past. */
const thisWeek: Array<[string, string, Want]> = [
  ['ja', '今週の金曜日', '2026-03-06 09:00'],
  ['ja', '今週の月曜日', 'past'],
  ['ko', '이번 주 금요일 오후 3시', '2026-03-06 15:00'],
  ['zh-CN', '这周五', '2026-03-06 09:00'],
  ['zh-CN', '本周五下午3点', '2026-03-06 15:00'],
  ['zh-TW', '這週五', '2026-03-06 09:00'],
  ['tr', 'bu hafta cuma', '2026-03-06 09:00'],
  ['ru', 'на этой неделе в пятницу', '2026-03-06 09:00'],
  ['pl', 'w tym tygodniu w piątek', '2026-03-06 09:00'],
  ['uk', "цього тижня в п'ятницю", '2026-03-06 09:00'],
];

describe('Form family: a weekday of next week or this week (ru, uk, pl, tr, ja, ko, zh)', () => {
  it.each(wednesday)('on a Wednesday, %s "%s" is %s', (locale, text, want) =>
    expectReading(locale, WEDNESDAY, text, want),
  );
  it.each(thisWeek)('on a Wednesday, %s "%s" is %s', (locale, text, want) =>
    expectReading(locale, WEDNESDAY, text, want),
  );
  it.each(sunday)('on a Sunday, %s "%s" is %s', (locale, text, want) =>
    expectReading(locale, SUNDAY, text, want),
  );
});
