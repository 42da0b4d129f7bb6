/**
 * The sandbox server's "Events" list, as Discord shows a server's scheduled events beside its
 * channels: each event's name, start (in the viewer's own zone and language), place and status.
 * The bot makes them for posted cards (docs/decisions.md, "Shared events: the server's scheduled
 * event"); the list follows every change the stand-in makes.
 * @see https://discord.com/developers/docs/resources/guild-scheduled-event
 */
import type { APIGuildScheduledEvent } from 'discord-api-types/v10';
import { t } from './i18n.js';
import { el, link } from './markdown.js';

/** Discord's status values (1-4) as the list names them. */
const statusKeys: Readonly<Record<number, string>> = {
  1: 'event_status_scheduled',
  2: 'event_status_active',
  3: 'event_status_completed',
  4: 'event_status_canceled',
};

const startFormat = (locale: string): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

function item(e: APIGuildScheduledEvent, format: Intl.DateTimeFormat): HTMLLIElement {
  const start = Date.parse(e.scheduled_start_time);
  const when = el('time', 'server-event-start', [format.format(start)]);
  when.dateTime = new Date(start).toISOString();
  const location = e.entity_metadata?.location ?? '';
  const place = el('span', 'server-event-place', [
    '📍 ',
    /^https:\/\/\S+$/.test(location) ? link(location, location) : location,
  ]);
  const status = el('span', 'server-event-status', [t(statusKeys[e.status] ?? '')]);
  const li = el('li', 'server-event', [
    el('strong', 'server-event-name', [e.name]),
    when,
    ...(location ? [place] : []),
    status,
  ]);
  li.dataset.eventId = e.id;
  li.dataset.status = String(e.status);
  return li;
}

/** Draws the list: soonest first; an empty server says how an event gets there. */
export function renderServerEvents(
  root: HTMLElement,
  events: readonly APIGuildScheduledEvent[],
  locale: string,
): void {
  const format = startFormat(locale);
  const sorted = [...events].sort(
    (a, b) => Date.parse(a.scheduled_start_time) - Date.parse(b.scheduled_start_time),
  );
  root.replaceChildren(
    ...(sorted.length
      ? sorted.map((e) => item(e, format))
      : [el('li', 'server-events-empty', [t('events_none')])]),
  );
}
