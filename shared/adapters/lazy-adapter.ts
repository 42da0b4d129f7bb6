/**
 * An adapter whose module is imported on its first call, not at the cold start: the stores only
 * some commands use (calendar sync, shared events, OAuth states) stay out of the interactions
 * bundle's first load (docs/performance.md, bundle budget). Every member must be an async method,
 * so a call can wait for the import; the type refuses any other shape.
 */
export function lazyAdapter<T extends { [K in keyof T]: (...args: never[]) => Promise<unknown> }>(
  load: () => Promise<T>,
): T {
  let loaded: Promise<T> | undefined;
  return new Proxy({} as T, {
    get(_target, key) {
      // Not a promise itself (`await store` must not call `then`), and no symbol members.
      if (typeof key !== 'string' || key === 'then') return undefined;
      return async (...args: unknown[]) => {
        const adapter = await (loaded ??= load());
        const method = adapter[key as keyof T] as unknown as (...a: unknown[]) => Promise<unknown>;
        return method.apply(adapter, args);
      };
    },
  });
}

/** One import shared by several lazy adapters built from the same module. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
