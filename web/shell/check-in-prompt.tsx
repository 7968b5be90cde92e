// On every page: when the check-in kept on this device falls due, ask "Are you okay?" (and show a system notification if allowed).
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { EMERGENCY_NUMBER } from '../../shared/hotlines.ts';
import { checkInStatus } from '../../shared/check-in.ts';
import { buttonStyles } from '../components/button-styles.ts';
import { EmergencyCallLink } from '../components/hotline-links.tsx';
import { clearCheckIn, useCheckIn } from '../local/private-store.ts';
import { useT } from '../i18n/use-t.ts';

const CHECK_EVERY_MS = 1000;

function notifyOnce(dueAt: number, shown: { current: number }, words: { title: string; body: string }) {
  if (shown.current === dueAt || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  shown.current = dueAt;
  // A neutral text: the notification can be seen by anyone who picks up the phone.
  void navigator.serviceWorker?.ready
    .then((reg) => reg.showNotification(words.title, { body: words.body, tag: 'check-in' }))
    .catch(() => undefined);
}

export function CheckInPrompt() {
  const checkIn = useCheckIn();
  const [now, setNow] = useState(() => Date.now());
  const notified = useRef(0);
  const t = useT();
  useEffect(() => {
    if (!checkIn) return;
    const timer = window.setInterval(() => setNow(Date.now()), CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [checkIn]);

  const status = checkInStatus(checkIn ?? undefined, now);
  const due = status.state === 'due';
  useEffect(() => {
    if (due && checkIn) notifyOnce(checkIn.dueAt, notified, { title: t('checkIn.title'), body: t('checkIn.notification') });
  }, [due, checkIn, t]);

  return (
    <Dialog.Root open={due} role="alertdialog" lazyMount unmountOnExit onOpenChange={({ open }) => !open && void clearCheckIn()}>
      <Portal>
        <Dialog.Backdrop className="fixed inset-0 z-50 bg-black/55" />
        <Dialog.Positioner className="fixed inset-0 z-50 flex items-center justify-center p-4">
          <Dialog.Content className="w-full max-w-md rounded-xl bg-surface p-6 text-ink shadow-float outline-none">
            <Dialog.Title className="m-0 text-2xl font-bold text-heading">{t('checkIn.title')}</Dialog.Title>
            <Dialog.Description className="mt-2 mb-0">{t('checkIn.body')}</Dialog.Description>
            <div className="mt-5 grid gap-3">
              <button type="button" onClick={() => void clearCheckIn()} className={`${buttonStyles.primary} cursor-pointer`}>
                {t('checkIn.okay')}
              </button>
              <EmergencyCallLink className={buttonStyles.crisis}>{t('hotline.call', { number: EMERGENCY_NUMBER })}</EmergencyCallLink>
              <Link to="/emergency?tab=hotlines" onClick={() => void clearCheckIn()} className={buttonStyles.secondary}>
                {t('checkIn.talk')}
              </Link>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
