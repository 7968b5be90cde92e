// A part of the app's code that could not be fetched is asked for again (web/shell/load-again.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAgain, OFFLINE_RECHECK_MS } from '../../web/shell/load-again.ts';

const failing = (times: number) => {
  let calls = 0;
  return vi.fn(async () => {
    calls++;
    if (calls <= times) throw new TypeError(`Failed to fetch dynamically imported module: /assets/part.js (${calls})`);
    return 'the part';
  });
};

/** A page's connection: `navigator.onLine` and the `online` event, on globalThis as in a page. */
function connection(onLine: boolean) {
  const state = { onLine };
  const events = new EventTarget();
  vi.stubGlobal('navigator', state);
  vi.stubGlobal('addEventListener', events.addEventListener.bind(events));
  vi.stubGlobal('removeEventListener', events.removeEventListener.bind(events));
  return {
    state,
    back: async () => {
      state.onLine = true;
      events.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

describe('loadAgain', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('online: tries again after 1 s and 3 s, and gives up with the last failure after that', async () => {
    vi.useFakeTimers();
    connection(true);
    const twice = failing(2);
    const part = loadAgain(twice);
    await vi.advanceTimersByTimeAsync(999);
    expect(twice).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(twice).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(part).resolves.toBe('the part');

    const always = failing(Infinity);
    const lost = loadAgain(always);
    const settled = expect(lost).rejects.toThrow('(3)');
    await vi.advanceTimersByTimeAsync(4000);
    await settled;
    expect(always).toHaveBeenCalledTimes(3);
  });

  it('offline: waits for the connection (looking again every 15 s), without spending its tries', async () => {
    vi.useFakeTimers();
    const net = connection(false);
    const load = failing(4);
    const part = loadAgain(load);
    await vi.advanceTimersByTimeAsync(OFFLINE_RECHECK_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    // Still offline after 15 s and 30 s: tried, failed, waiting again (none of the three online tries spent).
    await vi.advanceTimersByTimeAsync(1 + OFFLINE_RECHECK_MS);
    expect(load).toHaveBeenCalledTimes(3);
    // Back: tried at once; it fails once more, then the 1 s wait of the first online try.
    await net.back();
    expect(load).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(part).resolves.toBe('the part');
    expect(load).toHaveBeenCalledTimes(5);
    // Nothing is left listening: a later `online` asks for nothing.
    await net.back();
    await vi.advanceTimersByTimeAsync(OFFLINE_RECHECK_MS);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('a module that failed as it ran is not asked for again, online or offline', async () => {
    vi.useFakeTimers();
    const net = connection(false);
    const broken = vi.fn(async () => {
      throw new ReferenceError('x is not defined');
    });
    await expect(loadAgain(broken)).rejects.toThrow('x is not defined');
    net.state.onLine = true;
    await expect(loadAgain(broken)).rejects.toThrow('x is not defined');
    expect(broken).toHaveBeenCalledTimes(2);
  });

  it('a part that loads at once is not asked for again', async () => {
    const load = failing(0);
    await expect(loadAgain(load)).resolves.toBe('the part');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
