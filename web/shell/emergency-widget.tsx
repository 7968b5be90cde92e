// The emergency help button in the header of every page and its dialog: 911, four crisis lines, and directory links in a new tab.
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { hotlinesInCrisisOrder } from '../../shared/crisis-order.ts';
import { EMERGENCY_NUMBER } from '../../shared/hotlines.ts';
import { buttonStyles } from '../components/button-styles.ts';
import { EmergencyCallLink, HotlineEntry } from '../components/hotline-links.tsx';
import { AlertIcon, CloseIcon, ExternalIcon, LifebuoyIcon, PhoneIcon } from '../components/icons.tsx';
import { useLocalePath, useT } from '../i18n/use-t.ts';

// In crisis order, as every crisis list: the DV hotline, the text line and 988, then RAINN.
const WIDGET_LINES = hotlinesInCrisisOrder(['domestic-violence', 'sexual-assault', 'crisis-text', 'suicide-crisis']);

const DIRECTORY_LINKS = [
  { href: '/resources?category=shelter', label: 'widget.findShelter' },
  { href: '/resources?category=healthcare', label: 'widget.findHealthcare' },
  { href: '/resources?category=womens-rights', label: 'widget.findRights' },
] as const;

export function EmergencyWidget() {
  const t = useT();
  const lp = useLocalePath();
  return (
    <Dialog.Root lazyMount unmountOnExit>
      <Dialog.Trigger
        aria-label={t('widget.open')}
        className="on-color inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full bg-crisis text-on-crisis hover:bg-crisis-strong"
      >
        <LifebuoyIcon className="size-6" />
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className="fixed inset-0 z-50 bg-black/55" />
        <Dialog.Positioner className="fixed inset-0 z-50 flex items-end justify-center px-2 pt-16 pb-2 sm:items-center sm:p-4 sm:pt-16">
          <Dialog.Content className="max-h-[calc(100dvh-4.5rem)] sm:max-h-[calc(100dvh-5rem)] w-full max-w-lg overflow-y-auto rounded-xl bg-surface p-5 text-ink shadow-float outline-none sm:p-6">
            <div className="flex items-start justify-between gap-3">
              <Dialog.Title className="m-0 text-xl font-bold text-heading">{t('widget.title')}</Dialog.Title>
              <Dialog.CloseTrigger
                aria-label={t('widget.close')}
                className="-mt-1 -mr-1 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-ink-muted hover:bg-surface-2 hover:text-ink"
              >
                <CloseIcon />
              </Dialog.CloseTrigger>
            </div>

            <div className="mt-3 rounded-lg border border-crisis/40 bg-crisis-soft p-4 text-crisis-ink">
              <Dialog.Description className="m-0 flex items-start gap-2 font-semibold">
                <AlertIcon className="mt-0.5 size-5 shrink-0" />
                {t('crisis.immediateDanger', { number: EMERGENCY_NUMBER })}
              </Dialog.Description>
              <EmergencyCallLink className={`${buttonStyles.crisis} mt-3 w-full`}>
                <PhoneIcon />
                {t('hotline.call', { number: EMERGENCY_NUMBER })}
              </EmergencyCallLink>
            </div>

            <h3 className="mt-5 mb-0 text-base font-bold text-heading">{t('widget.talk')}</h3>
            <ul className="m-0 mt-3 flex list-none flex-col gap-4 p-0">
              {WIDGET_LINES.map((id) => (
                <li key={id} className="border-b border-line pb-4 last:border-b-0 last:pb-0">
                  <HotlineEntry id={id} as="p" showDescription={false} />
                </li>
              ))}
            </ul>

            <h3 className="mt-5 mb-0 text-base font-bold text-heading">{t('widget.findNear')}</h3>
            <ul className="m-0 mt-2 flex list-none flex-col gap-1 p-0">
              {DIRECTORY_LINKS.map((l) => (
                <li key={l.href}>
                  <a
                    href={lp(l.href)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center gap-2 font-semibold text-link underline decoration-1 underline-offset-4 hover:decoration-2"
                  >
                    {t(l.label)}
                    <ExternalIcon className="size-4" />
                    <span className="sr-only">{t('widget.newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
