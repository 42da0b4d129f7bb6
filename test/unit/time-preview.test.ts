import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../shared/i18n.js';
import {
  agreedSuggestion,
  CHOICE_TEXT_MAX,
  describeDistance,
  describeReading,
  MAX_CHOICES,
  timeChoices,
} from '../../shared/interactions/time-preview.js';
import { durationChoices } from '../../shared/interactions/duration-preview.js';

const translate = createTranslator();
// Thursday 2026-11-26 14:00 UTC = 09:00 in New York.
const NOW = Date.parse('2026-11-26T14:00:00Z');
const NY = { now: NOW, zone: 'America/New_York', locale: 'en-US' };
const TAIPEI_ZH = { now: NOW, zone: 'Asia/Taipei', locale: 'zh-TW' };
const none = (): string[] => [];

describe('Preview: describeReading', () => {
  it("a one-off: day, 24-hour time, the zone and how far ahead, in the caller's zone and language", () => {
    const time = Date.parse('2026-11-27T20:00:00Z'); // Fri 15:00 in New York, Sat 04:00 in Taipei
    expect(describeReading({ ok: true, time }, NY, translate)).toBe(
      'Fri, Nov 27, 15:00 America/New_York (in 1 day 6 hr)',
    );
    expect(describeReading({ ok: true, time }, TAIPEI_ZH, translate)).toBe(
      '11月28日週六, 04:00 Asia/Taipei (1 天6 小時後)',
    );
  });

  it('a series: the rule in words, its time and first day', () => {
    const time = Date.parse('2026-11-30T13:00:00Z'); // Mon 08:00 in New York
    const recurrence = {
      pattern: 'custom',
      data: {
        pattern: 'every_n_weeks',
        interval: 1,
        weekday: 0,
        position: 1,
        weekdays: [0, 1, 2, 3, 4],
      },
    } as const;
    expect(describeReading({ ok: true, time, recurrence }, NY, translate)).toBe(
      'Every weekday at 08:00 America/New_York, from Mon, Nov 30',
    );
    expect(describeReading({ ok: true, time, repeat: 'daily' }, NY, translate)).toBe(
      'Daily at 08:00 America/New_York, from Mon, Nov 30',
    );
  });

  it('every N hours names its first time; the zone is always named: the one the text named, else the caller’s', () => {
    const time = Date.parse('2026-11-26T16:00:00Z');
    const recurrence = {
      pattern: 'custom',
      data: { pattern: 'every_n_hours', interval: 2, weekday: 0, position: 1 },
    } as const;
    expect(describeReading({ ok: true, time, recurrence }, NY, translate)).toBe(
      'Every 2 hours, from Thu, Nov 26, 11:00 America/New_York',
    );
    expect(describeReading({ ok: true, time, zone: 'Europe/Berlin' }, NY, translate)).toBe(
      'Thu, Nov 26, 17:00 Europe/Berlin (in 2 hr)',
    );
  });
});

describe('Preview: how far ahead, every part stated', () => {
  it('90 minutes is 1 hr 30 min, not "in 1 hour", in every language\'s short units', () => {
    const ninety = 90 * 60_000;
    expect(describeDistance(ninety, 'en-US')).toBe('1 hr 30 min');
    // French spaces are no-break spaces.
    expect(describeDistance(ninety, 'fr')).toMatch(/^1\sh\s30\smin$/);
    expect(describeDistance(ninety, 'ru')).toBe('1 ч 30 мин');
    expect(describeDistance(ninety, 'ja')).toBe('1 時間30 分');
    const at = NOW + ninety;
    expect(describeReading({ ok: true, time: at }, NY, translate)).toBe(
      'Thu, Nov 26, 10:30 America/New_York (in 1 hr 30 min)',
    );
    expect(describeReading({ ok: true, time: at }, { ...NY, locale: 'de' }, translate)).toMatch(
      /\(in 1 Std\., 30 Min\.\)$/,
    );
    expect(describeReading({ ok: true, time: at }, { ...NY, locale: 'pt-BR' }, translate)).toMatch(
      /\(em 1 h 30 min\)$/,
    );
  });

  it('seconds count under an hour; from an hour on, the minute is the finest part', () => {
    expect(describeDistance(15_000, 'en-US')).toBe('15 sec');
    expect(describeDistance(150_000, 'en-US')).toBe('2 min 30 sec');
    expect(describeDistance(26 * 3_600_000 + 5 * 60_000 + 20_000, 'en-US')).toBe(
      '1 day 2 hr 5 min',
    );
  });
});

describe('Preview: suggestions agree with their numbers', () => {
  it('in 15 second → in 15 seconds; in 1 → in 1 minute, not "in 1 minutes"', () => {
    const values = (typed: string) => timeChoices(typed, NY, translate, none).map((c) => c.value);
    expect(values('in 15 secnd')).toContain('in 15 seconds');
    expect(values('in 15 secnd')).not.toContain('in 15 second');
    expect(values('in 1')).toEqual(expect.arrayContaining(['in 1 minute', 'in 1 hour']));
    expect(values('in 1')).not.toContain('in 1 minutes');
  });

  it("follows each language's plural rules (one, few, many)", () => {
    const agree = (text: string, locale: string) =>
      agreedSuggestion(text, { now: NOW, zone: 'UTC', locale }, translate);
    expect(agree('через 5 минуты', 'ru')).toBe('через 5 минут');
    expect(agree('через 2 минут', 'ru')).toBe('через 2 минуты');
    expect(agree('za 2 minut', 'pl')).toBe('za 2 minuty');
    expect(agree('через 5 хвилини', 'uk')).toBe('через 5 хвилин');
    expect(agree('in 1 Minuten', 'de')).toBe('in 1 Minute');
    expect(agree('dans 1 minutes', 'fr')).toBe('dans 1 minute');
    expect(agree('en 1 minutos', 'es-ES')).toBe('en 1 minuto');
  });
});

describe('Preview: timeChoices (/remind time)', () => {
  it('two repeats the buttons cannot tell apart ("every 2nd tuesday"): both spelled out, each described', () => {
    const choices = timeChoices('tous les 2e mardis', { ...NY, locale: 'fr' }, translate, none);
    expect(choices.map((c) => c.value)).toEqual([
      'tous les 2e mardis',
      'every 2nd tuesday of the month at 09:00',
      'every other tuesday at 09:00',
    ]);
    expect(choices[1]?.name).toContain('Chaque deuxième mardi du mois à 09:00');
    expect(choices[2]?.name).toContain('Toutes les 2 semaines le mardi à 09:00');
  });

  it('the first choice is the reading, valued the exact typed text', () => {
    const [first] = timeChoices('tomorrow at 3pm', NY, translate, none);
    expect(first).toEqual({
      name: 'Fri, Nov 27, 15:00 America/New_York (in 1 day 6 hr)',
      value: 'tomorrow at 3pm',
    });
  });

  it('an empty box offers a few common choices, each readable, with its reading', () => {
    const list = timeChoices('', NY, translate, none);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]).toEqual({
      name: 'in 10 minutes · Thu, Nov 26, 09:10 America/New_York (in 10 min)',
      value: 'in 10 minutes',
    });
  });

  it('an unreadable text says so, keeps the text, then offers the closest readable forms', () => {
    // The reader's own suggestions; the injected ones are only the empty box's common choices.
    const list = timeChoices('tomorow 3pm', NY, translate, () => ['not a time either']);
    expect(list[0]).toEqual({ name: 'Not understood yet: “tomorow 3pm”', value: 'tomorow 3pm' });
    expect(list[1]).toEqual({
      name: 'tomorrow 3pm · Fri, Nov 27, 15:00 America/New_York (in 1 day 6 hr)',
      value: 'tomorrow 3pm',
    });
    expect(list.map((c) => c.value)).not.toContain('not a time either');
  });

  it("a past time and one too far ahead say so in the caller's language", () => {
    expect(timeChoices('yesterday', NY, translate, none)[0]?.name).toBe(
      'That time has already passed',
    );
    expect(timeChoices('in 2 years', TAIPEI_ZH, translate, none)[0]?.name).toBe('超過 1 年之後');
  });

  it("never exceeds Discord's limits (25 choices, 100 characters a name and a value)", () => {
    const many = Array.from({ length: 40 }, (_, i) => `in ${i + 1} minutes`);
    const list = timeChoices('x'.repeat(99), NY, translate, () => many);
    expect(list.length).toBeLessThanOrEqual(MAX_CHOICES);
    for (const c of list) {
      expect(c.name.length).toBeLessThanOrEqual(CHOICE_TEXT_MAX);
      expect(c.value.length).toBeLessThanOrEqual(CHOICE_TEXT_MAX);
    }
  });

  it('a text over 100 characters is offered only as a short form that reads back to the same time', () => {
    // Runs of spaces read as one, so these long texts are readable.
    const long = `in${' '.repeat(100)}2 hours`;
    expect(timeChoices(long, NY, translate, none)).toEqual([
      {
        name: 'Thu, Nov 26, 11:00 America/New_York (in 2 hr) · too long for a choice, offered as a date and time',
        value: '2026-11-26 at 11:00',
      },
    ]);
    // A series has no short form that reads back the same: nothing is offered, the text is sent as typed.
    expect(timeChoices(`every day${' '.repeat(100)}at 9am`, NY, translate, none)).toEqual([]);
  });
});

describe('Preview: durationChoices (/schedule_remind reminder_time)', () => {
  it("reads the relative-duration grammar and names the duration in the caller's language", () => {
    expect(durationChoices('1 hour 30 min', 'en-US', translate)[0]).toEqual({
      name: '1 hour and 30 minutes before the event',
      value: '1 hour 30 min',
    });
    expect(durationChoices('1 day', 'zh-TW', translate)[0]).toEqual({
      name: '活動前 1 天',
      value: '1 day',
    });
  });

  it('an empty box offers common durations; an unreadable one says so first', () => {
    expect(durationChoices('', 'en-US', translate).map((c) => c.value)).toEqual([
      '15 minutes',
      '30 minutes',
      '1 hour',
      '1 day',
    ]);
    expect(durationChoices('soon', 'en-US', translate)[0]).toEqual({
      name: 'Not a duration yet: “soon”',
      value: 'soon',
    });
  });
});
