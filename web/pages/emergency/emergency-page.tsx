// /emergency: the Quick Exit banner and the safety tabs. The tab is in the address (?tab=hotlines), so it can be linked and survives reload.
import { Tabs } from '@ark-ui/react/tabs';
import { tabStyles } from '../../components/button-styles.ts';
import { useSearchParams } from 'react-router-dom';
import { metaFor } from '../../../shared/routes.ts';
import { ExitIcon } from '../../components/icons.tsx';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { quickExit } from '../../shell/quick-exit.ts';
import { CheckInTab } from './check-in-tab.tsx';
import { DocumentsTab } from './documents-tab.tsx';
import { EraseDevice } from './erase-device.tsx';
import { HotlinesTab } from './hotlines-tab.tsx';
import { QuickExitTab } from './quick-exit-tab.tsx';
import { SafetyPlanTab } from './safety-plan-tab.tsx';
import { EMERGENCY_NUMBER } from '../../../shared/hotlines.ts';
import { useT } from '../../i18n/use-t.ts';

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

export function EmergencyPage() {
  usePageMeta(metaFor('/emergency'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
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
        onValueChange={({ value }) => setParams(value === 'quick-exit' ? {} : { tab: value }, { replace: true })}
        className="mt-8"
      >
        <Tabs.List aria-label={t('emergency.tabs.label')} className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
          {EMERGENCY_TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} className={tabClass}>
              {t(tab.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {EMERGENCY_TABS.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} className="pt-6 outline-none">
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
