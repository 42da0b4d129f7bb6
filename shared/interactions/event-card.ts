/**
 * /schedule_post and its card: a public embed with Going / Maybe / Can't go. A press answers
 * with UPDATE_MESSAGE built from the stored rows; the buttons carry everything the handler needs
 * (`sp:<event id>:<answer>:<card locale>:<owner id>`), so the card is stateless.
 * @see https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object-interaction-callback-type
 */
import {
  ButtonStyle,
  ComponentType,
  InteractionResponseType,
  type APIEmbed,
} from 'discord-api-types/v10';
import { escapeMarkdown, escapeMarkdownWithin } from '../domain/discord-markdown.js';
import { nextOccurrenceAfter } from '../domain/recurrence.js';
import { mayCreateServerEvents } from '../domain/server-event.js';
import { answers, cardSummary, participationLimits, type Answer } from '../domain/participation.js';
import { answerCard, postCard, type CardView } from '../usecases/event-card.js';
import type { definition } from './commands/schedule-post.js';
import type { HandlerOf } from './commands/unit.js';
import type { ComponentHandler, Ctx } from './context.js';
import { customIds } from './custom-ids.js';
import { ephemeral, truncate, type Components } from './responses.js';
import { eventIdChoices } from './schedule-edit-command.js';
import { guard, recurrenceText, scheduleErrorReply, when } from './schedule-render.js';

const PREFIX = customIds.schedule.card;

/** Discord's epoch, for a press id made from the clock when a payload had none. */
const DISCORD_EPOCH = 1_420_070_400_000n;

/** The card's texts stay in the language it was posted in, whoever presses. */
type T = (key: string, params?: Record<string, unknown>) => string;

function names(ids: readonly string[], t: T): string {
  if (ids.length === 0) return t('share.card.nobody');
  const shown = ids.slice(0, participationLimits.cardNames).map((id) => `<@${id}>`);
  const more = ids.length - shown.length;
  return more > 0 ? `${shown.join(', ')} +${more}` : shown.join(', ');
}

/** The embed: title, the next start, duration, repeat, location, who goes, places or waitlist. */
export function cardEmbed(ctx: Ctx, t: T, view: CardView, now: number): APIEmbed {
  const { event, shared, rows } = view;
  const next = nextOccurrenceAfter(event.timing, now - 1)?.start ?? event.timing.start;
  const recurrence = recurrenceText(ctx, event.timing);
  const summary = {
    ...cardSummary(rows, shared.capacity),
    ...(view.waitlisted !== undefined ? { waitlisted: view.waitlisted } : {}),
  };
  const lines = [
    `🗓️ ${when(next)}`,
    `⏱️ ${t('units.minute', { count: event.timing.durationMinutes })}`,
    ...(recurrence ? [`🔁 ${recurrence}`] : []),
    ...(event.location ? [`📍 ${escapeMarkdown(truncate(event.location, 200))}`] : []),
  ];
  const footer =
    summary.waitlisted > 0
      ? t('share.card.waitlist', { n: summary.waitlisted })
      : summary.placesLeft !== undefined
        ? t('share.card.places_left', { n: summary.placesLeft })
        : undefined;
  return {
    title: escapeMarkdownWithin(event.title, 256),
    description: lines.join('\n'),
    fields: [
      {
        name: t('share.card.going', {
          n: summary.going.length,
          capacity: shared.capacity ?? '∞',
        }),
        value: names(summary.going, t),
        inline: true,
      },
      {
        name: t('share.card.maybe', { n: summary.maybe.length }),
        value: names(summary.maybe, t),
        inline: true,
      },
    ],
    ...(footer ? { footer: { text: footer } } : {}),
  };
}

const buttonStyles = {
  going: ButtonStyle.Success,
  maybe: ButtonStyle.Primary,
  cant: ButtonStyle.Secondary,
} as const satisfies Record<Answer, ButtonStyle>;

/** Going / Maybe / Can't go, each naming the event, the answer, the card's language and the owner. */
export function cardButtons(
  t: T,
  event: { id: string; userId: string },
  locale: string,
): Components {
  return [
    {
      type: ComponentType.ActionRow,
      components: answers.map((a) => ({
        type: ComponentType.Button,
        style: buttonStyles[a],
        label: t(`share.button.${a}`),
        custom_id: `${PREFIX}:${event.id}:${a}:${locale}:${event.userId}`,
      })),
    },
  ];
}

function cardData(ctx: Ctx, view: CardView, locale: string) {
  const t: T = (key, params) => ctx.deps.translate(locale, key, params);
  return {
    content: '',
    embeds: [cardEmbed(ctx, t, view, ctx.deps.clock.now())],
    components: cardButtons(t, view.event, locale),
    allowed_mentions: { parse: [] },
  };
}

/** /schedule_post: the card in the channel, in chat for everyone there. */
export const schedulePostCommand: HandlerOf<typeof definition> = {
  run(ctx, options) {
    const eventId = options.event_id;
    return guard(ctx, 'schedule_post', eventId, async () => {
      const result = await postCard(ctx.deps, {
        userId: ctx.caller.userId,
        eventId,
        capacity: options.capacity,
        cause: pressId(ctx),
        locale: ctx.caller.locale,
        server: serverOf(ctx),
      });
      if (!result.ok) {
        if (result.error === 'event_not_found')
          return scheduleErrorReply(ctx, 'schedule_post', eventId, result);
        return ephemeral(
          ctx.t(`share.errors.${result.error}`, {
            max: participationLimits.maxCapacity,
            ...(result.error === 'capacity_below_going' ? { n: result.going } : {}),
          }),
        );
      }
      return {
        type: InteractionResponseType.ChannelMessageWithSource,
        data: cardData(ctx, result.view, ctx.caller.locale),
      };
    });
  },
  autocomplete: eventIdChoices,
};

/** Where the server's scheduled event goes: a server whose events the app may create (else none). */
function serverOf(ctx: Ctx): { guildId: string; channelId: string } | undefined {
  const { guildId, botChannelId, appPermissions } = ctx.caller;
  return guildId && botChannelId && mayCreateServerEvents(appPermissions)
    ? { guildId, channelId: botChannelId }
    : undefined;
}

/** The press id: the interaction's snowflake (a clock-made one only for a payload without). */
export function pressId(ctx: Ctx): string {
  return (
    ctx.caller.interactionId ?? ((BigInt(ctx.deps.clock.now()) - DISCORD_EPOCH) << 22n).toString()
  );
}

/** Going / Maybe / Can't go on a card, by anyone who sees it. */
export const cardButton: ComponentHandler = {
  prefix: PREFIX,
  run(ctx, [eventId = '', answer = '', locale = ctx.caller.locale, ownerId = '']) {
    return guard(ctx, 'schedule_post', eventId, async () => {
      if (!(answers as readonly string[]).includes(answer))
        return ephemeral(ctx.t('share.errors.not_shared'));
      const result = await answerCard(ctx.deps, {
        userId: ctx.caller.userId,
        eventId,
        ownerId,
        answer: answer as Answer,
        pressId: pressId(ctx),
        locale: ctx.caller.locale,
      });
      if (!result.ok)
        return ephemeral(
          ctx.t(`share.errors.${result.error}`, { max: participationLimits.maxParticipants }),
        );
      return {
        type: InteractionResponseType.UpdateMessage,
        data: cardData(ctx, result.view, locale),
      };
    });
  },
};
