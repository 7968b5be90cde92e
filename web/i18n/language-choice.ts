// The language she chose on this device, and whether she turned down the offer of the other one. Read from
// localStorage and checked (anything stored may be old or altered); storage that is blocked counts as no choice.
import { isLocale, type Locale } from '../../shared/locale.ts';
import { erasedOnThisPage } from '../local/erasing.ts';

const CHOICE_KEY = 'site-language';
const OFFER_DISMISSED_KEY = 'language-offer-dismissed';

export function readLanguageChoice(): Locale | undefined {
  try {
    const value = localStorage.getItem(CHOICE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeLanguageChoice(locale: Locale): void {
  // After an erase on this page nothing is stored again: the switch still works on this page.
  if (erasedOnThisPage()) return;
  try {
    localStorage.setItem(CHOICE_KEY, locale);
  } catch {
    // Not remembered: the switch still works on this page.
  }
}

export function readOfferDismissed(): boolean {
  try {
    return localStorage.getItem(OFFER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeOfferDismissed(): void {
  if (erasedOnThisPage()) return;
  try {
    localStorage.setItem(OFFER_DISMISSED_KEY, '1');
  } catch {
    // Not remembered: the offer may come back on the next visit, which is harmless.
  }
}
