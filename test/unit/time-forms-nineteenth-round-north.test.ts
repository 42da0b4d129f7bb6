import { describe, expect, it } from 'vitest';
import { parseTimeExpression } from '../../shared/domain/time-expression.js';
import { ZONES, instantAt, readLocal } from '../support/time-forms.js';

/**
 * The nineteenth round's sweep of pl, fr, ru, uk and tr (docs/decisions.md, "Time expressions,
 * nineteenth round: pl, fr, ru, uk, tr"). Reference: Thursday 12 November 2026, 10:00 local, and
 * Saturday 26 December 2026, 10:00 local for the winter's named days.
 */
const NOVEMBER = '2026-11-12 10:00';
const WINTER = '2026-12-26 10:00';

/** The first instant and the pattern of a repeating reminder (a custom one's own), or the error. */
function repeats(locale: string, text: string): string {
  const zone = ZONES[locale] ?? 'UTC';
  const r = parseTimeExpression(text, { now: instantAt(NOVEMBER, zone), zone, locale });
  if (!r.ok) return r.error;
  const at = new Date(r.time).toLocaleString('sv-SE', { timeZone: zone }).slice(0, 16);
  const pattern = r.recurrence?.data?.pattern ?? r.recurrence?.pattern ?? 'once';
  return `${at} ${pattern}`;
}

describe('Named days of the Orthodox year (ru, uk) and inflected ones (pl)', () => {
  it.each([
    ['ru', 'на Пасху', NOVEMBER, '2027-05-02 09:00'],
    ['ru', 'в Пасху в 10', NOVEMBER, '2027-05-02 10:00'],
    ['ru', 'за день до Пасхи', NOVEMBER, '2027-05-01 09:00'],
    ['ru', 'в Прощёное воскресенье', NOVEMBER, '2027-03-14 09:00'],
    ['ru', 'на Троицу', NOVEMBER, '2027-06-20 09:00'],
    ['ru', 'в сочельник', WINTER, '2027-01-06 09:00'],
    ['ru', 'на Крещение', WINTER, '2027-01-19 09:00'],
    ['ru', 'Старый Новый год', WINTER, '2027-01-14 09:00'],
    ['ru', 'на Старый Новый год', WINTER, '2027-01-14 09:00'],
    ['uk', 'на Трійцю', NOVEMBER, '2027-06-20 09:00'],
    ['uk', 'на Старий Новий рік', WINTER, '2027-01-14 09:00'],
    ['pl', 'dzień przed Wigilią', NOVEMBER, '2026-12-23 09:00'],
    ['pl', 'dzień przed Sylwestrem', NOVEMBER, '2026-12-30 09:00'],
  ])('%s "%s" said on %s is %s', (locale, text, now, want) => {
    expect(readLocal(locale, text, now)).toBe(want);
  });

  it('refuses the days kept on two dates or several days long', () => {
    for (const [locale, text] of [
      ['ru', 'на Масленицу'],
      ['uk', 'на Водохреще'],
      ['uk', 'на Святвечір'],
      ['uk', 'на Покрову'],
    ] as const)
      expect(readLocal(locale, text, WINTER), `${locale} ${text}`).toBe('invalid_time_format');
  });
});

describe('Table words: approximation, parts of the day, whole days (pl, fr, ru, uk, tr)', () => {
  it.each([
    ['ru', 'в районе 18:00', '2026-11-12 18:00'],
    ['ru', 'в районе 6 вечера', '2026-11-12 18:00'],
    ['ru', 'завтра с утра', '2026-11-13 09:00'],
    ['ru', 'в пятницу с утра', '2026-11-13 09:00'],
    ['uk', 'в районі 18:00', '2026-11-12 18:00'],
    ['uk', 'у районі 6 вечора', '2026-11-12 18:00'],
    ['tr', 'öbürgün', '2026-11-14 10:00'],
    ['tr', 'öğlende', '2026-11-12 12:00'],
    ['tr', 'yarın öğlende', '2026-11-13 12:00'],
    ['tr', 'yıl sonunda', '2026-12-31 17:00'],
    ['tr', "yıl sonunda saat 10'da", '2026-12-31 10:00'],
    ['pl', 'jutro koło południa', '2026-11-13 12:00'],
    ['pl', 'około południa', '2026-11-12 12:00'],
    ['pl', 'w okolicach 18', '2026-11-12 18:00'],
    ['pl', 'w okolicy 18:00', '2026-11-12 18:00'],
    ['pl', 'w najbliższy weekend', '2026-11-14 09:00'],
    ['fr', 'samedi qui vient', '2026-11-14 09:00'],
    ['fr', 'le samedi qui vient', '2026-11-14 09:00'],
    ['fr', 'lundi qui vient à 9h', '2026-11-16 09:00'],
    ['fr', 'le 15 au matin', '2026-11-15 09:00'],
    ['fr', "en fin d'aprem", '2026-11-12 17:00'],
    ['fr', "demain en fin d'aprem", '2026-11-13 17:00'],
  ])('%s "%s" is %s', (locale, text, want) => {
    expect(readLocal(locale, text, NOVEMBER)).toBe(want);
  });
});

describe('A French clock before the recurrence that "chaque" or "tous les" opens', () => {
  it.each([
    ['9h tous les jours', '2026-11-13 09:00 daily'],
    ['9h chaque jour', '2026-11-13 09:00 daily'],
    ['8h chaque matin', '2026-11-13 08:00 daily'],
    ['10h chaque lundi', '2026-11-16 10:00 weekly'],
  ])('"%s" is %s', (text, want) => {
    expect(repeats('fr', text)).toBe(want);
  });

  it('keeps a count of hours closed by "every" a step of hours', () => {
    expect(repeats('tr', 'her 2 saatte bir')).toBe('2026-11-12 12:00 every_n_hours');
    expect(repeats('ko', '2시간마다')).toBe('2026-11-12 12:00 every_n_hours');
    expect(repeats('fr', 'toutes les 2h')).toBe('2026-11-12 12:00 every_n_hours');
  });
});
