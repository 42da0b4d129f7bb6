import { userError, type Result } from '../domain/errors.js';
import { limits } from '../domain/limits.js';
import { resolveUserZone, type UserZone } from '../domain/zones.js';
import {
  notificationMethods,
  type NotificationMethod,
  type Preferences,
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
}

/** What /settings shows: the preferences that do something, and the zone in effect. */
export interface SettingsView extends Preferences {
  readonly zone: UserZone;
}

type SettingsDeps = {
  readonly users: Pick<UserStore, 'getProfile' | 'setPreferences' | 'setTimezone'>;
};

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
  const changes: { notificationMethod?: NotificationMethod; advanceMinutes?: number } = {
    ...(method !== undefined ? { notificationMethod: method as NotificationMethod } : {}),
    ...(advance !== undefined ? { advanceMinutes: advance } : {}),
  };
  await deps.users.setPreferences(input.userId, changes);
  const profile = await deps.users.getProfile(input.userId);
  const view = {
    notificationMethod: profile.notificationMethod,
    advanceMinutes: profile.advanceMinutes,
    zone: resolveUserZone(profile.timezone, input.locale),
  };
  return {
    ok: true,
    view,
    changed: method !== undefined || advance !== undefined || input.zone !== undefined,
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
