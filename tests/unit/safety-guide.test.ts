import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Checks the printable Safety Planning Guide: its words carry every hotline, and the built PDF is a small, real PDF.

import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EMERGENCY_NUMBER, HOTLINES, hotline, textInstruction } from '../../shared/hotlines.ts';
import { GUIDE_WORDS, guideSections, guideText } from '../../scripts/safety-guide-content.ts';

const PDF_PATH = fileURLToPath(new URL('../../public/safety-planning-guide.pdf', import.meta.url));
const PDF_ES_PATH = fileURLToPath(new URL('../../public/safety-planning-guide-es.pdf', import.meta.url));

/**
 * The lines of text a PDF drawn by pdfkit shows: its page streams inflated, each TJ array's hex strings decoded
 * (pdfkit's standard fonts use WinAnsi, which windows-1252 decodes).
 */
function pdfLines(path: string): string[] {
  const pdf = readFileSync(path);
  const decoder = new TextDecoder('windows-1252');
  const lines: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let text: string;
    try {
      text = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, array] of text.matchAll(/\[(.*?)\] TJ/g)) {
      lines.push([...array!.matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => decoder.decode(Buffer.from(hex!, 'hex'))).join(''));
    }
  }
  return lines;
}

function regeneratedEquals(committed: string, locale: 'en' | 'es'): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'whs-guide-'));
  try {
    const fresh = join(dir, 'guide.pdf');
    execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../../scripts/make-safety-guide.ts', import.meta.url)), fresh, locale]);
    return readFileSync(fresh).equals(readFileSync(committed));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
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
    expect(regeneratedEquals(PDF_PATH, 'en')).toBe(true);
  });

  it('is a PDF under 200 KB', () => {
    const header = readFileSync(PDF_PATH).subarray(0, 5).toString('latin1');
    expect(header).toBe('%PDF-');
    const { size } = statSync(PDF_PATH);
    expect(size).toBeGreaterThan(1024);
    expect(size).toBeLessThan(PDF_MAX_BYTES);
  });
});

describe('the Spanish safety guide', () => {
  const sections = guideSections('es');
  const text = guideText(sections);

  it('has the English guide’s shape: the 911 call-out first, the same sections, lists and fill-in lines', () => {
    const english = guideSections('en');
    expect(sections[0]?.heading).toBe(`Si está en peligro, llame al ${EMERGENCY_NUMBER}`);
    expect(sections.map((s) => [s.tone, s.newPage, s.blocks.map((b) => [b.kind, 'items' in b ? b.items.length : 0])])).toEqual(
      english.map((s) => [s.tone, s.newPage, s.blocks.map((b) => [b.kind, 'items' in b ? b.items.length : 0])]),
    );
    // Translated: no heading or list item left as the English one (names, websites and "TTY <number>" aside).
    const englishText = new Set(guideText(english));
    const same = text.filter((line) => englishText.has(line) && !line.startsWith('TTY ') && !HOTLINES.some((h) => h.name === line || h.website.includes(line)));
    expect(same).toEqual([]);
  });

  it.each(HOTLINES.map((line) => [line.name, line] as const))('reaches %s by every way, in Spanish where the service offers it', (_, line) => {
    const contact = sections.flatMap((s) => s.blocks).find((b) => b.kind === 'contact' && b.website === line.website.replace(/^https:\/\/(www\.)?/, ''));
    expect(contact?.kind).toBe('contact');
    if (contact?.kind !== 'contact') return;
    expect(contact.name).toBe((line.spanish.confirmed && line.spanish.name) || line.name);
    const ways = contact.ways.join(' · ');
    if (line.phone) expect(ways).toContain(`Llame al ${line.phone}`);
    if (line.spanish.confirmed && line.spanish.call?.press) expect(ways).toContain(`y marque ${line.spanish.call.press}`);
    if (line.text) expect(ways).toContain(line.text.to);
    if (line.spanish.confirmed && line.spanish.textKeyword) expect(ways).toContain(`Envíe ${line.spanish.textKeyword} al ${line.text?.to}`);
    if (line.tty) expect(ways).toContain(`TTY ${line.tty}`);
    if (!line.spanish.confirmed) expect(contact.description).toContain('pida hablar en español');
  });

  it('is exactly what the generator draws (regenerate with npm run assets:guide)', () => {
    expect(regeneratedEquals(PDF_ES_PATH, 'es')).toBe(true);
  });

  it('is a PDF under 200 KB, in Spanish, that prints every hotline number', () => {
    expect(readFileSync(PDF_ES_PATH).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(statSync(PDF_ES_PATH).size).toBeLessThan(PDF_MAX_BYTES);
    expect(readFileSync(PDF_ES_PATH).toString('latin1')).toContain('/Lang (es-US)');
    const printed = pdfLines(PDF_ES_PATH).join('\n');
    for (const words of [GUIDE_WORDS.es.title, 'Si está en peligro, llame al 911', 'Mi bolsa de emergencia', 'Seguridad digital', 'no asesoría legal', 'Página 1']) {
      expect(printed).toContain(words);
    }
    for (const line of HOTLINES) {
      if (line.phone) expect(printed, line.name).toContain(line.phone);
      if (line.text) expect(printed, line.name).toContain(line.text.to);
      if (line.tty) expect(printed, line.name).toContain(line.tty);
    }
    expect(printed).toContain('Envíe AYUDA al 741741');
    // The English guide prints no Spanish, and the reverse.
    expect(pdfLines(PDF_PATH).join('\n')).not.toContain('Si está en peligro');
    expect(printed).not.toContain('If you are in danger');
  });
});
