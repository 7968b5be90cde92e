// The language she chose on this device (the switch, or yes to the offer) is where a visit starts: a visit that
// opens on the other language's page (the installed app's start page, an old link) moves to the same page in hers.
import { useEffect } from 'react';
import { readLanguageChoice } from './language-choice.ts';
import { useSwitchLanguage } from './use-switch-language.ts';
import { useLocale } from './use-t.ts';

export function useRememberedLanguage(): void {
  const locale = useLocale();
  const switchTo = useSwitchLanguage();
  useEffect(() => {
    const chosen = readLanguageChoice();
    if (chosen && chosen !== locale) switchTo(chosen, { remember: false });
    // Once, when the visit starts: within a visit she moves as she likes.
  }, []);
}
