// Draws the app icons in public/icons/ from one inline SVG mark. Run: npx tsx scripts/make-icons.ts

import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS as CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const ICONS_DIR = fileURLToPath(new URL('../public/icons/', import.meta.url));

const PURPLE = '#5b3a8c';
const VIEWBOX_PX = 512;

/**
 * The mark on a 512 grid centred on (256, 256): a soft white house sheltering a purple heart.
 * `scale` shrinks it about the centre, for the maskable icon's safe zone.
 */
function mark(scale: number): string {
  const t = `translate(256 256) scale(${scale}) translate(-256 -256)`;
  return `<g transform="${t}">
    <path d="M256 118 L398 236 L398 382 Q398 396 384 396 L128 396 Q114 396 114 382 L114 236 Z"
      fill="#ffffff" stroke="#ffffff" stroke-width="28" stroke-linejoin="round"/>
    <path d="M256 358 C 238 344, 178 306, 178 262 C 178 236, 196 218, 219 218 C 236 218, 249 228, 256 242
      C 263 228, 276 218, 293 218 C 316 218, 334 236, 334 262 C 334 306, 274 344, 256 358 Z" fill="${PURPLE}"/>
  </g>`;
}

/** `rounded` for the favicon (transparent corners are fine in an SVG, and a bigger mark reads at 16px); PNGs fill the square so no corner is see-through. */
function iconSvg(options: { rounded: boolean; scale: number }): string {
  const background = options.rounded
    ? `<rect width="${VIEWBOX_PX}" height="${VIEWBOX_PX}" rx="112" fill="${PURPLE}"/>`
    : `<rect width="${VIEWBOX_PX}" height="${VIEWBOX_PX}" fill="${PURPLE}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEWBOX_PX} ${VIEWBOX_PX}">${background}${mark(options.scale)}</svg>`;
}

interface PngIcon {
  file: string;
  sizePx: number;
  scale: number;
}

// The house reaches about 196px from the centre at scale 1; the maskable safe zone is a circle of radius 205px (80%).
const PNG_ICONS: PngIcon[] = [
  { file: 'icon-192.png', sizePx: 192, scale: 0.92 },
  { file: 'icon-512.png', sizePx: 512, scale: 0.92 },
  { file: 'icon-maskable-512.png', sizePx: 512, scale: 0.72 },
  // iOS rounds the corners itself and shows no transparency, so this one is full-bleed too.
  { file: 'apple-touch-icon.png', sizePx: 180, scale: 0.84 },
];

async function main(): Promise<void> {
  mkdirSync(ICONS_DIR, { recursive: true });
  writeFileSync(join(ICONS_DIR, 'favicon.svg'), `${iconSvg({ rounded: true, scale: 1 })}\n`);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const icon of PNG_ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.sizePx, height: icon.sizePx }, deviceScaleFactor: 1 });
      const svg = iconSvg({ rounded: false, scale: icon.scale });
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:${PURPLE}">` +
          `<div style="width:${icon.sizePx}px;height:${icon.sizePx}px">${svg.replace('<svg ', `<svg width="${icon.sizePx}" height="${icon.sizePx}" style="display:block" `)}</div>` +
          `</body></html>`,
      );
      await page.screenshot({
        path: join(ICONS_DIR, icon.file),
        type: 'png',
        omitBackground: false,
        clip: { x: 0, y: 0, width: icon.sizePx, height: icon.sizePx },
      });
      await page.close();
      console.log(`Wrote ${icon.file} (${icon.sizePx}x${icon.sizePx})`);
    }
  } finally {
    await browser.close();
  }
}

await main();
