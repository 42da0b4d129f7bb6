import { describe, expect, it } from 'vitest';
import { readReminderTime } from '../../shared/domain/reminder-time.js';
import { createTranslator, locales } from '../../shared/i18n.js';
import { HELP_EXAMPLES } from '../../shared/interactions/commands/help.js';

/** /help's examples are written in each language and /remind reads each of them there. */
const NOW = Date.parse('2026-06-15T10:00:00.000Z'); // a Monday
const translate = createTranslator();

describe('Command: /help examples', () => {
  it.each(locales)('%s: every example is a time /remind reads in that language', (locale) => {
    const examples = Array.from({ length: HELP_EXAMPLES }, (_, i) =>
      translate(locale, `help.example_${i + 1}`),
    );
    expect(new Set(examples).size).toBe(HELP_EXAMPLES);
    for (const text of examples)
      expect(
        readReminderTime(text, { now: NOW, zone: 'UTC', locale }),
        `${locale}: ${text}`,
      ).toMatchObject({
        ok: true,
      });
    // The last one is several times a day in one series.
    const several = readReminderTime(examples[HELP_EXAMPLES - 1] ?? '', {
      now: NOW,
      zone: 'UTC',
      locale,
    });
    expect(several.ok && several.read.recurrence?.data?.times?.length, locale).toBe(2);
  });
});
