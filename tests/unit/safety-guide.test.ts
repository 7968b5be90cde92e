import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Checks the printable Safety Planning Guide: its words carry every hotline, and the built PDF is a small, real PDF.

import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMERGENCY_NUMBER, HOTLINES, hotline, textInstruction } from '../../shared/hotlines.ts';
import { guideSections, guideText } from '../../scripts/safety-guide-content.ts';

const PDF_PATH = fileURLToPath(new URL('../../public/safety-planning-guide.pdf', import.meta.url));
const PDF_MAX_BYTES = 200 * 1024;

describe('safety guide content', () => {
  const text = guideText(guideSections());

  it('opens with the call-911 line', () => {
    const first = guideSections()[0];
    expect(first?.heading).toBe(`If you are in danger, call ${EMERGENCY_NUMBER}`);
    expect(first?.tone).toBe('urgent');
  });

  it.each(HOTLINES.map((line) => [line.name, line] as const))('lists every way to reach %s', (_, line) => {
    expect(text).toContain(line.name);
    if (line.phone) expect(text).toContain(`Call ${line.phone}`);
    if (line.text) expect(text).toContain(textInstruction(line.text));
    if (line.tty) expect(text).toContain(`TTY ${line.tty}`);
  });

  it('carries the domestic violence hotline number', () => {
    const phone = hotline('domestic-violence').phone ?? '';
    expect(phone).not.toBe('');
    expect(text.some((line) => line.includes(phone))).toBe(true);
  });

  it('has the sections the guide promises', () => {
    const headings = guideSections().map((s) => s.heading);
    for (const heading of [
      'Safety at home and during an argument',
      'Planning to leave',
      'Documents to gather',
      'Safety at work and in public',
      'Safety with children',
      'Digital safety',
      'Emotional safety',
      'My plan',
    ]) {
      expect(headings).toContain(heading);
    }
    const labels = guideSections().flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'fill-in' ? [b.label] : [])));
    expect(labels).toEqual(
      expect.arrayContaining(['My safe people and their numbers', 'A safe place I can go', 'Code word with my trusted people']),
    );
    expect(text.some((line) => line.includes('not legal advice'))).toBe(true);
  });
});

describe('safety guide PDF', () => {
  it('is exactly what the generator draws from today’s content and hotlines (regenerate with npm run assets:guide)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'whs-guide-'));
    try {
      const fresh = join(dir, 'guide.pdf');
      execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../../scripts/make-safety-guide.ts', import.meta.url)), fresh]);
      expect(readFileSync(fresh).equals(readFileSync(PDF_PATH))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is a PDF under 200 KB', () => {
    const header = readFileSync(PDF_PATH).subarray(0, 5).toString('latin1');
    expect(header).toBe('%PDF-');
    const { size } = statSync(PDF_PATH);
    expect(size).toBeGreaterThan(1024);
    expect(size).toBeLessThan(PDF_MAX_BYTES);
  });
});
