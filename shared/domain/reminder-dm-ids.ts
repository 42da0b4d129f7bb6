/**
 * custom_id prefixes of a reminder DM's components (domain/reminder-dm.ts builds them; listed in
 * interactions/custom-ids.ts), in a module of their own so the router knows them without
 * loading the DM's code.
 */
export const dmPrefixes = {
  /** The Snooze menu (a string select). */
  snooze: 'rs',
  /** The Custom… modal's submit. */
  custom: 'rm',
  /** Done, on a one-off. */
  done: 'rd',
  /** Stop repeating, on a series: asks first. */
  stop: 'rx',
  /** The confirmation's Stop repeating / Keep. */
  stopConfirm: 'ry',
  keep: 'rk',
  /** Pause, Resume and Skip next, on a reminder's own series (series-controls.ts). */
  pause: 'rp',
  resume: 'ru',
  skip: 'rn',
  /** Mute reminders for this event, on a participant's reminder for someone else's event. */
  mute: 'rv',
} as const;
