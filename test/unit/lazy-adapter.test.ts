import { describe, expect, it } from 'vitest';
import { lazyAdapter, once } from '../../shared/adapters/lazy-adapter.js';

interface Store {
  get(id: string): Promise<string | undefined>;
  put(id: string, value: string): Promise<void>;
}

function counted(): { load: () => Promise<Store>; loads: () => number } {
  let loads = 0;
  const data = new Map<string, string>();
  return {
    loads: () => loads,
    load: () => {
      loads += 1;
      return Promise.resolve({
        get: (id) => Promise.resolve(data.get(id)),
        put: (id, value) => {
          data.set(id, value);
          return Promise.resolve();
        },
      });
    },
  };
}

describe('lazyAdapter: a store loaded with its first call', () => {
  it('loads nothing until called, then once, whatever the number of calls at once', async () => {
    const { load, loads } = counted();
    const store = lazyAdapter(load);
    expect(loads()).toBe(0);
    await Promise.all([store.put('a', '1'), store.put('b', '2'), store.get('a')]);
    expect(await store.get('b')).toBe('2');
    expect(loads()).toBe(1);
  });

  it('is not a promise itself: awaiting the store gives the store, not a call', async () => {
    const { load, loads } = counted();
    const store = lazyAdapter(load);
    expect(await Promise.resolve(store)).toBe(store);
    expect(loads()).toBe(0);
  });

  it("passes a failed load on to the call, and the method's own errors too", async () => {
    const broken = lazyAdapter<Store>(() => Promise.reject(new Error('no module')));
    await expect(broken.get('a')).rejects.toThrow('no module');
    const failing = lazyAdapter<Store>(() =>
      Promise.resolve({
        get: () => Promise.reject(new Error('throttled')),
        put: () => Promise.resolve(),
      }),
    );
    await expect(failing.get('a')).rejects.toThrow('throttled');
  });

  it('once: several adapters from one module share one import', async () => {
    let imports = 0;
    const module = once(() => {
      imports += 1;
      return Promise.resolve({ a: counted(), b: counted() });
    });
    const a = lazyAdapter(async () => (await module()).a.load());
    const b = lazyAdapter(async () => (await module()).b.load());
    await Promise.all([a.put('x', '1'), b.put('y', '2')]);
    expect(imports).toBe(1);
  });
});
