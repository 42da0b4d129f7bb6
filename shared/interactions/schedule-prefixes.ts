/**
 * The custom_id prefixes of the /schedule components, in a module of their own: the router
 * (app.ts) needs them at start, while the components' code is imported on first use.
 */
export const SCHEDULE_PREFIX = {
  /** The conflict prompt's buttons after /schedule create. */
  choice: 'sc',
  /** The change-time modal. */
  modal: 'sm',
  /** The conflict prompt's buttons after /schedule edit. */
  edit: 'se',
  /** The delete confirmation's buttons. */
  delete: 'sd',
  /** The list's page buttons. */
  page: 'sl',
} as const;

export const SCHEDULE_COMPONENT_PREFIXES: readonly string[] = Object.values(SCHEDULE_PREFIX);
