/** Limits from the spec's Limits table (spec-notes.md, Limits) and decisions.md, in one place. */
export const limits = {
  reminderMessageLength: 500,
  timeExpressionLength: 200,
  /** A zone as typed (/timezone set, the zone prompt's "Other…"). */
  zoneInputLength: 64,
  reminderHorizonDays: 365,
  maxActiveRemindersPerUser: 100,
  rateLimitCount: 5,
  rateLimitWindowSeconds: 60,
  maxTriggers: 1000,
  listPageSize: 10,
  listMessageChars: 80,
  autocompleteChoices: 25,
  /** The longest advance /settings accepts: one week, in minutes. */
  maxAdvanceMinutes: 7 * 24 * 60,
  /**
   * The shortest repeat a reminder takes, in minutes (docs/decisions.md, "Series controls"): each
   * send is a DM and a dispatcher write, and 100 reminders every 15 minutes are already 9,600 DMs a day.
   */
  minRepeatMinutes: 15,
} as const;

/** Shared events (issue 22; decisions.md, "Shared events"). */
export const participationLimits = {
  /** Participant rows per event (issue 22, "Limits against abuse"). */
  maxParticipants: 250,
  /** Users one /schedule_share may invite (Discord's user select takes at most 25). */
  maxPerShare: 25,
  /** Invitation DMs one owner may send per UTC day. */
  maxInvitationsPerDay: 100,
  /** The largest capacity /schedule_post accepts (every place is a participant row). */
  maxCapacity: 250,
  /** Going names an event card shows before "and N more". */
  cardNames: 10,
} as const;
