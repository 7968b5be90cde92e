// The language switch tapped before the app is live. The page rendered at build time knows only its path, so its
// switch leads to the other language's page without the query or anchor she is on (/emergency?tab=hotlines would
// become /es/emergency), and while the app is brought to life the address itself is the bare path (web/main.tsx): the
// address is completed here, and her choice remembered, as the app's switch does (web/i18n/language-switch.tsx). The
// link itself is then loaded in place of this page (keepOneEntry).
// Also once the app runs: when the address gets its query back, the app's link shows it only after its next render,
// and a tap in between went to the bare page. The address is the one truth, so the link is always completed from it.
// Her choice is remembered here only while the app does not listen: once it does, its own handler remembers it, and
// it alone knows whether this page has erased the device (this script's copy of that state does not).
import { isLocale, localePath } from '../../shared/locale.ts';
import { ADDRESS_ATTRIBUTE } from '../../shared/page-html.ts';
import { writeLanguageChoice } from '../i18n/language-choice.ts';
import { appListens } from './quick-exit-early.ts';

document.addEventListener(
  'click',
  (e) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = e.target instanceof Element ? e.target.closest('a[data-language-switch]') : null;
    const other = link?.getAttribute('hreflang');
    if (!link || !isLocale(other)) return;
    const hydrating = document.documentElement.hasAttribute(ADDRESS_ATTRIBUTE);
    if (!appListens() || hydrating) writeLanguageChoice(other);
    // While the app is being brought to life its address is the bare path; the one she is on is kept aside.
    const address = document.documentElement.getAttribute(ADDRESS_ATTRIBUTE) ?? `${location.pathname}${location.search}${location.hash}`;
    link.setAttribute('href', localePath(address, other));
  },
  true,
);
