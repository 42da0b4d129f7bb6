import { userError, type Result } from '../domain/errors.js';
import { limits } from '../domain/limits.js';
import { readWebhookUrl, webhookHint, webhookSecret } from '../domain/webhook-url.js';
import { resolveUserZone, type UserZone } from '../domain/zones.js';
import type { Sealer } from '../calendar/usecases/calendar-connect.js';
import { credentialContext } from '../calendar/usecases/cipher.js';
import {
  notificationMethods,
  replyVisibilities,
  type NotificationMethod,
  type Preferences,
  type ReplyVisibility,
  type UserStore,
} from './ports.js';
import {
  scheduleRemind,
  type ScheduleRemindDeps,
  type ScheduleRemindInput,
} from './event-reminders.js';
import { setTimezone } from './timezone.js';

export interface SettingsChanges {
  readonly notificationMethod?: string | undefined;
  readonly advanceMinutes?: number | undefined;
  readonly zone?: string | undefined;
  readonly replies?: string | undefined;
  /** Reminders for events answered Maybe too (docs/decisions.md, "Shared events: each participant's reminders and schedule"). */
  readonly maybeReminders?: boolean | undefined;
  /** notification_method 'webhook': the Discord channel webhook's URL (a secret). */
  readonly webhookUrl?: string | undefined;
}

/** What /settings shows: the preferences that do something, and the zone in effect. */
export interface SettingsView extends Preferences {
  readonly zone: UserZone;
  /** With 'webhook': its host and the token's last 4 characters, never the whole URL. */
  readonly webhookHint?: string;
}

type SettingsDeps = {
  readonly users: Pick<UserStore, 'getProfile' | 'setPreferences' | 'setTimezone' | 'setWebhook'>;
  /** Seals the webhook as calendar credentials are sealed; absent or null where the dispatcher could not open it (refused). */
  readonly webhookSealer?: Sealer | null | undefined;
};

/**
 * The webhook to store, sealed, when `/settings` sets one: a `webhook_url` alone means
 * `notification_method: webhook`; `webhook` without a URL keeps the stored one (refused when
 * there is none). Undefined when the webhook does not change.
 */
async function webhookChange(
  deps: SettingsDeps,
  userId: string,
  method: string | undefined,
  url: string | undefined,
): Promise<Result<{ change?: { sealed: string; hint: string } }>> {
  if (url === undefined) {
    if (method !== 'webhook') return { ok: true };
    const { webhookHint } = await deps.users.getProfile(userId);
    return webhookHint !== undefined ? { ok: true } : userError('webhook_url_needed');
  }
  if (method !== undefined && method !== 'webhook') return userError('invalid_input');
  if (!deps.webhookSealer) return userError('webhook_unavailable');
  const read = readWebhookUrl(url);
  if (!read.ok) return userError(read.error);
  const sealed = await deps.webhookSealer.seal(
    webhookSecret(read.webhook),
    credentialContext(userId, 'webhook'),
  );
  return { ok: true, change: { sealed, hint: webhookHint(read.host, read.webhook) } };
}

/**
 * /settings: stores the changes given (each checked first: nothing is stored when one is
 * invalid), then reads back everything it shows. The zone goes through /timezone set's reading
 * (aliases, cities, abbreviations, "did you mean").
 */
export async function updateSettings(
  deps: SettingsDeps,
  input: { readonly userId: string; readonly locale: string } & SettingsChanges,
): Promise<
  Result<{ view: SettingsView; changed: boolean; zoneChange?: { from: string; to: string } }>
> {
  const method = input.notificationMethod;
  if (method !== undefined && !(notificationMethods as readonly string[]).includes(method))
    return userError('invalid_input');
  const advance = input.advanceMinutes;
  if (
    advance !== undefined &&
    !(Number.isInteger(advance) && advance >= 0 && advance <= limits.maxAdvanceMinutes)
  )
    return userError('invalid_input');
  const replies = input.replies;
  if (replies !== undefined && !(replyVisibilities as readonly string[]).includes(replies))
    return userError('invalid_input');
  const webhook = await webhookChange(deps, input.userId, method, input.webhookUrl);
  if (!webhook.ok) return webhook;
  let zoneChange: { from: string; to: string } | undefined;
  if (input.zone !== undefined) {
    const set = await setTimezone(deps, {
      userId: input.userId,
      zone: input.zone,
      locale: input.locale,
    });
    if (!set.ok) return set;
    zoneChange = { from: set.from, to: set.zone };
  }
  if (webhook.change) await deps.users.setWebhook(input.userId, webhook.change);
  const changes: Parameters<UserStore['setPreferences']>[1] = {
    ...(method !== undefined && method !== 'webhook'
      ? { notificationMethod: method as Exclude<NotificationMethod, 'webhook'> }
      : {}),
    ...(advance !== undefined ? { advanceMinutes: advance } : {}),
    ...(replies !== undefined ? { replies: replies as ReplyVisibility } : {}),
    ...(input.maybeReminders !== undefined ? { maybeReminders: input.maybeReminders } : {}),
  };
  await deps.users.setPreferences(input.userId, changes);
  const profile = await deps.users.getProfile(input.userId);
  const view = {
    notificationMethod: profile.notificationMethod,
    advanceMinutes: profile.advanceMinutes,
    maybeReminders: profile.maybeReminders,
    replies: profile.replies,
    zone: resolveUserZone(profile.timezone, input.locale),
    ...(profile.webhookHint !== undefined ? { webhookHint: profile.webhookHint } : {}),
  };
  return {
    ok: true,
    view,
    changed:
      method !== undefined ||
      advance !== undefined ||
      replies !== undefined ||
      input.maybeReminders !== undefined ||
      input.webhookUrl !== undefined ||
      input.zone !== undefined,
    ...(zoneChange ? { zoneChange } : {}),
  };
}

/**
 * reminder_advance_minutes > 0: a new event gets a reminder that many minutes before each
 * occurrence, exactly as `/schedule_remind event_id:<it> reminder_time:<n> minutes` would make it.
 * Undefined when the preference is off.
 */
export async function advanceReminder(
  deps: ScheduleRemindDeps,
  input: Omit<ScheduleRemindInput, 'reminderTime' | 'customMessage'>,
): Promise<Awaited<ReturnType<typeof scheduleRemind>> | undefined> {
  const { advanceMinutes } = await deps.users.getProfile(input.userId);
  if (advanceMinutes <= 0) return undefined;
  return scheduleRemind(deps, { ...input, reminderTime: `${advanceMinutes} minutes` });
}
