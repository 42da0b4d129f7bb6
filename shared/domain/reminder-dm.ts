/**
 * The components beside a reminder DM's embed: a Snooze menu and Done (a one-off) or Stop
 * repeating (a series). Every custom_id carries the owner, the reminder and the DM's send key
 * (snooze.ts), so a press works after a restart and days later without any state in memory:
 * `<prefix>:<owner>:<reminder id>:<send key>`, at most 2+1+20+1+16+1+8 = 49 characters (limit 100).
 * Skip next adds the occurrence it skips (`:<epoch seconds, base 36>`, 7 more), so pressing one
 * DM's Skip twice skips one occurrence, not two.
 * @see https://discord.com/developers/docs/components/reference#string-select
 */
import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APIStringSelectComponent,
} from 'discord-api-types/v10';
import type { Translate } from '../i18n.js';
import type { Reminder } from './reminder.js';
import { dmPrefixes } from './reminder-dm-ids.js';
import { isSnoozeSend, sendKey, snoozePresets } from './snooze.js';

export { dmPrefixes };

/** The Snooze menu's option that opens the modal. */
export const CUSTOM_SNOOZE = 'custom';

/** A DM's identity as its custom_ids carry it. */
export interface DmRef {
  readonly owner: string;
  readonly id: string;
  readonly key: string;
  /** Whether more sends follow this DM's: Stop repeating instead of Done. */
  readonly repeating: boolean;
  /** Whether the series is the reminder's own (not an event's): Skip next and Pause beside Stop repeating. */
  readonly controls?: boolean;
  /** A participant's reminder for someone else's event: "Mute reminders for this event" beside the rest. */
  readonly mute?: boolean;
  /** The occurrence Skip next skips (epoch ms): the series' next one when the DM was written. */
  readonly skips?: number;
}

/** Whether a reminder's series takes Pause, Resume and Skip next: its own repeat, not an event's occurrences. */
export function hasSeriesControls(r: Reminder): boolean {
  return r.repeatPattern !== 'none' && r.eventId === undefined;
}

/**
 * `continues`: whether sends follow this one (the dispatcher knows from the advance); by default,
 * whether it repeats. `nextMs`: the series' next occurrence after this send (what Skip next skips).
 */
export function dmRefOf(
  r: Reminder,
  continues = r.repeatPattern !== 'none',
  nextMs?: number,
): DmRef {
  return {
    owner: r.userId,
    id: r.id,
    key: sendKey(r),
    repeating: continues,
    ...(continues && hasSeriesControls(r) ? { controls: true } : {}),
    ...(r.eventOwnerId !== undefined ? { mute: true } : {}),
    ...(nextMs !== undefined ? { skips: nextMs } : {}),
  };
}

export function dmCustomId(prefix: string, ref: Pick<DmRef, 'owner' | 'id' | 'key'>): string {
  return `${prefix}:${ref.owner}:${ref.id}:${ref.key}`;
}

/** Skip next's custom_id: the DM's, and the occurrence it skips when known. */
function skipCustomId(ref: Pick<DmRef, 'owner' | 'id' | 'key' | 'skips'>): string {
  const base = dmCustomId(dmPrefixes.skip, ref);
  return ref.skips === undefined ? base : `${base}:${Math.floor(ref.skips / 1000).toString(36)}`;
}

/** The occurrence a Skip press names (its custom_id's last part), or undefined for none or a malformed one. */
export function skipTarget(part: string | undefined): number | undefined {
  return part !== undefined && /^[0-9a-z]{1,10}$/.test(part)
    ? parseInt(part, 36) * 1000
    : undefined;
}

type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

/** An event's reminder snoozes to these leads before the occurrence starts (minutes; 0: when it starts). */
export const EVENT_SNOOZE_LEADS = [15, 5, 0] as const;

/** A snooze choice to an instant (an event's lead): `at:<epoch seconds, base 36>`. */
const AT_PREFIX = 'at:';

/** The instant an `at:` snooze choice names, or undefined for any other value. */
export function snoozeChoiceInstant(value: string): number | undefined {
  const m = /^at:([0-9a-z]{1,10})$/.exec(value);
  return m?.[1] === undefined ? undefined : parseInt(m[1], 36) * 1000;
}

/**
 * When the occurrence an event's reminder announces starts (its send time plus its lead);
 * undefined for other reminders and for a snooze's send (which announces no occurrence of its own).
 */
export function announcedEventStart(r: Reminder): number | undefined {
  if (r.eventId === undefined || r.offsetSeconds === undefined || isSnoozeSend(r)) return undefined;
  const start = Date.parse(r.remindTime) + r.offsetSeconds * 1000;
  return Number.isFinite(start) ? start : undefined;
}

/**
 * The Snooze menu's choices: the presets; for an event's reminder, the leads before its start
 * that are still ahead of the DM ("15 minutes before it starts", "When it starts").
 */
function snoozeOptions(
  t: (key: string) => string,
  event: { readonly start: number; readonly sentAt: number } | undefined,
): { label: string; value: string }[] {
  const custom = { label: t(`dm.snooze.${CUSTOM_SNOOZE}`), value: CUSTOM_SNOOZE };
  if (event === undefined)
    return [
      ...Object.keys(snoozePresets).map((value) => ({ label: t(`dm.snooze.${value}`), value })),
      custom,
    ];
  const leads = EVENT_SNOOZE_LEADS.filter((lead) => event.start - lead * 60_000 > event.sentAt);
  return [
    ...leads.map((lead) => ({
      label: t(`dm.snooze.event_${lead}`),
      value: `${AT_PREFIX}${Math.floor((event.start - lead * 60_000) / 1000).toString(36)}`,
    })),
    custom,
  ];
}

/** The Snooze menu and Done / Stop repeating for a DM, labelled in `locale`. */
export function dmComponents(
  ref: DmRef,
  locale: string,
  translate: Translate,
  event?: { readonly start: number; readonly sentAt: number },
): Row[] {
  const t = (key: string): string => translate(locale, key);
  const menu: APIStringSelectComponent = {
    type: ComponentType.StringSelect,
    custom_id: dmCustomId(dmPrefixes.snooze, ref),
    placeholder: t('dm.snooze_placeholder'),
    min_values: 1,
    max_values: 1,
    options: snoozeOptions(t, event),
  };
  const finish = ref.repeating
    ? {
        type: ComponentType.Button,
        style: ButtonStyle.Secondary,
        label: t('dm.stop'),
        custom_id: dmCustomId(dmPrefixes.stop, ref),
      }
    : {
        type: ComponentType.Button,
        style: ButtonStyle.Success,
        label: t('dm.done'),
        custom_id: dmCustomId(dmPrefixes.done, ref),
      };
  const button = (label: string, customId: string): APIComponentInMessageActionRow => ({
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label: t(label),
    custom_id: customId,
  });
  const controls =
    ref.repeating && ref.controls === true
      ? [
          button('dm.skip', skipCustomId(ref)),
          button('dm.pause', dmCustomId(dmPrefixes.pause, ref)),
        ]
      : [];
  const mute =
    ref.mute === true ? [button('participant.mute', dmCustomId(dmPrefixes.mute, ref))] : [];
  return [
    { type: ComponentType.ActionRow, components: [menu] },
    {
      type: ComponentType.ActionRow,
      components: [finish as APIComponentInMessageActionRow, ...controls, ...mute],
    },
  ];
}

/** The components of a paused series' DM: Resume alone. */
export function pausedDmComponents(
  ref: Pick<DmRef, 'owner' | 'id' | 'key'>,
  locale: string,
  translate: Translate,
): Row[] {
  return [
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.Button,
          style: ButtonStyle.Primary,
          label: translate(locale, 'dm.resume'),
          custom_id: dmCustomId(dmPrefixes.resume, ref),
        },
      ],
    },
  ];
}

/**
 * The components of the DM a reminder's next send makes, in the reminder's language: Stop
 * repeating when sends follow it (a series, a recurring event's reminder), Done on the last one.
 * `nextMs`: the series' next occurrence once this send is done (the one Skip next skips).
 */
export function reminderDmComponents(
  r: Reminder,
  translate: Translate,
  continues?: boolean,
  nextMs?: number,
): Row[] {
  const start = announcedEventStart(r);
  const event = start === undefined ? undefined : { start, sentAt: Date.parse(r.remindTime) };
  return dmComponents(dmRefOf(r, continues, nextMs), r.locale, translate, event);
}
