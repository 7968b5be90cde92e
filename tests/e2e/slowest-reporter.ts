// A Playwright reporter that prints, at the end of a run, the ten slowest tests with the share of their time-out each
// used, so the next slowdown is seen before it becomes a time-out on a slower machine (issue 39).
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** A test that takes more than this share of its time-out has too little headroom for a slower machine. */
export const HEADROOM_SHARE = 1 / 3;
const SHOWN = 10;

interface Timing {
  title: string;
  ms: number;
  timeoutMs: number;
}

export default class SlowestReporter implements Reporter {
  private readonly timings: Timing[] = [];
  private startedAt = Date.now();

  onBegin(): void {
    this.startedAt = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') return;
    const file = test.location.file.split('/').pop() ?? '';
    // Its describe blocks too: the same title may be under two (a route at two screen widths).
    const title = test.titlePath().filter((part) => part && !part.endsWith(file)).join(' › ');
    this.timings.push({ title: `${file}:${test.location.line} › ${title}`, ms: result.duration, timeoutMs: test.timeout });
  }

  onEnd(result: FullResult): void {
    if (this.timings.length === 0) return;
    const slowest = [...this.timings].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    const minutes = ((Date.now() - this.startedAt) / 60_000).toFixed(1);
    const lines = slowest.map((t) => {
      const share = t.ms / t.timeoutMs;
      const flag = share > HEADROOM_SHARE ? '  ← over a third of its time-out' : '';
      return `  ${(t.ms / 1000).toFixed(1).padStart(5)} s  ${String(Math.round(share * 100)).padStart(3)} %  ${t.title}${flag}`;
    });
    const over = this.timings.filter((t) => t.ms / t.timeoutMs > HEADROOM_SHARE).length;
    console.log(
      [
        '',
        `The ${slowest.length} slowest of ${this.timings.length} tests (${result.status}, ${minutes} min in all; share of each one's time-out):`,
        ...lines,
        over ? `${over} test(s) took over a third of their time-out.` : 'Every test took under a third of its time-out.',
        '',
      ].join('\n'),
    );
  }
}
