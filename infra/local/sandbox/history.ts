import { join } from 'node:path';
import { readJsonFile, writeJsonAtomic } from './json-file.js';
import type { SandboxMessage } from './protocol.js';
import type { SandboxStore } from './store.js';

/** The sandbox's chat, kept in DATA_DIR beside the database so a restart shows what was there. */
export const HISTORY_FILE = 'sandbox-history.json';

/** What is kept: the messages and each user's DM channel (so old DMs stay in the right conversation). */
export interface SandboxHistory {
  readonly version: 1;
  readonly dmChannels: Readonly<Record<string, string>>;
  readonly messages: readonly SandboxMessage[];
}

/** Writes are batched: a burst of messages (a paged list, a DM wave) becomes one file write. */
export const historyWriteDelayMs = 250;

export function historyPath(dataDir: string): string {
  return join(dataDir, HISTORY_FILE);
}

/** The saved history, or undefined when there is none or it is not ours (then the chat starts empty). */
export function loadHistory(path: string): SandboxHistory | undefined {
  const h = readJsonFile(path) as Partial<SandboxHistory> | null;
  if (!h || h.version !== 1 || typeof h.dmChannels !== 'object' || !Array.isArray(h.messages))
    return undefined;
  // A deferred reply still "thinking" when the runtime stopped will never get its follow-up.
  const messages = h.messages.filter(
    (m) => typeof m?.id === 'string' && typeof m.channelId === 'string' && !m.pending,
  );
  return { version: 1, dmChannels: h.dmChannels ?? {}, messages };
}

/** Keeps `path` up to date with the store's chat; `flush()` writes now (on shutdown). */
export function persistHistory(store: SandboxStore, path: string): { flush(): void } {
  let timer: NodeJS.Timeout | undefined;
  const write = (): void => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const history: SandboxHistory = {
      version: 1,
      dmChannels: store.dmChannels(),
      messages: store.allMessages(),
    };
    writeJsonAtomic(path, history);
  };
  store.subscribe((event) => {
    if (event.type === 'message' || event.type === 'delete')
      timer ??= setTimeout(write, historyWriteDelayMs);
  });
  return {
    flush() {
      if (timer) write();
    },
  };
}
