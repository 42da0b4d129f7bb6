/**
 * Where the feed and export downloads live on the bot's public pages. A module of its own so
 * the interactions function (which redirects old feed links) does not load the calendar code.
 */
export const CALENDAR_FILES_PREFIX = '/calendar/';
export const feedPath = (token: string): string => `${CALENDAR_FILES_PREFIX}${token}.ics`;
export const exportPath = (token: string): string => `${CALENDAR_FILES_PREFIX}export/${token}.ics`;
