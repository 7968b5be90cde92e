// Draws public/safety-planning-guide.pdf and its Spanish twin, public/safety-planning-guide-es.pdf, from the words in
// safety-guide-content.ts (and -es.ts): the same layout for both. Run: npx tsx scripts/make-safety-guide.ts
// (or with an output path and a language, `… out.pdf es`, to draw one).

import { createWriteStream, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import PDFDocument from 'pdfkit';
import { GUIDE_FILES, GUIDE_WORDS, guideSections, type GuideBlock, type GuideLocale, type GuideSection, type GuideWords } from './safety-guide-content.ts';

const publicFile = (locale: GuideLocale) => fileURLToPath(new URL(`../public/${GUIDE_FILES[locale]}`, import.meta.url));
// Fixed so regenerating gives a byte-identical file (pdfkit derives the file ID from the info dictionary).
const CREATION_DATE = new Date('2026-11-22T00:00:00Z');

const PAGE_WIDTH_PT = 612;
const PAGE_HEIGHT_PT = 792;
const MARGIN_X_PT = 56;
const MARGIN_TOP_PT = 54;
const MARGIN_BOTTOM_PT = 66; // leaves room for the footer
const CONTENT_WIDTH_PT = PAGE_WIDTH_PT - 2 * MARGIN_X_PT;
const CONTENT_BOTTOM_PT = PAGE_HEIGHT_PT - MARGIN_BOTTOM_PT;

const PURPLE = '#5b3a8c';
const INK = '#1f1b24';
const MUTED = '#57515e';
const TINT = '#f3eef9';
const RULE = '#cbbfe0';

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const BODY_PT = 12;
const SMALL_PT = 11;
const LINE_GAP_PT = 3;

type Doc = InstanceType<typeof PDFDocument>;

/** Starts a new page when the next `heightPt` would not fit above the footer. */
function ensureSpace(doc: Doc, heightPt: number): void {
  if (doc.y + heightPt > CONTENT_BOTTOM_PT) doc.addPage();
}

function textHeight(doc: Doc, text: string, font: string, sizePt: number, widthPt: number): number {
  return doc.font(font).fontSize(sizePt).heightOfString(text, { width: widthPt, lineGap: LINE_GAP_PT });
}

function write(doc: Doc, text: string, x: number, font: string, sizePt: number, color: string, widthPt: number): void {
  doc.font(font).fontSize(sizePt).fillColor(color).text(text, x, doc.y, { width: widthPt, lineGap: LINE_GAP_PT });
}

function drawTitle(doc: Doc, words: GuideWords): void {
  write(doc, words.title, MARGIN_X_PT, BOLD, 28, PURPLE, CONTENT_WIDTH_PT);
  doc.moveDown(0.2);
  write(doc, words.subtitle, MARGIN_X_PT, REGULAR, 13, MUTED, CONTENT_WIDTH_PT);
  doc.y += 14;
}

/** A tinted, bordered box, used for the 911 call-out and the closing note. */
function drawBox(doc: Doc, section: GuideSection, headingPt: number): void {
  const pad = 16;
  const inner = CONTENT_WIDTH_PT - 2 * pad - 6;
  const paragraphs = section.blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : []));
  const headingH = textHeight(doc, section.heading, BOLD, headingPt, inner);
  const bodyH = paragraphs.reduce((sum, p) => sum + textHeight(doc, p, REGULAR, BODY_PT, inner) + 4, 0);
  const boxH = pad + headingH + 4 + bodyH + pad - 6;
  ensureSpace(doc, boxH + 16);
  const top = doc.y;
  doc.roundedRect(MARGIN_X_PT, top, CONTENT_WIDTH_PT, boxH, 8).fillAndStroke(TINT, RULE);
  doc.rect(MARGIN_X_PT, top + 8, 6, boxH - 16).fill(PURPLE);
  doc.y = top + pad;
  const x = MARGIN_X_PT + pad + 6;
  write(doc, section.heading, x, BOLD, headingPt, INK, inner);
  doc.y += 4;
  for (const p of paragraphs) {
    write(doc, p, x, REGULAR, BODY_PT, INK, inner);
    doc.y += 4;
  }
  doc.y = top + boxH + 16;
}

function drawHeading(doc: Doc, heading: string, firstBlock: GuideBlock | undefined): void {
  const headingH = textHeight(doc, heading, BOLD, 18, CONTENT_WIDTH_PT);
  // Keep a heading with the start of what follows it.
  const nextH = firstBlock?.kind === 'fill-in' ? fillInHeight(doc, firstBlock) : 60;
  ensureSpace(doc, 14 + headingH + 10 + nextH);
  if (doc.y > MARGIN_TOP_PT) doc.y += 14; // no gap needed at the top of a page
  write(doc, heading, MARGIN_X_PT, BOLD, 18, PURPLE, CONTENT_WIDTH_PT);
  const ruleY = doc.y + 1;
  doc.moveTo(MARGIN_X_PT, ruleY).lineTo(MARGIN_X_PT + CONTENT_WIDTH_PT, ruleY).lineWidth(1).stroke(RULE);
  doc.y = ruleY + 9;
}

function drawBullets(doc: Doc, items: string[]): void {
  const indent = 18;
  for (const item of items) {
    const h = textHeight(doc, item, REGULAR, BODY_PT, CONTENT_WIDTH_PT - indent);
    ensureSpace(doc, h);
    doc.circle(MARGIN_X_PT + 5, doc.y + BODY_PT * 0.42, 2.6).fill(PURPLE);
    write(doc, item, MARGIN_X_PT + indent, REGULAR, BODY_PT, INK, CONTENT_WIDTH_PT - indent);
    doc.y += 4;
  }
}

const CHECK_ROW_GAP_PT = 7;

function drawChecklist(doc: Doc, block: Extract<GuideBlock, { kind: 'checklist' }>): void {
  const { items, columns, label } = block;
  const gap = 18;
  const box = 12;
  const colW = (CONTENT_WIDTH_PT - gap * (columns - 1)) / columns;
  const textW = colW - box - 10;
  const rows: string[][] = [];
  for (let i = 0; i < items.length; i += columns) rows.push(items.slice(i, i + columns));
  const rowHeights = rows.map((row) => Math.max(...row.map((item) => textHeight(doc, item, REGULAR, BODY_PT, textW))));
  const labelH = label ? textHeight(doc, label, BOLD, 13, CONTENT_WIDTH_PT) + 6 : 0;
  // A checklist split over two pages is easy to miss, so keep it whole.
  ensureSpace(doc, 6 + labelH + rowHeights.reduce((sum, h) => sum + h + CHECK_ROW_GAP_PT, 0));
  doc.y += 6;
  if (label) {
    write(doc, label, MARGIN_X_PT, BOLD, 13, INK, CONTENT_WIDTH_PT);
    doc.y += 6;
  }
  rows.forEach((row, r) => {
    const rowH = rowHeights[r] ?? 0;
    ensureSpace(doc, rowH);
    const top = doc.y;
    row.forEach((item, col) => {
      const x = MARGIN_X_PT + col * (colW + gap);
      doc.roundedRect(x, top - 0.5, box, box, 2).lineWidth(1.2).stroke(PURPLE);
      doc.y = top;
      write(doc, item, x + box + 10, REGULAR, BODY_PT, INK, textW);
    });
    doc.y = top + rowH + CHECK_ROW_GAP_PT;
  });
}

function drawContact(doc: Doc, block: Extract<GuideBlock, { kind: 'contact' }>): void {
  const ways = block.ways.join('   ·   ');
  const h =
    textHeight(doc, block.name, BOLD, 13, CONTENT_WIDTH_PT) +
    textHeight(doc, ways, BOLD, 13, CONTENT_WIDTH_PT) +
    textHeight(doc, block.description, REGULAR, SMALL_PT, CONTENT_WIDTH_PT);
  ensureSpace(doc, h + 10);
  // Website at the right end of the name's line, so every entry keeps the same shape.
  const top = doc.y;
  doc.font(REGULAR).fontSize(SMALL_PT).fillColor(MUTED);
  doc.text(block.website, MARGIN_X_PT, top + 1.5, { width: CONTENT_WIDTH_PT, align: 'right', lineBreak: false });
  doc.y = top;
  write(doc, block.name, MARGIN_X_PT, BOLD, 13, INK, CONTENT_WIDTH_PT * 0.62);
  write(doc, ways, MARGIN_X_PT, BOLD, 13, PURPLE, CONTENT_WIDTH_PT);
  write(doc, block.description, MARGIN_X_PT, REGULAR, SMALL_PT, MUTED, CONTENT_WIDTH_PT);
  doc.y += 9;
}

const FILL_ROW_PT = 28;

function fillInHeight(doc: Doc, block: Extract<GuideBlock, { kind: 'fill-in' }>): number {
  const captions = block.columns ? SMALL_PT + 4 : 0;
  return textHeight(doc, block.label, BOLD, 13, CONTENT_WIDTH_PT) + captions + block.rows * FILL_ROW_PT + 14;
}

function drawFillIn(doc: Doc, block: Extract<GuideBlock, { kind: 'fill-in' }>): void {
  ensureSpace(doc, fillInHeight(doc, block));
  write(doc, block.label, MARGIN_X_PT, BOLD, 13, INK, CONTENT_WIDTH_PT);
  const columns = block.columns ?? [''];
  const gap = 24;
  const colW = (CONTENT_WIDTH_PT - gap * (columns.length - 1)) / columns.length;
  if (block.columns) {
    const top = doc.y + 2;
    columns.forEach((caption, col) => {
      doc.font(REGULAR).fontSize(SMALL_PT).fillColor(MUTED).text(caption, MARGIN_X_PT + col * (colW + gap), top, { width: colW });
    });
    doc.y = top + SMALL_PT + 2;
  }
  const top = doc.y;
  for (let row = 1; row <= block.rows; row++) {
    const lineY = top + row * FILL_ROW_PT;
    columns.forEach((_, col) => {
      const x = MARGIN_X_PT + col * (colW + gap);
      doc.moveTo(x, lineY).lineTo(x + colW, lineY).lineWidth(0.8).stroke(MUTED);
    });
  }
  doc.y = top + block.rows * FILL_ROW_PT + 14;
}

function drawBlock(doc: Doc, block: GuideBlock): void {
  switch (block.kind) {
    case 'paragraph': {
      ensureSpace(doc, textHeight(doc, block.text, REGULAR, BODY_PT, CONTENT_WIDTH_PT));
      write(doc, block.text, MARGIN_X_PT, REGULAR, BODY_PT, INK, CONTENT_WIDTH_PT);
      doc.y += 6;
      return;
    }
    case 'bullets':
      return drawBullets(doc, block.items);
    case 'checklist':
      return drawChecklist(doc, block);
    case 'contact':
      return drawContact(doc, block);
    case 'fill-in':
      return drawFillIn(doc, block);
  }
}

function drawFooters(doc: Doc, words: GuideWords): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would otherwise make pdfkit add a page.
    doc.page.margins.bottom = 0;
    const y = PAGE_HEIGHT_PT - 42;
    doc.moveTo(MARGIN_X_PT, y - 10).lineTo(PAGE_WIDTH_PT - MARGIN_X_PT, y - 10).lineWidth(0.6).stroke(RULE);
    doc
      .font(REGULAR)
      .fontSize(10)
      .fillColor(MUTED)
      .text(`${words.footer}  ${words.page(i + 1)}`, MARGIN_X_PT, y, { width: CONTENT_WIDTH_PT, align: 'center', lineBreak: false });
  }
}

async function draw(locale: GuideLocale, outputPath: string): Promise<void> {
  const words = GUIDE_WORDS[locale];
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN_TOP_PT, bottom: MARGIN_BOTTOM_PT, left: MARGIN_X_PT, right: MARGIN_X_PT },
    bufferPages: true,
    lang: locale === 'es' ? 'es-US' : 'en-US',
    displayTitle: true,
    info: {
      Title: words.title,
      Subject: words.subject,
      CreationDate: CREATION_DATE,
    },
  });
  mkdirSync(dirname(outputPath), { recursive: true });
  const out = createWriteStream(outputPath);
  const finished = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
  });
  doc.pipe(out);

  drawTitle(doc, words);
  for (const section of guideSections(locale)) {
    if (section.tone) {
      drawBox(doc, section, section.tone === 'urgent' ? 21 : 15);
      continue;
    }
    if (section.newPage) doc.addPage();
    drawHeading(doc, section.heading, section.blocks[0]);
    for (const block of section.blocks) drawBlock(doc, block);
  }
  drawFooters(doc, words);
  const pageCount = doc.bufferedPageRange().count;
  doc.end();
  await finished;
  console.log(`Wrote ${outputPath} (${pageCount} pages)`);
}

// An output path and a language may be given (the test regenerates into a temporary file to compare with the committed one).
const [output, language = 'en'] = process.argv.slice(2);
if (language !== 'en' && language !== 'es') throw new Error(`make-safety-guide: no guide in "${language}"`);
if (output) await draw(language, output);
else for (const locale of ['en', 'es'] as const) await draw(locale, publicFile(locale));
