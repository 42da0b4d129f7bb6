import type { Annotated } from './annotation.js';
import { atLocal as at, phrasingRows } from './tenth-phrasing.js';

/**
 * Our own chat phrasing of the twenty-first round (issue 18), pl, fr, ru, uk and tr, written down
 * with their readings before the reader learned them.
 * - WEEK_ROWS, said on Thursday 5 March 2026 at 10:00 local: the n-th week of a month with the
 *   inflected week word and the ordinal agreeing with it (ru `на второй неделе апреля`, uk `на
 *   другому тижні квітня`, pl `w drugim tygodniu kwietnia`, tr `nisanın ikinci haftası`). It asks,
 *   as the twentieth round built it for en, es, fr, it, pt-BR, nl, ja and zh: counted from the
 *   week holding the 1st or from the first full week (2026-04-01 is a Wednesday: the second week
 *   starts on 6 or 13 April; the last on 20 or 27 April; next month's first on 1 or 6 April).
 * - MIDNIGHT_ROWS, said on Thursday 14 May 2026 at 10:00 local: a date's midnight (fr `le 31 à
 *   minuit`) by the rule of a named day's midnight (`tomorrow at midnight`, `demain à minuit`):
 *   the day's first minute or the midnight that ends it, both offered; `ce soir à minuit` keeps
 *   its one reading.
 * - ROWS, said on Thursday 14 May 2026 at 10:00 local: reminder phrasing in the register of
 *   reminder apps' help pages (sources named beside each group): a day and its part, the end of
 *   the day, the weekend, work-day repeats (the first occurrence is the reading), after work.
 */

const WEEK2 = 'ask:2026-04-06T09:00|2026-04-13T09:00';
const WEEK2_10 = 'ask:2026-04-06T10:00|2026-04-13T10:00';
const WEEK3 = 'ask:2026-04-13T09:00|2026-04-20T09:00';
const LAST = 'ask:2026-04-20T09:00|2026-04-27T09:00';
const NEXT_FIRST = 'ask:2026-04-01T09:00|2026-04-06T09:00';

const WEEK_ROWS: Record<string, readonly (readonly [string, string])[]> = {
  ru: [
    ['на второй неделе апреля', WEEK2],
    ['во вторую неделю апреля', WEEK2],
    ['вторая неделя апреля', WEEK2],
    ['на третьей неделе апреля', WEEK3],
    ['на последней неделе апреля', LAST],
    ['в последнюю неделю апреля', LAST],
    ['на первой неделе следующего месяца', NEXT_FIRST],
    ['на второй неделе апреля в 10:00', WEEK2_10],
  ],
  uk: [
    ['на другому тижні квітня', WEEK2],
    ['у другий тиждень квітня', WEEK2],
    ['на третьому тижні квітня', WEEK3],
    ['на останньому тижні квітня', LAST],
    ['в останній тиждень квітня', LAST],
    ['на першому тижні наступного місяця', NEXT_FIRST],
    ['на другому тижні квітня о 10:00', WEEK2_10],
  ],
  pl: [
    ['w drugim tygodniu kwietnia', WEEK2],
    ['drugi tydzień kwietnia', WEEK2],
    ['w trzecim tygodniu kwietnia', WEEK3],
    ['w ostatnim tygodniu kwietnia', LAST],
    ['w pierwszym tygodniu przyszłego miesiąca', NEXT_FIRST],
    ['w drugim tygodniu kwietnia o 10:00', WEEK2_10],
  ],
  tr: [
    ['nisanın ikinci haftası', WEEK2],
    ['nisanın ikinci haftasında', WEEK2],
    ['nisanın üçüncü haftası', WEEK3],
    ['nisanın son haftası', LAST],
    ['nisanın son haftasında', LAST],
    ['gelecek ayın ilk haftası', NEXT_FIRST],
  ],
};

const MIDNIGHT_ROWS: Record<string, readonly (readonly [string, string])[]> = {
  fr: [
    ['le 31 à minuit', 'ask:2026-05-31T00:00|2026-06-01T00:00'],
    ['le 31 mai à minuit', 'ask:2026-05-31T00:00|2026-06-01T00:00'],
    ['31/05 à minuit', 'ask:2026-05-31T00:00|2026-06-01T00:00'],
    ['le 20 à minuit', 'ask:2026-05-20T00:00|2026-05-21T00:00'],
    ['le 31 décembre à minuit', 'ask:2026-12-31T00:00|2027-01-01T00:00'],
    ['demain à minuit', 'ask:2026-05-15T00:00|2026-05-16T00:00'],
    ['samedi à minuit', 'ask:2026-05-16T00:00|2026-05-17T00:00'],
    ['ce soir à minuit', '2026-05-15T00:00'],
    // Today's date (at the merge): its first minute is past, the midnight ending it is ahead.
    ['le 14 à minuit', '2026-05-15T00:00'],
    ['le 14 mai à minuit', '2026-05-15T00:00'],
    ['14/05 à minuit', '2026-05-15T00:00'],
  ],
  pl: [
    ['31 maja o północy', 'ask:2026-05-31T00:00|2026-06-01T00:00'],
    ['jutro o północy', 'ask:2026-05-15T00:00|2026-05-16T00:00'],
  ],
  ru: [
    ['31 мая в полночь', 'ask:2026-05-31T00:00|2026-06-01T00:00'],
    ['31.05 в полночь', 'ask:2026-05-31T00:00|2026-06-01T00:00'],
    ['завтра в полночь', 'ask:2026-05-15T00:00|2026-05-16T00:00'],
  ],
  uk: [
    ['31 травня опівночі', 'ask:2026-05-31T00:00|2026-06-01T00:00'],
    ['завтра опівночі', 'ask:2026-05-15T00:00|2026-05-16T00:00'],
  ],
  tr: [
    ['31 Mayıs gece yarısı', 'ask:2026-05-31T00:00|2026-06-01T00:00'],
    ['yarın gece yarısı', 'ask:2026-05-15T00:00|2026-05-16T00:00'],
  ],
};

const ROWS: Record<string, readonly (readonly [string, string])[]> = {
  // Todoist's Polish help page on repeats (get.todoist.help/hc/pl/articles/360000636289,
  // `każdy poniedziałek`, `co drugi tydzień`) and its English table (`every weekday`, `every
  // workday`, `every morning`); chat forms of the same.
  pl: [
    ['jutro rano', '2026-05-15T09:00'],
    ['jutro wieczorem', '2026-05-15T18:00'],
    ['pojutrze wieczorem', '2026-05-16T18:00'],
    ['w weekend', '2026-05-16T09:00'],
    ['pod koniec dnia', '2026-05-14T17:00'],
    ['jutro pod koniec dnia', '2026-05-15T17:00'],
    ['pod koniec dnia roboczego', '2026-05-14T17:00'],
    ['w dni robocze o 9', '2026-05-15T09:00'],
    ['w każdy dzień roboczy o 9', '2026-05-15T09:00'],
    ['każdego dnia roboczego o 9', '2026-05-15T09:00'],
    ['codziennie o 9', '2026-05-15T09:00'],
    ['w każdy poniedziałek o 9', '2026-05-18T09:00'],
    ['po pracy', 'refuse'],
  ],
  // Todoist's French help (`tous les jours ouvrés`, the repeat table) and chat forms.
  fr: [
    ['demain matin', '2026-05-15T09:00'],
    ['après-demain soir', '2026-05-16T18:00'],
    ['en fin de journée', '2026-05-14T17:00'],
    ['demain en fin de journée', '2026-05-15T17:00'],
    ['ce week-end', '2026-05-16T09:00'],
    ['tous les jours ouvrés à 9h', '2026-05-15T09:00'],
    ['chaque jour ouvré à 9h', '2026-05-15T09:00'],
    ['du lundi au vendredi à 9h', '2026-05-15T09:00'],
    ['en semaine à 9h', '2026-05-15T09:00'],
    ['après le travail', 'refuse'],
  ],
  // Todoist's Russian help page on repeats (todoist.com/ru/help/articles/introduction-to-
  // recurring-due-dates-YUYVJJAV: `каждый понедельник`, `каждые выходные`) and chat forms.
  ru: [
    ['завтра утром', '2026-05-15T09:00'],
    ['послезавтра вечером', '2026-05-16T18:00'],
    ['в выходные', '2026-05-16T09:00'],
    ['в конце рабочего дня', '2026-05-14T17:00'],
    // Refused until the twenty-third round: the plain end of the day is 17:00 in every language.
    ['в конце дня', '2026-05-14T17:00'],
    ['завтра в конце дня', '2026-05-15T17:00'],
    ['по будням в 9', '2026-05-15T09:00'],
    ['каждый будний день в 9', '2026-05-15T09:00'],
    ['каждый рабочий день в 9', '2026-05-15T09:00'],
    ['в будни в 9', '2026-05-15T09:00'],
    ['после работы', 'refuse'],
  ],
  // The same help pages' forms in Ukrainian chat.
  uk: [
    ['завтра вранці', '2026-05-15T09:00'],
    ['післязавтра ввечері', '2026-05-16T18:00'],
    ['у вихідні', '2026-05-16T09:00'],
    ['наприкінці робочого дня', '2026-05-14T17:00'],
    // Refused until the twenty-third round: the plain end of the day is 17:00 in every language.
    ['наприкінці дня', '2026-05-14T17:00'],
    ['в кінці дня', '2026-05-14T17:00'],
    ['у будні о 9', '2026-05-15T09:00'],
    ['кожного буднього дня о 9', '2026-05-15T09:00'],
    ['кожен робочий день о 9', '2026-05-15T09:00'],
    ['після роботи', 'refuse'],
  ],
  // Turkish chat forms (Todoist's help notes Turkish dates are not supported; the forms are the
  // ones its English table names: every weekday, every morning).
  tr: [
    ['yarın sabah', '2026-05-15T09:00'],
    ['yarın akşam', '2026-05-15T18:00'],
    ['öbür gün akşam', '2026-05-16T18:00'],
    ['hafta sonu', '2026-05-16T09:00'],
    ['mesai bitiminde', '2026-05-14T17:00'],
    // Refused until the twenty-third round: the plain end of the day is 17:00 in every language.
    ['gün sonunda', '2026-05-14T17:00'],
    ['yarın gün sonunda', '2026-05-15T17:00'],
    ["hafta içi her gün 9'da", '2026-05-15T09:00'],
    ["her hafta içi 9'da", '2026-05-15T09:00'],
    ["her iş günü 9'da", '2026-05-15T09:00'],
    ['iş çıkışı', 'refuse'],
    ['iş çıkışında', 'refuse'],
  ],
};

const REASONS = {
  refuse: 'after work: no one instant (the hour work ends is the user’s own)',
  ask: "two readings: the n-th week counted from the week holding the 1st or from the first full week, or a day's midnight at its start or its end",
};

export function twentyfirstNorthPhrasing(): Annotated[] {
  const source = 'native phrasing, twenty-first round (issue 18)';
  return [
    ...phrasingRows(
      WEEK_ROWS,
      at('2026-03-05T10:00:00'),
      source,
      'twentyfirst-north-2026-03-05T10:00',
      REASONS,
    ),
    ...phrasingRows(
      MIDNIGHT_ROWS,
      at('2026-05-14T10:00:00'),
      source,
      'twentyfirst-north-midnight-2026-05-14T10:00',
      REASONS,
    ),
    ...phrasingRows(
      ROWS,
      at('2026-05-14T10:00:00'),
      source,
      'twentyfirst-north-2026-05-14T10:00',
      REASONS,
    ),
  ];
}
