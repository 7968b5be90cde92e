// Search text rules shared by the server (SQLite FTS5) and the device (MiniSearch): validation, normalisation,
// tokens, light stemming, synonym expansion and the query plan both engines run.
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '../limits.ts';
import { SHORT_QUERIES, STOPWORDS, SYNONYMS } from './synonyms.ts';

/** Lowercase, diacritics removed (like FTS5's unicode61 with remove_diacritics 2). */
export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** Words: runs of letters and digits, everything else separates (like FTS5's unicode61 tokenizer). */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

/**
 * Light plural folding for query words only: indexed text is never stemmed, so the stem must be a prefix of
 * both forms ("shelters" → "shelter", "agencies" → "agenc", "families" → "famil").
 */
export function stem(term: string): string {
  if (term.length >= 5 && term.endsWith('ies')) return term.slice(0, -3);
  if (term.length >= 4 && term.endsWith('s') && !/(ss|us|is)$/.test(term)) return term.slice(0, -1);
  return term;
}

/** Terms shorter than this match whole words only; longer ones also match words they begin ("shelt" → "shelter"). */
export const PREFIX_MIN_CHARS = 3;

export function isPrefixTerm(term: string): boolean {
  return term.length >= PREFIX_MIN_CHARS;
}

/** One way to satisfy a clause: every term must match (as a word or the start of one), in any field. */
export interface Alternative {
  terms: readonly string[];
  /** How much a match counts: 1 for the words typed, less for synonyms, the first synonym (the closest) most. */
  weight: number;
}

/** The first synonym counts this much of the words typed; each further one a step less, down to the floor. */
export const SYNONYM_WEIGHT = 0.8;
export const SYNONYM_WEIGHT_STEP = 0.05;
export const SYNONYM_WEIGHT_MIN = 0.6;

/** One idea typed by the user ("rent help", "texas"); at least one alternative must match. */
export interface Clause {
  text: string;
  alternatives: readonly Alternative[];
}

export interface QueryPlan {
  clauses: readonly Clause[];
}

export type QueryCheck = { ok: true; text: string } | { ok: false; message: string };

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** Bad input gets a clear message: control characters and over-long text are refused. */
export function checkQuery(raw: string): QueryCheck {
  if (CONTROL_CHARS.test(raw)) return { ok: false, message: 'The search text contains characters that cannot be searched. Type plain words.' };
  const text = raw.replace(/\s+/g, ' ').trim();
  if (text.length > SEARCH_MAX_CHARS) {
    return { ok: false, message: `The search text is too long. Use at most ${SEARCH_MAX_CHARS} characters.` };
  }
  return { ok: true, text };
}

/** True when the text is long enough to search (3 characters) or is an abbreviation people type ("dv"). */
export function isSearchable(text: string): boolean {
  const norm = tokenize(text).join(' ');
  return norm.length >= SEARCH_MIN_CHARS || SHORT_QUERIES.has(norm);
}

const MAX_PHRASE_WORDS = 3;

function alternativeOf(text: string, weight: number): Alternative | undefined {
  const terms = tokenize(text).map(stem);
  return terms.length ? { terms, weight } : undefined;
}

function sameTerms(a: Alternative, b: Alternative): boolean {
  return a.terms.length === b.terms.length && a.terms.every((t, i) => t === b.terms[i]);
}

function clauseFor(words: readonly string[]): Clause {
  const text = words.join(' ');
  const alternatives: Alternative[] = [];
  const add = (alt: Alternative | undefined) => {
    if (alt && !alternatives.some((a) => sameTerms(a, alt))) alternatives.push(alt);
  };
  add(alternativeOf(text, 1));
  const synonyms = SYNONYMS[text] ?? SYNONYMS[words.map(stem).join(' ')] ?? [];
  synonyms.forEach((s, i) => add(alternativeOf(s, Math.max(SYNONYM_WEIGHT_MIN, SYNONYM_WEIGHT - i * SYNONYM_WEIGHT_STEP))));
  return { text, alternatives };
}

function synonymKeyAt(words: readonly string[], start: number): number {
  for (let n = Math.min(MAX_PHRASE_WORDS, words.length - start); n >= 2; n--) {
    const phrase = words.slice(start, start + n);
    if (SYNONYMS[phrase.join(' ')] || SYNONYMS[phrase.map(stem).join(' ')]) return n;
  }
  return 1;
}

/**
 * Turns search text into clauses: known phrases first ("rent help", "legal aid"), then single words. Filler words
 * ("help for women near me") are dropped unless nothing else is left. Every clause must match; see `relaxPlan`.
 */
export function parseQuery(text: string): QueryPlan {
  const words = tokenize(text);
  const clauses: Clause[] = [];
  for (let i = 0; i < words.length; ) {
    const n = synonymKeyAt(words, i);
    const phrase = words.slice(i, i + n);
    i += n;
    if (n === 1 && STOPWORDS.has(phrase[0]!)) continue;
    clauses.push(clauseFor(phrase));
  }
  if (clauses.length === 0) {
    // Only filler words: search them as typed, so "help" still finds something.
    for (const w of words) clauses.push(clauseFor([w]));
  }
  // The same idea typed twice counts once.
  return { clauses: clauses.filter((c, i) => clauses.findIndex((d) => d.text === c.text) === i) };
}

/** When every clause together finds nothing, engines retry with any clause matching; ranking puts fuller matches first. */
export type MatchMode = 'all' | 'any';
