// Emergency page, Safety Check-in tab: start a 1, 4 or 24 hour check-in kept on this device; the shell asks "Are you okay?" when it is due.
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CHECK_IN_DURATIONS_H, checkInStatus, formatClock, isDueTomorrow, startCheckIn } from '../../../shared/check-in.ts';
import { LOCALE_TAGS } from '../../../shared/locale.ts';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { CheckIcon } from '../../components/icons.tsx';
import { useNow } from '../../components/use-now.ts';
import { clearCheckIn, saveCheckIn, useCheckIn } from '../../local/private-store.ts';

type Permission = NotificationPermission | 'unsupported';

/**
 * Her browser's answer, asked once the tab is drawn (the page is built without one), without holding up the page:
 * `Notification.permission` is a synchronous call into the browser, which took 20 to 76 ms in a fresh one, as the
 * tab's code arrived after the page was live. The Permissions API answers the same question asynchronously.
 */
function useNotificationPermission(): Permission {
  const [permission, setPermission] = useState<Permission>('unsupported');
  useEffect(() => {
    if (typeof Notification === 'undefined') return;
    let live = true;
    const asked = navigator.permissions?.query({ name: 'notifications' }) ?? Promise.reject(new Error('No Permissions API'));
    void asked
      .then(
        ({ state }): Permission => (state === 'prompt' ? 'default' : state),
        (): Permission => Notification.permission,
      )
      .then((answer) => live && setPermission(answer));
    return () => {
      live = false;
    };
  }, []);
  return permission;
}

function NotificationOptIn() {
  const before = useNotificationPermission();
  const [asked, setPermission] = useState<NotificationPermission>();
  const permission = asked ?? before;
  const t = useT();
  if (permission === 'unsupported') return null;
  if (permission === 'granted') {
    return <p className="m-0 text-sm text-ink-muted">{t('emergency.checkIn.notifyGranted')}</p>;
  }
  if (permission === 'denied') return null;
  return (
    <button
      type="button"
      onClick={() => void Notification.requestPermission().then(setPermission)}
      className={`${buttonStyles.secondary} cursor-pointer self-start`}
    >
      {t('emergency.checkIn.notifyAsk')}
    </button>
  );
}

export function CheckInTab() {
  const checkIn = useCheckIn();
  const now = useNow(1000);
  const status = checkInStatus(checkIn ?? undefined, now);
  const t = useT();
  const locale = useLocale();

  return (
    <div className="grid gap-5">
      <section aria-labelledby="ci-title" className="rounded-lg border border-line bg-surface p-5 shadow-card">
        <h2 id="ci-title" className="m-0 text-xl font-bold">
          {t('emergency.checkIn.tab.title')}
        </h2>
        <p className="mt-2 mb-0">
          <FormattedMessage id="emergency.checkIn.tab.body" values={RICH_TAGS} />
        </p>
        <div className="mt-4 flex flex-wrap gap-3" role="group" aria-label={t('emergency.checkIn.after')}>
          {CHECK_IN_DURATIONS_H.map((h) => (
            <button
              key={h}
              type="button"
              onClick={() => void saveCheckIn(startCheckIn(h, Date.now()))}
              className={`${buttonStyles.primary} cursor-pointer`}
            >
              {t('emergency.checkIn.hours', { hours: h })}
            </button>
          ))}
        </div>
      </section>

      <div role="status">
        {status.state === 'active' && (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-success bg-success-soft p-4 text-success">
            <CheckIcon className="size-5 shrink-0" />
            <p className="m-0 min-w-0 flex-1 basis-56 font-semibold">
              {t('emergency.checkIn.active', {
                tomorrow: isDueTomorrow(status.dueAt, { now }) ? 'yes' : 'no',
                time: formatClock(status.dueAt, LOCALE_TAGS[locale]),
              })}
            </p>
            <button type="button" onClick={() => void clearCheckIn()} className={`${buttonStyles.secondary} cursor-pointer`}>
              {t('emergency.checkIn.cancel')}
            </button>
          </div>
        )}
        {status.state === 'due' && (
          <p className="m-0 rounded-lg border-2 border-crisis bg-crisis-soft p-4 font-semibold text-crisis-ink">
            {t('emergency.checkIn.due')}
          </p>
        )}
      </div>
      <NotificationOptIn />
    </div>
  );
}
