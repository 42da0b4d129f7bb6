/**
 * The sandbox page: a small Discord-like client for the local bot. It loads the state
 * once, then follows the server's event stream; every action is a `POST
 * /sandbox/interact` that the server turns into a signed interaction.
 */
import type {
  InteractRequest,
  InteractResult,
  OptionInput,
  SandboxEvent,
  SandboxMessage,
  SandboxState,
  SandboxView,
} from '../protocol.js';
import { CommandBar, type CommandDef } from './command-bar.js';
import { loadStrings, setLocale, t, tParts } from './i18n.js';
import { chatLinks, el, refreshTimes } from './markdown.js';
import { renderMessage, type AnyComponent, type MessageContext } from './message.js';
import { openModal } from './modal.js';
import { renderServerEvents } from './server-events.js';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const list = $<HTMLOListElement>('messages');
const userSelect = $<HTMLSelectElement>('user');
const localeSelect = $<HTMLSelectElement>('locale');
const badge = document.querySelector<HTMLElement>('.badge') as HTMLElement;
const serverEvents = $<HTMLUListElement>('server-events');

let state: SandboxState;
const messages = new Map<string, SandboxMessage>();
const dismissed = new Set<string>();
const saved = (key: string): string | null => localStorage.getItem(`tock-sandbox:${key}`);
let user = saved('user') ?? '';
/** Each person's own Discord language: the switcher's last choice for them, else theirs by default. */
const localeOf = (id: string): string =>
  saved(`locale:${id}`) ?? state.users.find((u) => u.id === id)?.locale ?? 'en-US';
let locale = saved(`locale:${user}`) ?? '';
let view: SandboxView = saved('view') === 'dm' ? 'dm' : 'channel';
let unread = 0;
let localIds = 0;

/** The page's own labels in `locale` (index.html marks them with data-i18n attributes). */
function relabel(next: string): void {
  setLocale(next);
  document.documentElement.lang = next;
  for (const node of document.querySelectorAll<HTMLElement>('[data-i18n]')) {
    node.replaceChildren(
      ...tParts(node.dataset.i18n ?? '', { endpoint: el('code', '', ['POST /interactions']) }),
    );
  }
  for (const node of document.querySelectorAll<HTMLElement>('[data-i18n-label]'))
    node.setAttribute('aria-label', t(node.dataset.i18nLabel ?? ''));
}
loadStrings(locale || 'en-US');
relabel(locale || 'en-US');

async function api<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(
    path,
    body === undefined
      ? {}
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
  );
  return (await res.json()) as T;
}

const channelId = (): string =>
  view === 'dm' ? (state.dmChannels[user] ?? '') : state.guildChannelId;
const visible = (m: SandboxMessage): boolean =>
  m.channelId === channelId() && (!m.visibleTo || m.visibleTo === user) && !dismissed.has(m.id);
/** Snowflakes sort by length, then lexically (same as numerically). */
const byId = (a: SandboxMessage, b: SandboxMessage): number =>
  a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Shows a failed interaction as Discord does: a note only the actor sees. */
function failed(error: string): void {
  const now = new Date().toISOString();
  const id = `9${String(Date.now()).padStart(18, '0')}${localIds++}`;
  upsert({
    id,
    channelId: channelId(),
    author: { id: '0', username: 'Sandbox', bot: true },
    content: `❌ ${t('interaction_failed', { error })}`,
    embeds: [],
    components: [],
    flags: 64,
    timestamp: now,
    editedTimestamp: null,
    visibleTo: user,
  });
}

/** Where focus goes back when the modal closes (Escape, Cancel or Submit): what opened it, found again in the current DOM. */
let modalOpener: (() => HTMLElement | null) | undefined;
const modalDialog = $<HTMLDialogElement>('modal');
modalDialog.addEventListener('close', () => {
  const target = modalOpener?.() ?? document.getElementById('command-input');
  modalOpener = undefined;
  target?.focus();
});

async function interact(req: InteractRequest): Promise<InteractResult> {
  let result: InteractResult;
  try {
    result = await api<InteractResult>('/sandbox/interact', req);
  } catch (err) {
    result = { ok: false, error: t('no_answer', { error: String(err) }) };
  }
  if (!result.ok && req.kind !== 'modal') failed(result.error);
  if (result.ok && result.kind === 'modal') {
    const { modal, view: v, messageId } = result;
    openModal(modalDialog, modal, locale, (fields) =>
      interact({
        kind: 'modal',
        userId: user,
        locale,
        view: v,
        customId: modal.custom_id,
        fields,
        ...(messageId ? { messageId } : {}),
      }),
    );
  }
  return result;
}

const messageContext: MessageContext = {
  get locale() {
    return locale;
  },
  onComponent(m, c: AnyComponent, values) {
    const item = list.querySelector(`[data-id="${m.id}"]`);
    modalOpener = () =>
      list.querySelector<HTMLElement>(
        `[data-id="${m.id}"] [data-custom-id="${CSS.escape(c.custom_id ?? '')}"]`,
      );
    // Like Discord: the message's controls wait while the interaction is in flight.
    item
      ?.querySelectorAll<HTMLButtonElement | HTMLSelectElement>('button.btn, select')
      .forEach((b) => (b.disabled = true));
    void interact({
      kind: 'component',
      userId: user,
      locale,
      messageId: m.id,
      customId: c.custom_id ?? '',
      componentType: c.type,
      ...(values ? { values } : {}),
    }).then(() => {
      // An update re-renders the message; otherwise give the controls back.
      const current = messages.get(m.id);
      if (current) replaceItem(current);
    });
  },
  onDismiss(m) {
    dismissed.add(m.id);
    list.querySelector(`[data-id="${m.id}"]`)?.remove();
  },
  menuCommands() {
    return state.commands.filter((c) => c.type === 3).map((c) => c.name);
  },
  people() {
    return [...state.users, { ...state.bot, bot: true }];
  },
  onMenuCommand(m, name) {
    modalOpener = () => list.querySelector<HTMLElement>(`[data-id="${m.id}"] .msg-more`);
    void interact({ kind: 'message_command', userId: user, locale, messageId: m.id, name });
  },
};

function replaceItem(m: SandboxMessage): void {
  const old = list.querySelector(`[data-id="${m.id}"]`);
  if (old) old.replaceWith(renderMessage(m, messageContext));
}

function atBottom(): boolean {
  return list.scrollHeight - list.scrollTop - list.clientHeight < 80;
}

// When the form below grows (a command with many options) the pane shrinks: a reader at the
// newest message stays there instead of finding it hidden behind the form.
let stuckToBottom = true;
list.addEventListener('scroll', () => (stuckToBottom = atBottom()));
new ResizeObserver(() => {
  if (stuckToBottom) list.scrollTop = list.scrollHeight;
}).observe(list);

function upsert(m: SandboxMessage): void {
  const isNew = !messages.has(m.id);
  messages.set(m.id, m);
  if (!visible(m)) {
    if (isNew && m.channelId === state.dmChannels[user] && view !== 'dm') setUnread(unread + 1);
    return;
  }
  if (!isNew && list.querySelector(`[data-id="${m.id}"]`)) return replaceItem(m);
  document.getElementById('first-run')?.remove();
  const stick = atBottom();
  list.append(renderMessage(m, messageContext));
  if (stick || m.visibleTo === user || m.interaction?.user.id === user)
    list.scrollTop = list.scrollHeight;
}

function setUnread(n: number): void {
  unread = n;
  badge.hidden = n === 0;
  badge.textContent = String(n);
  badge.setAttribute('aria-label', t('unread', { count: n }));
}

/** What an empty conversation shows: how to start, instead of nothing. */
function firstRunHint(): HTMLLIElement {
  const hint = el('li', 'first-run', [t(view === 'dm' ? 'first_run_dm' : 'first_run_channel')]);
  hint.id = 'first-run';
  return hint;
}

function renderAll(): void {
  const shown = [...messages.values()].filter(visible).sort(byId);
  list.replaceChildren(
    ...(shown.length ? shown.map((m) => renderMessage(m, messageContext)) : [firstRunHint()]),
  );
  list.scrollTop = list.scrollHeight;
}

chatLinks.userName = (id) =>
  state.users.find((u) => u.id === id)?.username ??
  (id === state.bot.id ? state.bot.username : undefined);

/** "Jump to the message": shows its conversation and scrolls to it, as Discord does. */
chatLinks.jump = (channel, id) => {
  const m = messages.get(id);
  const target: SandboxView | undefined =
    channel === state.guildChannelId
      ? 'channel'
      : channel === state.dmChannels[user]
        ? 'dm'
        : undefined;
  if (!m || m.channelId !== channel || !target) return false;
  if (target !== view) showView(target);
  const item = list.querySelector<HTMLElement>(`[data-id="${id}"]`);
  if (!item) return false;
  item.scrollIntoView({ block: 'center' });
  item.classList.add('jumped');
  setTimeout(() => item.classList.remove('jumped'), 2000);
  return true;
};

const bar = new CommandBar($('composer'), {
  commands: () => state.commands as unknown as CommandDef[],
  locale: () => locale,
  placeholder: () => t(view === 'dm' ? 'placeholder_dm' : 'placeholder_channel'),
  send(name, subcommand, options) {
    modalOpener = () => document.getElementById('command-input');
    void interact({
      kind: 'command',
      userId: user,
      locale,
      view,
      name,
      options,
      ...(subcommand ? { subcommand } : {}),
    });
  },
  say(content) {
    // A message of the person acting, as the page's user writes it (not an interaction).
    void api<{ ok: boolean; error?: string }>('/sandbox/message', {
      userId: user,
      view,
      content,
    }).then(
      (r) => r.ok || failed(r.error ?? ''),
      (err: unknown) => failed(t('no_answer', { error: String(err) })),
    );
  },
  async autocomplete(name, subcommand, options: OptionInput[]) {
    const r = await interact({
      kind: 'autocomplete',
      userId: user,
      locale,
      view,
      name,
      options,
      ...(subcommand ? { subcommand } : {}),
    });
    return r.ok && r.kind === 'choices' ? r.choices : [];
  },
});

function showView(next: SandboxView): void {
  view = next;
  localStorage.setItem('tock-sandbox:view', view);
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-view]')) {
    if (b.dataset.view === view) b.setAttribute('aria-current', 'page');
    else b.removeAttribute('aria-current');
  }
  const me = state.users.find((u) => u.id === user)?.username ?? '';
  $('title').textContent = view === 'dm' ? '@Tock' : '# general';
  $('topic').textContent = view === 'dm' ? t('topic_dm', { name: me }) : t('topic_channel');
  list.setAttribute('aria-label', t(view === 'dm' ? 'messages_dm' : 'messages_channel'));
  if (view === 'dm') setUnread(0);
  renderServerEvents(serverEvents, state.serverEvents, locale);
  renderAll();
  bar.reset();
}

function fillSelect(
  select: HTMLSelectElement,
  options: { value: string; label: string }[],
  current: string,
): void {
  select.replaceChildren(
    ...options.map((o) => new Option(o.label, o.value, false, o.value === current)),
  );
}

function localeName(tag: string): string {
  try {
    return `${new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag} (${tag})`;
  } catch {
    return tag;
  }
}

/** Takes a state snapshot: the first event of every (re)connected stream. */
function load(next: SandboxState): void {
  state = next;
  if (!state.users.some((u) => u.id === user)) user = state.users[0]?.id ?? '';
  locale = localeOf(user);
  if (!state.locales.includes(locale)) locale = state.locales[0] ?? 'en-US';
  fillSelect(
    userSelect,
    state.users.map((u) => ({ value: u.id, label: u.username })),
    user,
  );
  fillSelect(
    localeSelect,
    state.locales.map((l) => ({ value: l, label: localeName(l) })),
    locale,
  );
  relabel(locale);
  messages.clear();
  for (const m of state.messages) messages.set(m.id, m);
  showView(view);
}

userSelect.addEventListener('change', () => {
  user = userSelect.value;
  localStorage.setItem('tock-sandbox:user', user);
  // The person acting brings their own language (their DMs and saved state are theirs by id).
  locale = localeOf(user);
  if (!state.locales.includes(locale)) locale = state.locales[0] ?? 'en-US';
  localeSelect.value = locale;
  relabel(locale);
  setUnread(0);
  showView(view);
});
localeSelect.addEventListener('change', () => {
  locale = localeSelect.value;
  localStorage.setItem(`tock-sandbox:locale:${user}`, locale);
  relabel(locale);
  showView(view);
});
for (const b of document.querySelectorAll<HTMLButtonElement>('[data-view]'))
  b.addEventListener('click', () => showView(b.dataset.view === 'dm' ? 'dm' : 'channel'));
setInterval(() => refreshTimes(list, locale, true), 1000);

function apply(event: SandboxEvent): void {
  if (event.type === 'state') load(event.state);
  else if (event.type === 'message') upsert(event.message);
  else if (event.type === 'delete') {
    messages.delete(event.id);
    list.querySelector(`[data-id="${event.id}"]`)?.remove();
  } else if (event.type === 'server_events') {
    state = { ...state, serverEvents: event.events };
    renderServerEvents(serverEvents, state.serverEvents, locale);
  } else state = { ...state, commands: event.commands };
}

const connection = $('connection');
/** First retry after half a second, doubling up to 8 s while the runtime stays away. */
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 8000;
let retryMs = RETRY_FIRST_MS;

/**
 * One request does it all: the stream starts with the state, then follows every change. When
 * it drops (the runtime restarts), "reconnecting…" shows; EventSource retries a dropped
 * connection by itself, but gives up for good on an answer that is not a stream (a 404 or 503
 * while the runtime starts), so the page then opens a new one, backing off.
 */
function connect(): void {
  const source = new EventSource('/sandbox/events');
  source.onmessage = (e: MessageEvent<string>) => {
    retryMs = RETRY_FIRST_MS;
    connection.hidden = true;
    apply(JSON.parse(e.data) as SandboxEvent);
    if (document.documentElement.dataset.ready) return;
    document.documentElement.dataset.ready = 'true';
    performance.mark('tock-ready');
  };
  source.onerror = () => {
    // Before the first state there is nothing to keep: say why nothing happens.
    if (!state) list.replaceChildren(el('li', 'msg', [t('waiting')]));
    else connection.hidden = false;
    if (source.readyState !== EventSource.CLOSED) return;
    setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };
}
connect();
