// Going to the same page in another language. A document is in one language (its router lives under /es for
// Spanish), so this loads the other page: from the service worker's copy once the site is installed.
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { localePath, type Locale } from '../../shared/locale.ts';
import { writeLanguageChoice } from './language-choice.ts';

/** The address of this page in a language, its query and anchor kept (the router's path has no language prefix). */
export function useSamePageIn(locale: Locale): string {
  const { pathname, search, hash } = useLocation();
  return localePath(`${pathname}${search}${hash}`, locale);
}

export function useSwitchLanguage(): (locale: Locale, opts?: { remember?: boolean }) => void {
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (locale, { remember = true } = {}) => {
      if (remember) writeLanguageChoice(locale);
      // Replace, as every navigation of the site does (decision 012): the visit stays one history entry.
      window.location.replace(localePath(`${pathname}${search}${hash}`, locale));
    },
    [pathname, search, hash],
  );
}
