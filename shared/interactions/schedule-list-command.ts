import type { APIInteractionResponse } from 'discord-api-types/v10';
import { escapeMarkdown } from '../domain/discord-markdown.js';
import { isRecurring, scheduleLimits } from '../domain/schedule.js';
import { listSchedule, type SchedulePage } from '../usecases/schedule-list.js';
import type { definition } from './commands/schedule-list.js';
import type { HandlerOf } from './commands/unit.js';
import { listingReply, pager, type ComponentHandler, type Ctx } from './context.js';
import { discordTime, truncate, updateMessage, type Components } from './responses.js';
import { guard, notYours, scheduleErrorReply } from './schedule-render.js';
import { assumedZoneNote } from './zone-note.js';
import { customIds } from './custom-ids.js';

const PREFIX = customIds.schedule.page;
/** A location in the list is cut shorter than elsewhere: one line per occurrence. */
const LIST_LOCATION_CHARS = 60;

interface ListOptions {
  readonly view: string;
  readonly filter: string | undefined;
  readonly includePast: boolean;
}

/** Day header in the caller's zone and language, e.g. "Monday, June 15, 2026" / "2026年6月15日 星期一". */
function dayFormatter(locale: string, zone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: zone,
  };
  try {
    return new Intl.DateTimeFormat(locale, options);
  } catch {
    return new Intl.DateTimeFormat('en-US', options);
  }
}

function render(
  ctx: Ctx,
  view: SchedulePage,
  o: ListOptions,
): { content: string; components: Components } {
  // Days are grouped in the caller's zone: say so when it was assumed.
  const note = assumedZoneNote(ctx, { zone: view.zone, assumed: view.zoneAssumed }, 'channel');
  if (view.total === 0) {
    const empty = view.laterExists
      ? ctx.t('schedule.list.empty_later', { view: ctx.t(`schedule.view.${o.view}`) })
      : ctx.t('schedule.list.empty');
    return { content: `${empty}${note.line}`, components: note.components };
  }
  const days = dayFormatter(ctx.caller.locale, view.zone);
  const lines: string[] = [
    `**${ctx.t('schedule.list.title', { view: ctx.t(`schedule.view.${o.view}`) })}**`,
  ];
  let day = '';
  for (const { event, occurrence, participation } of view.entries) {
    const header = days.format(occurrence.start);
    if (header !== day) {
      lines.push(`__${header}__`);
      day = header;
    }
    const repeat = isRecurring(event.timing) ? ' 🔁' : '';
    const typed = truncate(event.title.replace(/\s+/g, ' '), scheduleLimits.listTitleChars);
    // Someone else's title shows as typed; the caller's own keeps their markdown.
    const title = participation === undefined ? typed : escapeMarkdown(typed);
    // Someone else's event: who owns it and the caller's answer, not its id (nothing to edit).
    const tail =
      participation === undefined
        ? `\`${event.id}\``
        : ctx.t(
            participation === 'accepted' ? 'participant.list_going' : 'participant.list_maybe',
            {
              owner: `<@${event.userId}>`,
            },
          );
    const place = event.location
      ? ` · 📍 ${escapeMarkdown(truncate(event.location, LIST_LOCATION_CHARS))}`
      : '';
    lines.push(`${discordTime(occurrence.start, 't')} · ${title}${place} · ${tail}${repeat}`);
  }
  if (view.pageCount > 1)
    lines.push(ctx.t('list.page', { page: view.page + 1, pages: view.pageCount }));
  const content = `${lines.join('\n')}${note.line}`;
  if (view.pageCount <= 1) return { content, components: note.components };
  // The owner's id and the options ride in the custom_id: nobody else can page, and no state is stored.
  const id = (page: number): string =>
    `${PREFIX}:${ctx.caller.userId}:${page}:${o.view}:${o.filter ?? '-'}:${o.includePast ? 1 : 0}`;
  return {
    content,
    components: [...pager(ctx, view.page, view.pageCount, id), ...note.components],
  };
}

async function show(
  ctx: Ctx,
  o: ListOptions,
  page: number,
  asUpdate: boolean,
): Promise<APIInteractionResponse> {
  const result = await listSchedule(ctx.deps, {
    userId: ctx.caller.userId,
    locale: ctx.caller.locale,
    view: o.view,
    filter: o.filter,
    includePast: o.includePast,
    page,
  });
  if (!result.ok) return scheduleErrorReply(ctx, 'schedule_list', undefined, result);
  const { content, components } = render(ctx, result, o);
  if (asUpdate) return updateMessage(content, components);
  return listingReply(ctx, content, components);
}

/** /schedule_list: occurrences by day (in chat only in the bot's DM), ten a page with owner-only Previous/Next. */
export const scheduleListCommand: HandlerOf<typeof definition> = {
  run(ctx, options) {
    return guard(ctx, 'schedule_list', undefined, () =>
      show(
        ctx,
        {
          view: options.view_type ?? 'week',
          filter: options.filter,
          includePast: options.include_past === true,
        },
        0,
        false,
      ),
    );
  },
};

/** Previous/Next: `sl:<owner>:<page>:<view>:<filter|->:<includePast>`. */
export const schedulePageButton: ComponentHandler = {
  prefix: PREFIX,
  run(ctx, [owner, page, view = 'week', filter = '-', past]) {
    if (notYours(ctx, owner))
      return Promise.resolve(
        scheduleErrorReply(ctx, 'schedule_list', undefined, {
          ok: false,
          error: 'not_your_button',
        }),
      );
    return guard(ctx, 'schedule_list', undefined, () =>
      show(
        ctx,
        { view, filter: filter === '-' ? undefined : filter, includePast: past === '1' },
        Number(page) || 0,
        true,
      ),
    );
  },
};
