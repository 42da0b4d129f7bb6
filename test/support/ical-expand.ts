/**
 * ical.js as an independent reader of the calendars Tock writes: parses a VCALENDAR, registers
 * its VTIMEZONEs, and expands each VEVENT's recurrence to instants. Test-only.
 */
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import rrulePkg from 'rrule';

const { RRule } = rrulePkg;

/**
 * ical.js's iterator ignores BYSETPOS next to BYMONTHDAY (it applies BYSETPOS with BYDAY only), so
 * such a rule, which RFC 5545 defines, is expanded by the rrule library instead: on the DTSTART
 * wall clock written as UTC, each date read back as a wall clock in the event's zone.
 */
function expandBySetPos(
  event: ICAL.Event,
  rule: string,
  zone: string,
  from: number,
  to: number,
): number[] {
  const s = event.startDate;
  const dtstart = new Date(Date.UTC(s.year, s.month - 1, s.day, s.hour, s.minute, s.second));
  const set = new RRule({ ...RRule.parseString(rule), dtstart });
  return set
    .between(new Date(from - 2 * 86_400_000), new Date(to + 2 * 86_400_000), true)
    .map((d) =>
      DateTime.fromObject(
        {
          year: d.getUTCFullYear(),
          month: d.getUTCMonth() + 1,
          day: d.getUTCDate(),
          hour: d.getUTCHours(),
          minute: d.getUTCMinutes(),
        },
        { zone },
      ).toMillis(),
    )
    .filter((t) => t >= from && t <= to);
}

export interface ParsedEvent {
  readonly uid: string;
  readonly summary: string;
  readonly description: string | null;
  readonly location: string | null;
  readonly tzid: string | null;
  readonly rrule: string | null;
  /** Occurrence starts (epoch ms) in [from, to], and each one's length in ms. */
  expand(from: number, to: number): { start: number; end: number }[];
}

export function parseCalendar(text: string): ParsedEvent[] {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of root.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(vtimezone);
  return root.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const dtstart = vevent.getFirstProperty('dtstart');
    const rrule = vevent.getFirstPropertyValue('rrule');
    return {
      uid: event.uid,
      summary: event.summary,
      description: (vevent.getFirstPropertyValue('description') as string | null) ?? null,
      location: (vevent.getFirstPropertyValue('location') as string | null) ?? null,
      tzid: (dtstart?.getParameter('tzid') as string | undefined) ?? null,
      rrule: rrule ? rrule.toString() : null,
      expand(from, to) {
        const length = event.endDate.toUnixTime() * 1000 - event.startDate.toUnixTime() * 1000;
        const out: { start: number; end: number }[] = [];
        const ruleText = rrule ? rrule.toString() : '';
        if (ruleText.includes('BYSETPOS') && ruleText.includes('BYMONTHDAY')) {
          const zone = (dtstart?.getParameter('tzid') as string | undefined) ?? 'UTC';
          return expandBySetPos(event, ruleText, zone, from, to).map((start) => ({
            start,
            end: start + length,
          }));
        }
        const iterator = event.iterator();
        for (let next = iterator.next(); next; next = iterator.next()) {
          const start = next.toUnixTime() * 1000;
          if (start > to) break;
          if (start >= from) out.push({ start, end: start + length });
          if (!event.isRecurring()) break;
        }
        return out;
      },
    };
  });
}
