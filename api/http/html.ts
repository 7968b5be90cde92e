// Small helpers for the few HTML answers the server writes itself.
import { EMERGENCY_NUMBER, hotline, telHref } from '../../shared/hotlines.ts';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A plain, self-contained page (no scripts, no external styles) with the crisis numbers at the top. */
export function plainPage(title: string, bodyHtml: string): string {
  const dv = hotline('domestic-violence');
  const dvPhone = dv.phone ?? '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/plain.css"></head><body>
<p class="crisis">In danger? Call <a href="${telHref(EMERGENCY_NUMBER)}">${EMERGENCY_NUMBER}</a>. ${escapeHtml(dv.name)}: <a href="${telHref(dvPhone)}">${dvPhone}</a>.</p>
<main><h1>${escapeHtml(title)}</h1>${bodyHtml}</main></body></html>`;
}
