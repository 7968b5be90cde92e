// Modules made at build time by plugins of vite.config.ts.
declare module 'virtual:us-places' {
  /** The address of the US ZIP code table, packed (read it with parsePlaces from shared/geo/places.ts). */
  const url: string;
  export default url;
}

declare module 'virtual:legal-guides/*' {
  /**
   * The hub's guides for a language's pages, with their bodies as sanitised HTML (built from data/legal-guides.json
   * and its translations, web/build/legal-guides.ts).
   */
  const data: import('../shared/legal/guides.ts').BuiltGuides;
  export default data;
}

declare module 'virtual:team-articles/*' {
  /** The team's seeded articles as the news API gives them, for a language's pages (web/build/team-articles.ts). */
  const articles: import('../shared/schemas/news.ts').NewsArticle[];
  export default articles;
}

declare module 'virtual:messages/*' {
  /** A language's catalogue, its ICU messages compiled to FormatJS's AST (web/build/compiled-messages.ts). */
  const messages: Record<import('../shared/messages/en.ts').MessageId, import('@formatjs/icu-messageformat-parser').MessageFormatElement[]>;
  export default messages;
}

declare module 'virtual:message-loaders' {
  /** Each page's catalogue, per language, as a lazy import (web/build/compiled-messages.ts). */
  const loaders: Readonly<Record<import('../shared/messages/pages.ts').MessagePage, Readonly<Record<import('../shared/locale.ts').Locale, () => Promise<{ default: import('./i18n/catalogues.ts').CompiledCatalogue }>>>>>;
  export default loaders;
}
