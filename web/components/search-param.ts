// The directory's search: its words in an address (/resources?q=shelter): read from an incoming address once (old and
// shared links), then taken out of it. Apart from the search itself, so a page can read it without loading it.
export const SEARCH_PARAM = 'q';
/** The directory's pages share one search text. */
export const DIRECTORY_SEARCH_KEY = 'directory';
