/**
 * The users table's item (one per Discord user, key `user_id`), in one place: its attribute
 * names, how each reads back with its default, and the update expressions every repository
 * writes it with. The item holds a user's settings and the counters other writes keep in step
 * (active reminders, events, undelivered sends, rate logs), so many repositories update it,
 * each only through {@link UserUpdate}.
 */
import type { TableNames } from './table-names.js';
import {
  notificationMethods,
  replyVisibilities,
  type CreationUsage,
  type NotificationMethod,
  type Preferences,
  type ReplyVisibility,
} from '../../usecases/ports.js';

/** The item's attributes, by meaning. */
export const userFields = {
  timezone: 'timezone',
  notificationMethod: 'notification_method',
  advanceMinutes: 'reminder_advance_minutes',
  /** Reminders for events answered Maybe too: true when opted in (absent: only Going). */
  maybeReminders: 'maybe_reminders',
  /** notification_method 'webhook': the webhook's `<id>/<token>`, sealed (docs/decisions.md, "Webhook delivery"). */
  webhook: 'webhook_sealed',
  /** What replies show of the webhook: its host and the token's last 4 characters. */
  webhookHint: 'webhook_hint',
  /** Who sees personal confirmations outside the bot's DM: 'public' when opted in (absent: private). */
  replies: 'reply_visibility',
  /** The reminders counted against the active limit (raised and lowered in the reminders' transactions). */
  activeReminders: 'active_reminders',
  /** Times (epoch ms) of the latest /remind creations. */
  rateLog: 'rate_log',
  eventCount: 'event_count',
  /** Sends not delivered since the user was last told. */
  undeliveredNotice: 'undelivered_notice',
  /** The cached DM channel. */
  dmChannelId: 'dm_channel_id',
  /** The expiry of the latest zone link used (a link is used once). */
  zoneLinkUsed: 'zone_link_used',
  /** The user's Discord language, as of their latest answer to a shared event: notices to them are written in it. */
  locale: 'locale',
  /** Owners this user stopped invitations from (a string set). */
  blockedInviters: 'blocked_inviters',
} as const;

export type UserField = keyof typeof userFields;

/** The attribute of a named sliding-window log other than /remind's (RateLog). */
export function rateLogAttribute(name: string): string {
  return `rate_log_${name}`;
}

/** An attribute: one of {@link userFields}, or a computed one ({@link rateLogAttribute}). */
export type UserAttribute = UserField | { readonly attribute: string };

type Item = Record<string, unknown> | undefined;

/** The owners the user stopped invitations from. */
export function blockedInvitersOf(item: Item): string[] {
  const raw = item?.[userFields.blockedInviters];
  return raw instanceof Set || Array.isArray(raw)
    ? [...(raw as Iterable<unknown>)].filter((v): v is string => typeof v === 'string')
    : [];
}

/** The saved zone; undefined when none was saved. */
export function timezoneOf(item: Item): string | undefined {
  const zone = item?.[userFields.timezone];
  return typeof zone === 'string' ? zone : undefined;
}

/** The spec's (spec-notes.md, User preferences) preferences on a users item; anything absent or unknown is the default ('dm', 0, 'private'). */
export function preferencesOf(item: Item): Preferences {
  const method = item?.[userFields.notificationMethod];
  const advance = item?.[userFields.advanceMinutes];
  const replies = item?.[userFields.replies];
  const known = (notificationMethods as readonly unknown[]).includes(method);
  return {
    // 'webhook' without a stored webhook (removed after Discord said it was gone) is a DM.
    notificationMethod:
      known && (method !== 'webhook' || sealedWebhookOf(item) !== undefined)
        ? (method as NotificationMethod)
        : 'dm',
    advanceMinutes:
      typeof advance === 'number' && Number.isInteger(advance) && advance > 0 ? advance : 0,
    maybeReminders: item?.[userFields.maybeReminders] === true,
    replies: (replyVisibilities as readonly unknown[]).includes(replies)
      ? (replies as ReplyVisibility)
      : 'private',
  };
}

/** The sealed webhook of notification_method 'webhook', if one is stored. */
export function sealedWebhookOf(item: Item): string | undefined {
  const sealed = item?.[userFields.webhook];
  return typeof sealed === 'string' && sealed !== '' ? sealed : undefined;
}

/** What replies may show of the stored webhook. */
export function webhookHintOf(item: Item): string | undefined {
  const hint = item?.[userFields.webhookHint];
  return sealedWebhookOf(item) !== undefined && typeof hint === 'string' ? hint : undefined;
}

/** The creation limits' state on a users item (absent item or attributes: nothing used yet). */
export function usageOf(item: Item): CreationUsage {
  const active = item?.[userFields.activeReminders];
  return {
    activeReminders: typeof active === 'number' ? Math.max(0, active) : 0,
    recentCreations: numbersOf(item, { attribute: userFields.rateLog }),
  };
}

/** A rate log's times; undefined when the log was never written. */
export function numbersOf(item: Item, attribute: UserAttribute): number[] | undefined {
  const raw = item?.[attributeName(attribute)];
  return Array.isArray(raw) ? raw.filter((n): n is number => typeof n === 'number') : undefined;
}

/** Undelivered sends to tell the user about (0 when none). */
export function undeliveredOf(item: Item): number {
  const n = item?.[userFields.undeliveredNotice];
  return typeof n === 'number' && n > 0 ? n : 0;
}

/** The cached DM channel, if any. */
export function dmChannelOf(item: Item): string | undefined {
  const id = item?.[userFields.dmChannelId];
  return typeof id === 'string' ? id : undefined;
}

function attributeName(attribute: UserAttribute): string {
  return typeof attribute === 'string' ? userFields[attribute] : attribute.attribute;
}

/** The key of a user's item. */
export function userKey(tables: Pick<TableNames, 'users'>, userId: string) {
  return { TableName: tables.users, Key: { user_id: userId } };
}

/**
 * One update of a users item, built from {@link userFields}: every attribute goes through a
 * name placeholder and every value through a value placeholder, so no repository spells an
 * attribute name in an expression.
 */
export class UserUpdate {
  private readonly sets: string[] = [];
  private readonly adds: string[] = [];
  private readonly removes: string[] = [];
  private readonly conditions: string[] = [];
  private readonly names: Record<string, string> = {};
  private readonly values: Record<string, unknown> = {};

  /** The name placeholder of `attribute`. */
  name(attribute: UserAttribute): string {
    const name = attributeName(attribute);
    const known = Object.keys(this.names).find((p) => this.names[p] === name);
    if (known) return known;
    const placeholder = `#a${Object.keys(this.names).length}`;
    this.names[placeholder] = name;
    return placeholder;
  }

  /** A fresh value placeholder for `value`. */
  value(value: unknown): string {
    const placeholder = `:v${Object.keys(this.values).length}`;
    this.values[placeholder] = value;
    return placeholder;
  }

  set(attribute: UserAttribute, value: unknown): this {
    this.sets.push(`${this.name(attribute)} = ${this.value(value)}`);
    return this;
  }

  /** One more on a counter (absent counts as 0); with `below`, only while the counter is under it. */
  increment(attribute: UserAttribute, below?: number): this {
    const n = this.name(attribute);
    this.sets.push(`${n} = if_not_exists(${n}, ${this.value(0)}) + ${this.value(1)}`);
    if (below !== undefined) this.when(`attribute_not_exists(${n}) OR ${n} < ${this.value(below)}`);
    return this;
  }

  /** One fewer on a counter (absent counts as 1, so it becomes 0). */
  decrement(attribute: UserAttribute): this {
    const n = this.name(attribute);
    const one = this.value(1);
    this.sets.push(`${n} = if_not_exists(${n}, ${one}) - ${one}`);
    return this;
  }

  /** One fewer on a counter that must be above 0 (the condition fails otherwise). */
  decrementPositive(attribute: UserAttribute): this {
    const n = this.name(attribute);
    this.sets.push(`${n} = ${n} - ${this.value(1)}`);
    return this.when(`${n} > ${this.value(0)}`);
  }

  /** Adds `n` to a number (absent counts as 0). */
  add(attribute: UserAttribute, n: number): this {
    this.adds.push(`${this.name(attribute)} ${this.value(n)}`);
    return this;
  }

  remove(attribute: UserAttribute): this {
    this.removes.push(this.name(attribute));
    return this;
  }

  /** A condition on the item, built with {@link name} and {@link value}; conditions are ANDed. */
  when(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  /** The condition that `attribute` was never written. */
  absent(attribute: UserAttribute): string {
    return `attribute_not_exists(${this.name(attribute)})`;
  }

  /** The condition that `attribute` holds `value`. */
  equals(attribute: UserAttribute, value: unknown): string {
    return `${this.name(attribute)} = ${this.value(value)}`;
  }

  get isEmpty(): boolean {
    return this.sets.length + this.adds.length + this.removes.length === 0;
  }

  /** The UpdateItem input (also a transaction's `Update`) for `userId`'s item. */
  toUpdate(tables: Pick<TableNames, 'users'>, userId: string) {
    const clauses = [
      this.sets.length > 0 ? `SET ${this.sets.join(', ')}` : '',
      this.adds.length > 0 ? `ADD ${this.adds.join(', ')}` : '',
      this.removes.length > 0 ? `REMOVE ${this.removes.join(', ')}` : '',
    ];
    const condition =
      this.conditions.length === 1
        ? this.conditions[0]
        : this.conditions.map((c) => `(${c})`).join(' AND ');
    return {
      ...userKey(tables, userId),
      UpdateExpression: clauses.filter(Boolean).join(' '),
      ...(condition ? { ConditionExpression: condition } : {}),
      ExpressionAttributeNames: { ...this.names },
      ...(Object.keys(this.values).length > 0
        ? { ExpressionAttributeValues: { ...this.values } }
        : {}),
    };
  }
}

/** A new update of a users item. */
export function userUpdate(): UserUpdate {
  return new UserUpdate();
}
