// Going to the same page in another language: its catalogue first, then the page, so nothing waits half-drawn.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { localePath, type Locale } from '../../shared/locale.ts';
import { loadCatalogue } from './catalogues.ts';
import { writeLanguageChoice } from './language-choice.ts';

/** The address of this page in a language, its query and anchor kept. */
export function useSamePageIn(locale: Locale): string {
  const { pathname, search, hash } = useLocation();
  return localePath(`${pathname}${search}${hash}`, locale);
}

export function useSwitchLanguage(): (locale: Locale, opts?: { remember?: boolean }) => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (locale, { remember = true } = {}) => {
      const to = localePath(`${pathname}${search}${hash}`, locale);
      if (remember) writeLanguageChoice(locale);
      loadCatalogue(locale).then(
        () => navigate(to),
        // The catalogue could not be fetched (offline before the worker kept it): the page itself may still open.
        () => window.location.replace(to),
      );
    },
    [navigate, pathname, search, hash],
  );
}
