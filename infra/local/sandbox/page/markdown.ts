/**
 * Discord's markdown, the subset a bot's replies use: bold, italics, underline,
 * strike-through, spoilers, inline and block code, masked and bare links, quotes,
 * headings, subtext, `<@id>` user mentions (as @Name), and `<t:UNIX:STYLE>` timestamps
 * shown in the browser's zone.
 * Builds DOM nodes, never HTML strings, so message text can't inject markup.
 *
 * @see https://support.discord.com/hc/en-us/articles/210298617-Markdown-Text-101-Chat-Formatting-Bold-Italic-Underline
 * @see https://discord.com/developers/docs/reference#message-formatting-timestamp-styles
 */

import { t } from './i18n.js';
import { relativeTime } from './relative-time.js';

type Rule = { re: RegExp; make: (m: RegExpExecArray, locale: string) => Node };

/**
 * What the page knows about its chat, for the markdown: the name behind a user mention, and
 * how to show a message a `https://discord.com/channels/<guild>/<channel>/<message>` link
 * points at (true when it did, so the link stays in the page instead of opening Discord).
 */
export const chatLinks: {
  userName: (id: string) => string | undefined;
  jump: (channelId: string, messageId: string) => boolean;
} = { userName: () => undefined, jump: () => false };

const MESSAGE_LINK = /^https:\/\/discord\.com\/channels\/(?:\d+|@me)\/(\d+)\/(\d+)$/;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

function link(href: string, text: string | Node[]): HTMLAnchorElement {
  const a = el('a', '', typeof text === 'string' ? [text] : text);
  a.href = href;
  a.target = '_blank';
  a.rel = 'noopener noreferrer';
  const target = MESSAGE_LINK.exec(href);
  if (target)
    a.addEventListener('click', (e) => {
      if (chatLinks.jump(target[1] ?? '', target[2] ?? '')) e.preventDefault();
    });
  return a;
}

const wrap = (tag: 'strong' | 'em' | 'u' | 's', m: RegExpExecArray, locale: string): Node =>
  el(tag, '', [inline(m[1] ?? '', locale)]);

/** Inline rules; where two match at the same place, the earlier rule wins. */
const rules: Rule[] = [
  { re: /\\([*_`~|\\<>[\]#-])/, make: (m) => document.createTextNode(m[1] ?? '') },
  { re: /`([^`]+)`/, make: (m) => el('code', 'inline-code', [m[1] ?? '']) },
  {
    re: /<t:(-?\d{1,13})(?::([tTdDfFR]))?>/,
    make: (m, locale) => timestamp(Number(m[1]), (m[2] ?? 'f') as TimeStyle, locale),
  },
  {
    // Discord shows a user it cannot resolve as @unknown-user.
    re: /<@!?(\d{1,20})>/,
    make: (m) => el('span', 'mention', [`@${chatLinks.userName(m[1] ?? '') ?? 'unknown-user'}`]),
  },
  {
    re: /\[([^\]\n]+)\]\(<?(https?:\/\/[^\s)>]+)>?\)/,
    make: (m, locale) => link(m[2] ?? '', [inline(m[1] ?? '', locale)]),
  },
  { re: /<?(https?:\/\/[^\s<>]*[^\s<>.,:;"')\]])>?/, make: (m) => link(m[1] ?? '', m[1] ?? '') },
  { re: /\*\*([\s\S]+?)\*\*(?!\*)/, make: (m, l) => wrap('strong', m, l) },
  { re: /__([\s\S]+?)__(?!_)/, make: (m, l) => wrap('u', m, l) },
  { re: /\*(?!\s)([\s\S]+?)\*/, make: (m, l) => wrap('em', m, l) },
  { re: /(?<![\p{L}\p{N}])_(?!\s)([^_\n]+?)_(?![\p{L}\p{N}])/u, make: (m, l) => wrap('em', m, l) },
  { re: /~~([\s\S]+?)~~/, make: (m, l) => wrap('s', m, l) },
  {
    re: /\|\|([\s\S]+?)\|\|/,
    make: (m, l) => {
      const b = el('button', 'spoiler', [inline(m[1] ?? '', l)]);
      b.type = 'button';
      b.setAttribute('aria-label', t('spoiler'));
      b.addEventListener('click', () => b.classList.add('revealed'), { once: true });
      return b;
    },
  },
];

/** Inline markdown of one line (or a span of lines) as a fragment. */
export function inline(text: string, locale: string): DocumentFragment {
  const out = document.createDocumentFragment();
  let rest = text;
  while (rest) {
    let best: { rule: Rule; m: RegExpExecArray } | undefined;
    for (const rule of rules) {
      const m = rule.re.exec(rest);
      if (m && (!best || m.index < best.m.index)) best = { rule, m };
    }
    if (!best) break;
    out.append(rest.slice(0, best.m.index), best.rule.make(best.m, locale));
    rest = rest.slice(best.m.index + best.m[0].length);
  }
  out.append(rest);
  return out;
}

/** Block markdown: code blocks, then quotes, headings, subtext and list items line by line. */
export function markdown(text: string, locale: string): DocumentFragment {
  const out = document.createDocumentFragment();
  const parts = text.split(/```(?:[\w+-]*\n)?([\s\S]*?)```/);
  parts.forEach((part, i) => {
    if (i % 2 === 1) {
      out.append(el('pre', 'code-block', [el('code', '', [part.replace(/\n$/, '')])]));
      return;
    }
    const lines = part.split('\n');
    lines.forEach((line, j) => {
      const heading = /^(#{1,3}) (.+)$/.exec(line);
      const sub = /^-# (.+)$/.exec(line);
      const quote = /^> ?(.*)$/.exec(line);
      const item = /^\s*[-*] (.+)$/.exec(line);
      if (heading)
        out.append(
          el(`h${(heading[1]?.length ?? 1) + 3}` as 'h4', 'md-heading', [
            inline(heading[2] ?? '', locale),
          ]),
        );
      else if (sub) out.append(el('small', 'md-subtext', [inline(sub[1] ?? '', locale)]));
      else if (quote) out.append(el('blockquote', 'md-quote', [inline(quote[1] ?? '', locale)]));
      else if (item) out.append(el('div', 'md-item', ['• ', inline(item[1] ?? '', locale)]));
      else {
        out.append(inline(line, locale));
        if (j < lines.length - 1) out.append(el('br'));
      }
    });
  });
  return out;
}

/** Discord's timestamp styles. */
export type TimeStyle = 't' | 'T' | 'd' | 'D' | 'f' | 'F' | 'R';

const styles: Record<Exclude<TimeStyle, 'R'>, Intl.DateTimeFormatOptions> = {
  t: { hour: 'numeric', minute: '2-digit' },
  T: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  d: { year: 'numeric', month: '2-digit', day: '2-digit' },
  D: { year: 'numeric', month: 'long', day: 'numeric' },
  f: { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  F: {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
};

/** The text Discord shows for a timestamp in this style; `now` only matters for `R`. */
export function formatTime(ms: number, style: TimeStyle, locale: string, now = Date.now()): string {
  if (style !== 'R') return new Intl.DateTimeFormat(locale, styles[style]).format(ms);
  return relativeTime(ms, now, locale);
}

/** A `<time>` element; {@link refreshTimes} keeps relative ones current. */
export function timestamp(unix: number, style: TimeStyle, locale: string): HTMLTimeElement {
  const ms = unix * 1000;
  const t = el('time', 'md-time', [formatTime(ms, style, locale)]);
  t.dateTime = new Date(ms).toISOString();
  t.title = formatTime(ms, 'F', locale);
  t.dataset.ms = String(ms);
  t.dataset.style = style;
  return t;
}

/** Re-renders timestamps under `root` (relative ones as time passes, all of them after a locale change). */
export function refreshTimes(root: ParentNode, locale: string, onlyRelative: boolean): void {
  const now = Date.now();
  for (const t of root.querySelectorAll<HTMLTimeElement>('time.md-time')) {
    const style = t.dataset.style as TimeStyle;
    if (onlyRelative && style !== 'R') continue;
    const ms = Number(t.dataset.ms);
    t.textContent = formatTime(ms, style, locale, now);
    if (!onlyRelative) t.title = formatTime(ms, 'F', locale);
  }
}

export { el, link };
