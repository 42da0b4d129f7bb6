/**
 * custom_id prefixes of a notice's buttons (domain/notice.ts; listed in interactions/custom-ids.ts),
 * in a module of their own so the router knows them without loading the notices' code:
 * `si:<event id>:<going|maybe|cant|leave>:<owner id>` and `sb:<owner id>`.
 */
export const noticePrefixes = {
  /** Going / Maybe / Can't go / Leave on a notice about an event. */
  answer: 'si',
  /** Stop invitations from this person. */
  block: 'sb',
} as const;
