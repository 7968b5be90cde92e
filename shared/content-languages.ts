// The languages the listings' own words are written in besides English (a Spanish description): a device keeps them
// only once a page in that language was shown there (web/local/sync-scope.ts), and the change feed sends them only
// when asked (`?langs=es`). Apart from the schemas so the page can read it without the validation library.
export const CONTENT_LANGUAGES = ['es'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
