import { noticePrefixes } from '../domain/notice-ids.js';
import { dmPrefixes } from '../domain/reminder-dm-ids.js';

/**
 * Every custom_id prefix the bot's components carry, in one place. A custom_id is
 * `<prefix>:<args…>`; the router (app.ts) reads the part before the first ':' and hands the
 * interaction to the one handler declared with that prefix. The modules that route a prefix
 * import it from here, and test/unit/custom-ids.test.ts fails when two handlers claim one
 * prefix or a handler's prefix is not declared here.
 * @see https://discord.com/developers/docs/interactions/message-components#custom-id
 */
export const customIds = {
  /** /list_reminders' Previous/Next. */
  listPage: 'list',
  /** /list_reminders' bulk delete: the multi-select, and "Delete all completed" with its confirmation. */
  listBulk: {
    select: 'lbd',
    completed: 'lbc',
    confirm: 'lby',
    keep: 'lbk',
  },
  /** "Remind me about this": the modal asking when. */
  remindMessage: 'rmsg',
  /** The ask prompt's buttons (a time with two readings). */
  timeAsk: 'ta',
  /** "Detect my time zone". */
  detectZone: 'tz',
  /** "Move them": the active reminders read in the earlier zone, after a zone change. */
  zoneMove: 'zm',
  /** The zones an abbreviation such as IST names: the one pressed is saved. */
  zoneSet: 'tzs',
  /** /calendar connect caldav: the modal's submit. */
  caldavConnect: 'ccd',
  /** /schedule_*. */
  schedule: {
    /** The conflict prompt's buttons after /schedule_create. */
    choice: 'sc',
    /** The change-time modal. */
    modal: 'sm',
    /** The conflict prompt's buttons after /schedule_edit. */
    edit: 'se',
    /** The delete confirmation's buttons. */
    delete: 'sd',
    /** The list's page buttons. */
    page: 'sl',
    /** An event card's Going / Maybe / Can't go (/schedule_post). */
    card: 'sp',
    /** /schedule_participants' Previous/Next. */
    participants: 'spl',
    /** /schedule_share's user select. */
    share: 'ss',
  },
  /**
   * The buttons of notices about shared events (invitations and the others): answers, Leave,
   * Stop invitations. Composed in the domain (domain/notice.ts), so declared there.
   */
  notice: noticePrefixes,
  /**
   * The reminder DM's components. The DM is composed in the domain (domain/reminder-dm.ts),
   * which cannot import this layer, so they are declared there (reminder-dm-ids.ts) and listed here.
   */
  dm: dmPrefixes,
} as const;

/** Every declared prefix, flat. */
export const allCustomIdPrefixes: readonly string[] = Object.values(customIds).flatMap((v) =>
  typeof v === 'string' ? [v] : Object.values(v),
);
