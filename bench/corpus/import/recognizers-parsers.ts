import { DateTime } from 'luxon';
import { skip, type Annotated, type Skipped } from './annotation.js';
import { recognizersUrl } from './recognizers.js';

/**
 * Microsoft Recognizers-Text's parser specs (Specs/DateTime/<Language>/DateParser.json,
 * HolidayParser.json): per input sentence, the expression and its future resolution (a date),
 * at the spec's reference instant. Only the end-to-end model (DateTimeModel.json) was imported
 * before; these are the same project's other annotated cases.
 */

interface Result {
  readonly Text?: string;
  readonly Value?: {
    readonly Timex?: string;
    readonly FutureResolution?: { readonly date?: string };
  };
}
interface Spec {
  readonly Context?: { readonly ReferenceDateTime?: string };
  readonly NotSupported?: string;
  readonly Results?: readonly Result[];
}

export function readRecognizersParser(
  json: string,
  path: string,
  locale: string,
  skipped: Skipped,
): Annotated[] {
  const source = recognizersUrl(path);
  const out: Annotated[] = [];
  for (const spec of JSON.parse(json.replace(/^\uFEFF/, '')) as Spec[]) {
    const ref = spec.Context?.ReferenceDateTime;
    for (const r of spec.Results ?? []) {
      const date = r.Value?.FutureResolution?.date;
      const text = (r.Text ?? '').trim();
      if (ref === undefined || date === undefined || text === '') {
        skip(skipped, source, 'no reference instant or no date in the annotation');
        continue;
      }
      const now = DateTime.fromISO(ref, { zone: 'UTC' });
      let start = DateTime.fromISO(date, { zone: 'UTC' });
      if (!start.isValid) {
        skip(skipped, source, 'no date in the annotation');
        continue;
      }
      const base = {
        text,
        now,
        locale,
        source,
        context: `recognizers-${now.toISO({ includeOffset: false, suppressSeconds: true }) ?? ''}`,
      };
      // A weekday alone on that weekday: strictly after today (decisions: weekdays).
      if (/^XXXX-WXX-\d$/.test(r.Value?.Timex ?? '') && start.hasSame(now, 'day')) {
        start = start.plus({ days: 7 });
        out.push({
          ...base,
          reading: { start, grain: 'day' },
          decision: 'a weekday alone is strictly after today (decisions: weekdays)',
        });
        continue;
      }
      out.push({ ...base, reading: { start, grain: 'day' } });
    }
  }
  return out;
}
