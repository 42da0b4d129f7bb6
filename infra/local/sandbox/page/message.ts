/**
 * One chat message as Discord draws it: avatar and name, the "used /command" line of an
 * interaction reply, markdown content, embeds, components, and the ephemeral marker.
 */
import type { APIEmbed } from 'discord-api-types/v10';
import type { SandboxMessage } from '../protocol.js';
import { t, tParts } from './i18n.js';
import { openAppsMenu } from './apps-menu.js';
import { el, formatTime, link, markdown } from './markdown.js';

/** A component as received (the page reads only the fields it draws). */
export interface AnyComponent {
  readonly type: number;
  readonly custom_id?: string;
  readonly style?: number;
  readonly label?: string;
  readonly url?: string;
  readonly disabled?: boolean;
  readonly emoji?: { readonly name?: string | null };
  readonly placeholder?: string;
  readonly min_values?: number;
  readonly max_values?: number;
  /** A user select's preselected users. */
  readonly default_values?: readonly { readonly id: string; readonly type: string }[];
  readonly options?: readonly {
    readonly label: string;
    readonly value: string;
    readonly description?: string;
    readonly default?: boolean;
  }[];
  readonly content?: string;
  readonly accent_color?: number | null;
  readonly components?: readonly AnyComponent[];
  readonly accessory?: AnyComponent;
}

export interface MessageContext {
  readonly locale: string;
  /** A button press or a select choice on this message. */
  onComponent(message: SandboxMessage, component: AnyComponent, values?: string[]): void;
  /** "Dismiss message" on an ephemeral one. */
  onDismiss(message: SandboxMessage): void;
  /** The registered message commands (type 3), for the message's Apps menu. */
  menuCommands(): readonly string[];
  /** A message command picked from the Apps menu of this message. */
  onMenuCommand(message: SandboxMessage, name: string): void;
  /** Whom a user select offers: the sandbox guild's members (its people and the bot). */
  people(): readonly { readonly id: string; readonly username: string; readonly bot?: boolean }[];
}

const EPHEMERAL = 1 << 6;
const buttonStyles: Record<number, string> = {
  1: 'primary',
  2: 'secondary',
  3: 'success',
  4: 'danger',
  5: 'link',
};

/** A stable colour per user, like Discord's default avatars. */
export function avatar(
  user: { id: string; username: string; bot?: boolean },
  size = '',
): HTMLElement {
  const a = el('span', `avatar ${size}`.trim(), [user.username.slice(0, 1).toUpperCase()]);
  a.setAttribute('aria-hidden', 'true');
  a.style.setProperty(
    '--hue',
    String(user.bot ? 235 : (Number(BigInt(user.id) % 360n) * 47) % 360),
  );
  return a;
}

function hex(color: number | null | undefined): string {
  return color == null ? 'var(--embed-bar)' : `#${color.toString(16).padStart(6, '0')}`;
}

function embed(e: APIEmbed, locale: string): HTMLElement {
  const box = el('article', 'embed');
  box.style.setProperty('--bar', hex(e.color));
  if (e.author?.name) box.append(el('div', 'embed-author', [e.author.name]));
  if (e.title) box.append(el('h4', 'embed-title', [e.url ? link(e.url, e.title) : e.title]));
  if (e.description) box.append(el('div', 'embed-desc', [markdown(e.description, locale)]));
  if (e.fields?.length) {
    box.append(
      el(
        'dl',
        'embed-fields',
        e.fields.map((f) =>
          el('div', f.inline ? 'field inline' : 'field', [
            el('dt', '', [markdown(f.name, locale)]),
            el('dd', '', [markdown(f.value, locale)]),
          ]),
        ),
      ),
    );
  }
  if (e.image?.url) box.append(el('p', 'embed-media', ['🖼 ', link(e.image.url, e.image.url)]));
  const foot: (Node | string)[] = [];
  if (e.footer?.text) foot.push(e.footer.text);
  if (e.timestamp) {
    const t = el('time', '', [formatTime(Date.parse(e.timestamp), 'f', locale)]);
    t.dateTime = e.timestamp;
    foot.push(...(foot.length ? [' • '] : []), t);
  }
  if (foot.length) box.append(el('footer', 'embed-footer', foot));
  return box;
}

function button(m: SandboxMessage, c: AnyComponent, ctx: MessageContext): HTMLElement {
  const text = [c.emoji?.name ? `${c.emoji.name} ` : '', c.label ?? ''].join('');
  if (c.style === 5 && c.url) {
    const a = link(c.url, `${text} ↗`);
    a.className = 'btn link';
    return a;
  }
  const b = el('button', `btn ${buttonStyles[c.style ?? 2] ?? 'secondary'}`, [text]);
  b.type = 'button';
  b.disabled = c.disabled === true;
  // Found again after a re-render, to take focus back when a modal it opened closes.
  if (c.custom_id) b.dataset.customId = c.custom_id;
  b.addEventListener('click', () => ctx.onComponent(m, c));
  return b;
}

function select(m: SandboxMessage, c: AnyComponent, ctx: MessageContext): HTMLElement {
  const s = el('select', 'select');
  const multi = (c.max_values ?? 1) > 1;
  s.multiple = multi;
  s.disabled = c.disabled === true;
  s.setAttribute('aria-label', c.placeholder ?? t('choose'));
  if (!multi) s.append(new Option(c.placeholder ?? t('choose'), '', true, true));
  for (const o of c.options ?? [])
    s.append(new Option(o.label, o.value, false, o.default === true));
  if (!multi) {
    s.addEventListener('change', () => s.value && ctx.onComponent(m, c, [s.value]));
    return s;
  }
  const apply = el('button', 'btn primary', [t('apply')]);
  apply.type = 'button';
  apply.addEventListener('click', () =>
    ctx.onComponent(
      m,
      c,
      [...s.selectedOptions].map((o) => o.value),
    ),
  );
  return el('div', 'multi', [s, apply]);
}

/**
 * A user select (type 5) as Discord's picker: the sandbox guild's members, its `default_values`
 * chosen, and Apply only while the choice holds `min_values` to `max_values` users (1 and 1 by
 * default). The server sends the ids with the users (and members) resolved, as Discord does.
 */
function userSelect(m: SandboxMessage, c: AnyComponent, ctx: MessageContext): HTMLElement {
  const min = c.min_values ?? 1;
  const max = c.max_values ?? 1;
  const label = c.placeholder ?? t('user_select');
  const s = el('select', 'select');
  s.multiple = max > 1;
  s.disabled = c.disabled === true;
  s.setAttribute('aria-label', label);
  const chosen = new Set(
    (c.default_values ?? []).filter((v) => v.type === 'user').map((v) => v.id),
  );
  if (!s.multiple) s.append(new Option(label, '', chosen.size === 0, chosen.size === 0));
  for (const p of ctx.people())
    s.append(new Option(p.bot ? `${p.username} (APP)` : p.username, p.id, false, chosen.has(p.id)));
  const values = (): string[] => [...s.selectedOptions].map((o) => o.value).filter(Boolean);
  const apply = el('button', 'btn primary', [t('apply')]);
  apply.type = 'button';
  const check = (): void => {
    const n = values().length;
    apply.disabled = s.disabled || n < min || n > max;
  };
  s.addEventListener('change', check);
  check();
  apply.addEventListener('click', () => ctx.onComponent(m, c, values()));
  const hint = el('span', 'select-hint', [t('select_range', { min, max })]);
  return el('div', 'multi', [s, apply, hint]);
}

/** Message components, including the Components V2 layout ones (text display, section, container). */
function component(m: SandboxMessage, c: AnyComponent, ctx: MessageContext): HTMLElement {
  switch (c.type) {
    case 1:
      return el(
        'div',
        'row',
        (c.components ?? []).map((x) => component(m, x, ctx)),
      );
    case 2:
      return button(m, c, ctx);
    case 3:
      return select(m, c, ctx);
    case 5:
      return userSelect(m, c, ctx);
    case 9:
      return el('div', 'cv2-section', [
        el(
          'div',
          '',
          (c.components ?? []).map((x) => component(m, x, ctx)),
        ),
        ...(c.accessory ? [component(m, c.accessory, ctx)] : []),
      ]);
    case 10:
      return el('div', 'text-display', [markdown(c.content ?? '', ctx.locale)]);
    case 14:
      return el('hr', 'separator');
    case 17: {
      const box = el(
        'div',
        'container',
        (c.components ?? []).map((x) => component(m, x, ctx)),
      );
      box.style.setProperty('--bar', hex(c.accent_color));
      return box;
    }
    default:
      return el('div', 'unsupported', [t('unsupported', { type: c.type })]);
  }
}

/** The list item for one message. */
export function renderMessage(m: SandboxMessage, ctx: MessageContext): HTMLLIElement {
  const li = el('li', 'msg');
  li.dataset.id = m.id;
  // A reply names the command it answers; a reply to a button or modal on a message that no
  // command made (a reminder DM) has none to name, and shows no "used" line.
  if (m.interaction?.name) {
    // Slash command names are lower case; a context-menu command ("Remind me about this") shows without the slash.
    const slash = m.interaction.name === m.interaction.name.toLowerCase() ? '/' : '';
    const used = tParts('used', {
      user: el('strong', '', [m.interaction.user.username]),
      command: el('span', 'cmd', [`${slash}${m.interaction.name}`]),
    });
    li.append(el('div', 'reply-line', [avatar({ ...m.interaction.user }, 'tiny'), ...used]));
  }
  const time = el('time', 'msg-time', [formatTime(Date.parse(m.timestamp), 't', ctx.locale)]);
  time.dateTime = m.timestamp;
  time.title = formatTime(Date.parse(m.timestamp), 'F', ctx.locale);
  const head = el('h3', 'msg-head', [
    el('span', 'author', [m.author.username]),
    ...(m.author.bot ? [el('span', 'tag', ['APP'])] : []),
    time,
  ]);
  const menus = ctx.menuCommands();
  if (menus.length > 0) {
    // Discord's "More" (⋯) on hover and the right-click menu: both open the Apps submenu.
    const more = el('button', 'msg-more', ['⋯']);
    more.type = 'button';
    more.setAttribute('aria-label', 'More: apps for this message');
    more.setAttribute('aria-haspopup', 'menu');
    more.setAttribute('aria-expanded', 'false');
    const show = (): void =>
      openAppsMenu(more, ctx.menuCommands(), (name) => ctx.onMenuCommand(m, name));
    more.addEventListener('click', show);
    li.addEventListener('contextmenu', (e) => {
      e.preventDefault();
      show();
    });
    head.append(more);
  }
  const main = el('div', 'msg-main', [head]);
  if (m.pending)
    main.append(el('div', 'content thinking', [t('thinking', { name: m.author.username })]));
  else if (m.content)
    main.append(
      el('div', 'content', [
        markdown(m.content, ctx.locale),
        ...(m.editedTimestamp ? [el('span', 'edited', [` ${t('edited')}`])] : []),
      ]),
    );
  for (const e of m.embeds) main.append(embed(e, ctx.locale));
  if (m.components.length)
    main.append(
      el(
        'div',
        'components',
        m.components.map((c) => component(m, c as AnyComponent, ctx)),
      ),
    );
  if (m.flags & EPHEMERAL || m.visibleTo) {
    const dismiss = el('button', 'linkish', [t('dismiss')]);
    dismiss.type = 'button';
    dismiss.addEventListener('click', () => ctx.onDismiss(m));
    main.append(el('div', 'ephemeral', [el('span', '', [`👁 ${t('only_you')}`]), ' • ', dismiss]));
    li.classList.add('is-ephemeral');
  }
  li.append(el('div', 'msg-body', [avatar(m.author), main]));
  return li;
}
