// The language switch tapped before the app has loaded. The page rendered at build time knows only its path, so its
// switch leads to the other language's page without the query or anchor she is on (/emergency?tab=hotlines would
// become /es/emergency): the address is completed here, and her choice remembered, as the app's switch does
// (web/i18n/language-switch.tsx). The link itself is then loaded in place of this page (keepOneEntry).
import { isLocale, localePath } from '../../shared/locale.ts';
import { writeLanguageChoice } from '../i18n/language-choice.ts';
import { appListens } from './quick-exit-early.ts';

document.addEventListener(
  'click',
  (e) => {
    if (appListens() || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = e.target instanceof Element ? e.target.closest('a[data-language-switch]') : null;
    const other = link?.getAttribute('hreflang');
    if (!link || !isLocale(other)) return;
    writeLanguageChoice(other);
    link.setAttribute('href', localePath(`${location.pathname}${location.search}${location.hash}`, other));
  },
  true,
);
