// A part of the app's code that could not be fetched is asked for again (web/shell/load-again.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAgain } from '../../web/shell/load-again.ts';

const failing = (times: number) => {
  let calls = 0;
  const load = vi.fn(async () => {
    calls++;
    if (calls <= times) throw new TypeError(`Failed to fetch dynamically imported module (${calls})`);
    return 'the part';
  });
  return load;
};

describe('loadAgain', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('online: tries again after 1 s and 3 s, and gives up with the last failure after that', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { onLine: true });
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

  it('offline: waits for the connection to come back, as long as that takes, without spending its tries', async () => {
    vi.useFakeTimers();
    const connection = { onLine: false };
    const page = new EventTarget();
    vi.stubGlobal('navigator', connection);
    vi.stubGlobal('window', page);
    const load = failing(3);
    const part = loadAgain(load);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(1);
    // Back, but the first try fails again while the phone says offline once more: waits again.
    page.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    page.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(3);
    connection.onLine = true;
    page.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    await expect(part).resolves.toBe('the part');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('a part that loads at once is not asked for again', async () => {
    const load = failing(0);
    await expect(loadAgain(load)).resolves.toBe('the part');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
