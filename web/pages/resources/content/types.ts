// Shapes of the static reading content on the directory and topic pages (text written by us, checked against sources).

/** A contact of a static listing. Phone numbers of crisis lines are NOT typed here: use `hotlineId`. */
export interface Listing {
  name: string;
  description?: string;
  /** Display form, e.g. "1-800-827-5722". Leave out when not confirmed. */
  phone?: string;
  email?: string;
  /** Full https address. */
  website?: string;
  address?: string;
  programs?: readonly string[];
  award?: string;
  focus?: string;
}

/** A titled list of plain sentences (tips, red flags, documents to gather...). */
export interface InfoList {
  title: string;
  intro?: string;
  items: readonly string[];
}

/** A state's entry in a state accordion. */
export interface StateEntry {
  /** Two-letter code, e.g. "CA". */
  code: string;
  name: string;
  summary?: string;
  listings: readonly Listing[];
}

/** Law that changes: always shown with the date it was true and where to check it now. */
export interface AsOf {
  /** ISO date the statement was checked against the source, e.g. "2025-06-30". */
  asOf: string;
  trackerName: string;
  trackerUrl: string;
}

/** A figure shown on a page, always with the named source it comes from. */
export interface SourcedFigure {
  value: string;
  text: string;
  source: string;
  sourceUrl: string;
}
