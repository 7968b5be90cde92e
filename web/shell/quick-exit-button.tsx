// The always-visible Quick exit control (first in the tab order) and the Escape x3 / Shift x3 keyboard gestures.
import { useEffect, type MouseEvent } from 'react';
import { QUICK_EXIT_URL } from '../../shared/limits.ts';
import { ExitIcon } from '../components/icons.tsx';
import { createQuickExitDetector, QUICK_EXIT_APP_ATTRIBUTE } from '../../shared/quick-exit-rules.ts';
import { quickExit } from './quick-exit.ts';
import { useT } from '../i18n/use-t.ts';

export const QUICK_EXIT_NOTE_ID = 'quick-exit-note';

function useQuickExitKeys(): void {
  useEffect(() => {
    const detector = createQuickExitDetector();
    // Capture phase: menus and dialogs stop Escape from bubbling, but the gesture must work everywhere.
    const down = (e: KeyboardEvent) => {
      if (detector.onKeyDown(e)) quickExit();
    };
    const up = (e: KeyboardEvent) => {
      if (detector.onKeyUp(e)) quickExit();
    };
    const forget = () => detector.reset();
    window.addEventListener('keydown', down, true);
    window.addEventListener('keyup', up, true);
    window.addEventListener('blur', forget);
    // From here the app handles the gesture and the button: the early script (public quick-exit.js) stands back.
    document.documentElement.setAttribute(QUICK_EXIT_APP_ATTRIBUTE, '');
    return () => {
      document.documentElement.removeAttribute(QUICK_EXIT_APP_ATTRIBUTE);
      window.removeEventListener('keydown', down, true);
      window.removeEventListener('keyup', up, true);
      window.removeEventListener('blur', forget);
    };
  }, []);
}

/**
 * A real link to the neutral site, so it still works if a script fails; the click handler blanks the page first
 * and replaces the history entry instead of adding one.
 */
export function QuickExitButton({ className = '' }: { className?: string }) {
  useQuickExitKeys();
  const t = useT();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    quickExit();
  };
  return (
    <>
      <a
        href={QUICK_EXIT_URL}
        rel="noreferrer"
        onClick={onClick}
        // The early script (web/early/quick-exit-early.ts) takes this link over until the app has loaded.
        data-quick-exit=""
        aria-describedby={QUICK_EXIT_NOTE_ID}
        className={`${className} inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-md bg-exit px-3 text-sm font-bold text-on-exit no-underline hover:opacity-90 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ink focus-visible:ring-offset-[3px] focus-visible:ring-offset-white`}
      >
        <ExitIcon className="hidden size-4 sm:block" />
        {t('quickExit.label')}
      </a>
      <span id={QUICK_EXIT_NOTE_ID} hidden>
        {t('quickExit.note')} {t('quickExit.keysHint')}
      </span>
    </>
  );
}
