/**
 * The "Detect my time zone" page, served by the bot's own HTTP entry (the Function URL in AWS,
 * the local runtime's adapter locally):
 * - `GET /tz?t=<token>`: a small page whose script reads the browser's zone
 *   (`Intl.DateTimeFormat().resolvedOptions().timeZone`), shows it and asks before saving it,
 *   with a list of every zone to pick another, then POSTs the choice back;
 * - `POST /tz` with `{"t": token, "zone": name}` (`application/json`, from the page's own
 *   origin): saves it as the token's user's zone, once per link.
 * An expired or used token answers 410, a forged or malformed one 403, a POST from another
 * origin 403, another content type 415, an invalid zone 400; nothing is saved then. A form on
 * another site cannot send JSON without a CORS preflight, which this route never grants. Texts come from the catalogs, in the language the token carries.
 */
import { randomBytes } from 'node:crypto';
import type { Translate } from '../i18n.js';
import type { Logger } from '../usecases/ports.js';
import type { Clock, UserStore } from '../usecases/ports.js';
import { saveDetectedZone, verifyZoneToken } from '../usecases/zone-detect.js';
import { fromOrigin, isJson, pageSecurityHeaders } from './page-headers.js';
import { escapeHtml, pageHtml } from './page-shell.js';

export interface ZonePageDeps {
  readonly users: Pick<UserStore, 'setTimezoneFromLink'>;
  readonly clock: Clock;
  readonly translate: Translate;
  readonly log: Logger;
  /** The signing key; without one no link was ever given out, and the page does not exist. */
  readonly key: string | undefined;
  /** The bot's public address (PUBLIC_BASE_URL), where the links point: the only origin whose page may POST. */
  readonly origin: string | undefined;
}

export interface ZonePageRequest {
  readonly method: string;
  readonly query: Readonly<Record<string, string | undefined>>;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly body: string;
}

export interface ZonePageResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** The path the page lives at, beside `/interactions`. */
export const ZONE_PAGE_PATH = '/tz';

/** A browser's zone name is short; anything bigger than this is not a page of ours talking. */
const MAX_POST_BYTES = 2048;

const common = { ...pageSecurityHeaders, 'cache-control': 'no-store' };

/** The language of a visitor whose token we cannot read: their browser's first choice. */
export function browserLocale(headers: ZonePageRequest['headers']): string {
  return headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim() || 'en-US';
}

function page(
  t: (key: string) => string,
  locale: string,
  status: number,
  body: string,
  script?: { nonce: string; data: unknown; code: string },
): ZonePageResponse {
  // JSON inside <script type="application/json">: '<' escaped so no '</script>' can end it early.
  const data = script
    ? `<script type="application/json" id="d">${JSON.stringify(script.data).replace(/</g, '\\u003c')}</script>`
    : '';
  const code = script ? `<script nonce="${script.nonce}">${script.code}</script>` : '';
  const html = pageHtml({
    locale,
    title: t('zone.page.title'),
    body: `${body}${data}${code}`,
    ...(script ? { nonce: script.nonce } : {}),
  });
  const nonce = script ? `'nonce-${script.nonce}'` : "'none'";
  return {
    status,
    headers: {
      ...common,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; script-src ${nonce}; style-src ${nonce === "'none'" ? "'unsafe-inline'" : nonce}; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    },
    body: html,
  };
}

function json(status: number, value: unknown): ZonePageResponse {
  return {
    status,
    headers: { ...common, 'content-type': 'application/json' },
    body: JSON.stringify(value),
  };
}

/**
 * The page's script: reads the browser's zone and asks before saving it ("Save <zone>"), with
 * every zone the browser knows in a list to pick another; the choice is POSTed with the token,
 * and the answer shown. Kept small and plain.
 */
const detectScript = `const d=JSON.parse(document.getElementById('d').textContent);const $=i=>document.getElementById(i);const o=$('out'),ask=$('ask'),sel=$('other');let z='';try{z=Intl.DateTimeFormat().resolvedOptions().timeZone||''}catch(e){}let all=[];try{all=Intl.supportedValuesOf('timeZone')}catch(e){}if(z&&!all.includes(z))all.unshift(z);for(const n of all){const op=document.createElement('option');op.value=n;op.textContent=n;if(n===z)op.selected=true;sel.append(op)}if(z){$('found').textContent=d.found.replace('{{zone}}',z);$('save').textContent=d.save.replace('{{zone}}',z)}else{$('found').textContent=d.pick;$('save').hidden=true;$('other-label').hidden=true}o.hidden=true;ask.hidden=false;const post=v=>{ask.hidden=true;o.hidden=false;o.textContent='…';fetch(location.pathname,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({t:d.t,zone:v})}).then(r=>r.json()).then(j=>{o.textContent=j.message||d.failed}).catch(()=>{o.textContent=d.failed})};$('save').addEventListener('click',()=>post(z));$('save-other').addEventListener('click',()=>post(sel.value));`;

export function createZonePage(
  deps: ZonePageDeps,
): (req: ZonePageRequest) => Promise<ZonePageResponse> {
  return async (req) => {
    const fallback = browserLocale(req.headers);
    const tr = (locale: string) => (key: string, params?: Record<string, unknown>) =>
      deps.translate(locale, key, params);
    const now = deps.clock.now();
    if (req.method === 'GET' || req.method === 'HEAD') {
      const t = tr(fallback);
      if (!deps.key) return page(t, fallback, 404, `<p>${escapeHtml(t('zone.page.invalid'))}</p>`);
      const token = req.query['t'] ?? '';
      const check = verifyZoneToken(deps.key, token, now);
      if (!check.ok)
        return page(
          t,
          fallback,
          check.reason === 'expired' ? 410 : 403,
          `<p>${escapeHtml(t(`zone.page.${check.reason}`))}</p>`,
        );
      const { locale } = check.claims;
      const tl = tr(locale);
      // `{{zone}}` stays in the texts the script fills in with the zone it reads.
      const later = (key: string): string => deps.translate(locale, key, { zone: '{{zone}}' });
      const ask = `<div id="ask" hidden><p id="found"></p><p><button id="save" type="button"></button></p><p><label id="other-label" for="other">${escapeHtml(tl('zone.page.other'))}</label><br><select id="other"></select> <button id="save-other" type="button">${escapeHtml(tl('zone.page.save_picked'))}</button></p></div>`;
      return page(
        tl,
        locale,
        200,
        `<p id="out">${escapeHtml(tl('zone.page.detecting'))}</p>${ask}<noscript><p>${escapeHtml(tl('zone.page.noscript'))}</p></noscript>`,
        {
          nonce: randomBytes(16).toString('base64'),
          data: {
            t: token,
            failed: tl('zone.page.failed'),
            found: later('zone.page.found'),
            save: later('zone.page.save'),
            pick: tl('zone.page.pick'),
          },
          code: detectScript,
        },
      );
    }
    if (req.method !== 'POST')
      return {
        ...json(405, { message: 'Method not allowed' }),
        headers: { ...common, 'content-type': 'application/json', allow: 'GET, POST' },
      };
    const t = tr(fallback);
    if (!deps.key) return json(404, { message: t('zone.page.invalid') });
    if (Buffer.byteLength(req.body) > MAX_POST_BYTES)
      return json(413, { message: t('zone.page.failed') });
    if (!isJson(req.headers)) return json(415, { message: t('zone.page.invalid') });
    if (!fromOrigin(req.headers, deps.origin))
      return json(403, { message: t('zone.page.invalid') });
    let body: { t?: unknown; zone?: unknown };
    try {
      body = JSON.parse(req.body) as typeof body;
    } catch {
      return json(400, { message: t('zone.page.failed') });
    }
    if (
      typeof body !== 'object' ||
      body === null ||
      typeof body.t !== 'string' ||
      typeof body.zone !== 'string'
    )
      return json(400, { message: t('zone.page.failed') });
    const saved = await saveDetectedZone(
      { users: deps.users, key: deps.key },
      { token: body.t, zone: body.zone, now },
    );
    const tl = tr(saved.locale ?? fallback);
    if (saved.ok) {
      deps.log.info('zone_detected', { zone: saved.zone });
      // From a zone prompt: its Continue completes the command that asked.
      const key = saved.fromPrompt ? 'zone_continue.page_saved' : 'zone.page.saved';
      return json(200, { message: tl(key, { zone: saved.zone }), zone: saved.zone });
    }
    switch (saved.reason) {
      case 'expired':
        return json(410, { message: tl('zone.page.expired') });
      case 'used':
        return json(410, { message: tl('zone.page.used') });
      case 'invalid':
        return json(403, { message: tl('zone.page.invalid') });
      case 'zone_invalid':
        return json(400, { message: tl('zone.page.failed') });
    }
  };
}
