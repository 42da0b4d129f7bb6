import { describe, it } from 'vitest';
import { expectReading, SUNDAY, WEDNESDAY, type Want } from '../support/time-forms-local.js';

/**
 * "Next <weekday>" in Russian, Ukrainian and Polish (docs/decisions.md, "next <weekday> in ru,
 * uk, pl"): the rule of every other language's `next friday`. Their weeks start on Monday (CLDR):
 * while the weekday is still ahead in this week, both the coming one and the one a week later
 * are offered; once the coming one is in next week, it is read.
 */
const wednesday: Array<[string, string, Want]> = [
  // Friday is still ahead this week: ask.
  ['ru', 'в следующую пятницу', 'ambiguous'],
  ['ru', 'следующая пятница', 'ambiguous'],
  ['ru', 'в следующее воскресенье', 'ambiguous'],
  ['ru', 'в следующую пятницу в 18:00', 'ambiguous'],
  ['uk', "наступної п'ятниці", 'ambiguous'],
  ['uk', "у наступну п'ятницю", 'ambiguous'],
  ['uk', 'наступної суботи', 'ambiguous'],
  ['pl', 'w przyszły piątek', 'ambiguous'],
  ['pl', 'w przyszłą sobotę', 'ambiguous'],
  ['pl', 'w następną niedzielę', 'ambiguous'],
  // Tuesday and Monday are in next week: the coming one.
  ['ru', 'следующий вторник', '2026-03-10 09:00'],
  ['ru', 'в следующий понедельник в 10:00', '2026-03-09 10:00'],
  ['uk', 'наступного вівторка', '2026-03-10 09:00'],
  ['uk', 'у наступний понеділок о 10:00', '2026-03-09 10:00'],
  ['pl', 'następny wtorek', '2026-03-10 09:00'],
  ['pl', 'kolejny wtorek', '2026-03-10 09:00'],
  ['pl', 'w przyszły poniedziałek o 10', '2026-03-09 10:00'],
  // Wednesday itself: the coming one is a week away, in next week.
  ['pl', 'w przyszłą środę o 10', '2026-03-11 10:00'],
  ['ru', 'в следующую среду', '2026-03-11 09:00'],
  // Typed without diacritics.
  ['pl', 'w przyszla srode', '2026-03-11 09:00'],
  ['pl', 'w nastepny wtorek', '2026-03-10 09:00'],
  // A named week is that week's day, one reading (unchanged).
  ['ru', 'в пятницу на следующей неделе', '2026-03-13 09:00'],
  ['pl', 'w piątek w przyszłym tygodniu', '2026-03-13 09:00'],
];

/** On a Sunday, the last day of the week: every coming weekday is in next week. */
const sunday: Array<[string, string, Want]> = [
  ['ru', 'в следующую пятницу', '2026-03-13 09:00'],
  ['uk', "наступної п'ятниці о 18:00", '2026-03-13 18:00'],
  ['pl', 'w przyszły piątek', '2026-03-13 09:00'],
  ['pl', 'kolejny poniedziałek', '2026-03-09 09:00'],
];

describe('Form family: "next <weekday>" in ru, uk, pl', () => {
  it.each(wednesday)('on a Wednesday, %s "%s" is %s', (locale, text, want) =>
    expectReading(locale, WEDNESDAY, text, want),
  );
  it.each(sunday)('on a Sunday, %s "%s" is %s', (locale, text, want) =>
    expectReading(locale, SUNDAY, text, want),
  );
});
