// Shapes of the static reading content on the directory and topic pages (text written by us, checked against sources).
// `Text` is `string` for words as shown, or `MessageId` for content whose words are messages (drawn in the page's
// language by web/pages/resources/reading-text.ts); names, numbers and addresses stay as they are.

/** Arguments of a content's messages: phone numbers are never typed into a message, they come in here. */
export type TextValues = Readonly<Record<string, string>>;

/** A contact of a static listing. Phone numbers of crisis lines are NOT typed here: use `hotlineId`. */
export interface Listing<Text extends string = string> {
  name: string;
  description?: Text;
  /** Arguments of the description's message. */
  values?: TextValues;
  /** Display form, e.g. "1-800-827-5722". Leave out when not confirmed. */
  phone?: string;
  email?: string;
  /** Full https address. */
  website?: string;
  address?: string;
  programs?: readonly Text[];
  award?: Text;
  focus?: Text;
}

/** A titled list of plain sentences (tips, red flags, documents to gather...). */
export interface InfoList<Text extends string = string> {
  title: Text;
  intro?: Text;
  items: readonly Text[];
  /** Arguments of its messages. */
  values?: TextValues;
}

/** A state's entry in a state accordion (its name drawn from its code in the page's language). */
export interface StateEntry<Text extends string = string> {
  /** Two-letter code, e.g. "CA". */
  code: string;
  summary?: Text;
  /** Arguments of the summary's message. */
  values?: TextValues;
  listings: readonly Listing<Text>[];
}

/** Law that changes: always shown with the date it was true and where to check it now. */
export interface AsOf {
  /** ISO date the statement was checked against the source, e.g. "2025-06-30". */
  asOf: string;
  trackerName: string;
  trackerUrl: string;
}

/** A figure shown on a page, always with the named source it comes from. */
export interface SourcedFigure<Text extends string = string> {
  value: Text;
  text: Text;
  source: Text;
  sourceUrl: string;
}
