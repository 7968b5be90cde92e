// The link to the same page in the other language, named in that language ("Español" on English pages).
import type { MouseEvent } from 'react';
import { LOCALE_NAMES, type Locale } from '../../shared/locale.ts';
import { writeLanguageChoice } from './language-choice.ts';
import { useSamePageIn } from './use-switch-language.ts';
import { useLocale } from './use-t.ts';

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'es' : 'en';
}

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const other = otherLocale(useLocale());
  // A plain link to the other page (it works before the app is live, and in a new tab if she asks); the site's
  // click handler loads it in place of this entry (web/shell/one-entry-links.ts). Here it is only remembered.
  const href = useSamePageIn(other);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey) writeLanguageChoice(other);
  };
  return (
    <a href={href} lang={other} hrefLang={other} onClick={onClick} data-language-switch="" className={className}>
      {LOCALE_NAMES[other]}
    </a>
  );
}
