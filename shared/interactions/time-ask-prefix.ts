/**
 * The ask prompt's buttons' custom_id prefix, in a module of its own: the router needs it at
 * start, and time-ask.ts (imported on first use) builds the buttons with it.
 */
export const TIME_ASK_PREFIX = 'ta';
