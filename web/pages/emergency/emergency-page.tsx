// /emergency: the Quick Exit banner and the safety tabs. The tab is in the address (?tab=hotlines), so it can be linked and survives reload.
import { Tabs } from '@ark-ui/react/tabs';
import { tabStyles } from '../../components/button-styles.ts';
import type { MouseEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { metaFor } from '../../../shared/routes.ts';
import { ExitIcon } from '../../components/icons.tsx';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { quickExit } from '../../shell/quick-exit.ts';
import { HotlinesTab } from './hotlines-tab.tsx';
import { QuickExitTab } from './quick-exit-tab.tsx';
import { EMERGENCY_NUMBER } from '../../../shared/hotlines.ts';
import { useT } from '../../i18n/use-t.ts';
import { laterPart } from '../../shell/later.tsx';
import { useClientValue } from '../../components/use-client-value.ts';

// The tabs she sees first (Quick exit, and the lines) come with the page; the others, which keep what she writes on
// this device, load once the page is live (web/shell/later.tsx), so the device database is not on the way.
// Their words come with them (shared/messages/pages.ts, `emergencyTools`).
const TOOLS = { messages: ['emergency', 'emergencyTools'], device: true } as const;
const SafetyPlanTab = laterPart(() => import('./safety-plan-tab.tsx').then((m) => m.SafetyPlanTab), TOOLS);
const CheckInTab = laterPart(() => import('./check-in-tab.tsx').then((m) => m.CheckInTab), TOOLS);
const DocumentsTab = laterPart(() => import('./documents-tab.tsx').then((m) => m.DocumentsTab), TOOLS);
const EraseDevice = laterPart(() => import('./erase-device.tsx').then((m) => m.EraseDevice), TOOLS);

export const EMERGENCY_TABS = [
  { value: 'quick-exit', label: 'emergency.tab.quickExit', Panel: QuickExitTab },
  { value: 'hotlines', label: 'emergency.tab.hotlines', Panel: HotlinesTab },
  { value: 'safety-plan', label: 'emergency.tab.safetyPlan', Panel: SafetyPlanTab },
  { value: 'check-in', label: 'emergency.tab.checkIn', Panel: CheckInTab },
  { value: 'documents', label: 'emergency.tab.documents', Panel: DocumentsTab },
] as const;
type TabKey = (typeof EMERGENCY_TABS)[number]['value'];

function isTab(value: string | null): value is TabKey {
  return EMERGENCY_TABS.some((t) => t.value === value);
}

const tabClass = tabStyles;

/**
 * Each panel's id is its tab's name, and each tab is an in-page link to it (/emergency#hotlines): before the app runs,
 * or without it, the link shows its panel (styles.css, [data-static-tabs]); once it runs, the tabs work as tabs.
 */
const TAB_IDS = { content: (value: string) => value, trigger: (value: string) => `${value}-tab` };

/**
 * Once the app runs, a tab's link does what a tab does, and no more: no jump, no new history entry. Stopped on the
 * list, as the click bubbles up from the tab (Ark's own handler ignores a click already stopped).
 */
const stayOnTab = (e: MouseEvent<HTMLElement>) => {
  if (e.target instanceof Element && e.target.closest('a[role="tab"]')) e.preventDefault();
};

export function EmergencyPage() {
  usePageMeta(metaFor('/emergency'));
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  // A tab chosen by its link before the app ran (#hotlines) is read once the page is hydrated as it was built, and
  // stays chosen while the address names it: nothing moves under her. Choosing another tab puts it in the address
  // the app's way (?tab=check-in), without the anchor.
  // Read as "hydrated, and the address has an anchor": on most visits there is none, and the page is not drawn again
  // the moment hydration ends (a value read this way that differs from the build's is drawn again at once, in one
  // task React cannot interrupt: the whole page with its tabs, 50 to 110 ms in a fresh browser). The anchor of an
  // address hydrated without it (main.tsx) comes back as an update of the router, which draws the page again anyway.
  const anchored = useClientValue(() => window.location.hash !== '', false);
  const linked = anchored ? decodeURIComponent(hash.slice(1)) : null;
  const requested = isTab(linked) ? linked : params.get('tab');
  const tab: TabKey = isTab(requested) ? requested : 'quick-exit';
  const t = useT();

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="m-0 text-3xl font-extrabold sm:text-4xl">{t('emergency.title')}</h1>
      <p className="mt-3 mb-0 max-w-2xl text-lg text-ink-muted">{t('emergency.lead', { number: EMERGENCY_NUMBER })}</p>

      <section aria-labelledby="qx-banner" className="on-color mt-6 flex flex-wrap items-center gap-4 rounded-lg bg-exit p-4 text-on-exit">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id="qx-banner" className="m-0 text-lg font-bold text-inherit">
            {t('emergency.leave.title')}
          </h2>
          <p className="mt-1 mb-0 text-sm text-inherit">{t('emergency.leave.body')}</p>
        </div>
        <button
          type="button"
          onClick={quickExit}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md bg-on-exit px-4 font-bold text-exit hover:opacity-90"
        >
          <ExitIcon className="size-4" />
          {t('emergency.leave.button')}
        </button>
      </section>

      <Tabs.Root
        value={tab}
        ids={TAB_IDS}
        // Ark follows a tab's link when the arrow keys choose it; here the link only names the panel the tab shows.
        navigate={null}
        onValueChange={({ value }) => setParams(value === 'quick-exit' ? {} : { tab: value }, { replace: true })}
        className="mt-8"
        data-static-tabs=""
      >
        <Tabs.List aria-label={t('emergency.tabs.label')} onClick={stayOnTab} className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
          {EMERGENCY_TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} asChild>
              <a href={`#${tab.value}`} type={undefined} className={`${tabClass} inline-flex items-center no-underline`}>
                {t(tab.label)}
              </a>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {EMERGENCY_TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} className="scroll-mt-28 pt-6 outline-none">
            {/* The vault is unmounted when another tab is chosen: leaving its tab locks it. */}
            {(value !== 'documents' || tab === 'documents') && <Panel />}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <div className="mt-10">
        <EraseDevice />
      </div>
    </div>
  );
}
