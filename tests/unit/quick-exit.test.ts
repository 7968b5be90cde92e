// The quick-exit key gestures: Escape x3 and Shift x3 within the window, and what must not trigger them.
import { describe, expect, it } from 'vitest';
import { createQuickExitDetector } from '../../shared/quick-exit-rules.ts';
import { QUICK_EXIT_WINDOW_MS } from '../../shared/limits.ts';

function setup() {
  let t = 1_000_000;
  const detector = createQuickExitDetector({ now: () => t });
  const advance = (ms: number) => {
    t += ms;
  };
  const tap = (key: string) => {
    const down = detector.onKeyDown({ key });
    const up = detector.onKeyUp({ key });
    return down || up;
  };
  return { detector, advance, tap };
}

describe('quick exit detector: Escape', () => {
  it('fires on the third Escape within 2 seconds', () => {
    const { tap, advance } = setup();
    expect(tap('Escape')).toBe(false);
    advance(500);
    expect(tap('Escape')).toBe(false);
    advance(500);
    expect(tap('Escape')).toBe(true);
  });

  it('fires when the three presses span exactly the window', () => {
    const { tap, advance } = setup();
    tap('Escape');
    advance(QUICK_EXIT_WINDOW_MS / 2);
    tap('Escape');
    advance(QUICK_EXIT_WINDOW_MS / 2);
    expect(tap('Escape')).toBe(true);
  });

  it('does not fire when the presses take longer than 2 seconds', () => {
    const { tap, advance } = setup();
    tap('Escape');
    advance(1200);
    tap('Escape');
    advance(1200);
    expect(tap('Escape')).toBe(false);
  });

  it('keeps counting from the presses still inside the window', () => {
    const { tap, advance } = setup();
    tap('Escape');
    advance(2500);
    tap('Escape');
    advance(300);
    expect(tap('Escape')).toBe(false);
    advance(300);
    expect(tap('Escape')).toBe(true);
  });

  it('ignores auto-repeat from a held key', () => {
    const { detector } = setup();
    expect(detector.onKeyDown({ key: 'Escape' })).toBe(false);
    expect(detector.onKeyDown({ key: 'Escape', repeat: true })).toBe(false);
    expect(detector.onKeyDown({ key: 'Escape', repeat: true })).toBe(false);
  });

  it('starts again after firing', () => {
    const { tap } = setup();
    tap('Escape');
    tap('Escape');
    expect(tap('Escape')).toBe(true);
    expect(tap('Escape')).toBe(false);
  });

  it('accepts the legacy "Esc" key name', () => {
    const { tap } = setup();
    tap('Esc');
    tap('Esc');
    expect(tap('Esc')).toBe(true);
  });
});

describe('quick exit detector: Shift', () => {
  it('fires on Shift pressed three times on its own within 2 seconds', () => {
    const { tap, advance } = setup();
    expect(tap('Shift')).toBe(false);
    advance(300);
    expect(tap('Shift')).toBe(false);
    advance(300);
    expect(tap('Shift')).toBe(true);
  });

  it('counts a Shift press on release, not on press', () => {
    const { detector } = setup();
    detector.onKeyDown({ key: 'Shift' });
    detector.onKeyUp({ key: 'Shift' });
    detector.onKeyDown({ key: 'Shift' });
    detector.onKeyUp({ key: 'Shift' });
    expect(detector.onKeyDown({ key: 'Shift' })).toBe(false);
    expect(detector.onKeyUp({ key: 'Shift' })).toBe(true);
  });

  it('does not count Shift used with a letter (typing a capital)', () => {
    const { detector, tap } = setup();
    tap('Shift');
    tap('Shift');
    detector.onKeyDown({ key: 'Shift' });
    detector.onKeyDown({ key: 'A' });
    detector.onKeyUp({ key: 'A' });
    expect(detector.onKeyUp({ key: 'Shift' })).toBe(false);
  });

  it('starts the Shift count again when another key comes between presses', () => {
    const { tap } = setup();
    tap('Shift');
    tap('Shift');
    tap('a');
    expect(tap('Shift')).toBe(false);
    tap('Shift');
    expect(tap('Shift')).toBe(true);
  });

  it('does not fire when the Shift presses take longer than 2 seconds', () => {
    const { tap, advance } = setup();
    tap('Shift');
    advance(1500);
    tap('Shift');
    advance(1500);
    expect(tap('Shift')).toBe(false);
  });

  it('ignores a held Shift key', () => {
    const { detector } = setup();
    detector.onKeyDown({ key: 'Shift' });
    detector.onKeyDown({ key: 'Shift', repeat: true });
    detector.onKeyDown({ key: 'Shift', repeat: true });
    expect(detector.onKeyUp({ key: 'Shift' })).toBe(false);
  });

  it('does not mix Shift and Escape presses into one count', () => {
    const { tap } = setup();
    tap('Shift');
    tap('Escape');
    expect(tap('Shift')).toBe(false);
  });

  it('reset() forgets earlier presses', () => {
    const { detector, tap } = setup();
    tap('Escape');
    tap('Escape');
    detector.reset();
    expect(tap('Escape')).toBe(false);
  });
});
