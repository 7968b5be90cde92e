// /dashboard: her saved resources, reminders, recommendations and recent activity. Signed in, the list is her
// account's, with a copy on this device that works offline (changes go through the outbox). Signed out, she may
// sign in or keep a private list on this device only; at sign-in she is offered to move that list into her account;
// at sign-out her account's copy leaves the device unless she keeps it.
import { Tabs } from '@ark-ui/react/tabs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { metaFor } from '../../../shared/routes.ts';
import { buttonStyles, tabStyles } from '../../components/button-styles.ts';
import { useOnline } from '../../components/use-online.ts';
import { adoptAccount, deviceListSize, fetchAuthStatus, leaveAccount, pendingAccountChanges, syncAccount, type AccountUser, type SessionEndReason } from '../../local/account-sync.ts';
import { db } from '../../local/db.ts';
import { listOwner } from '../../local/list-owner.ts';
import { accountCopyViewable, forgetSessionConfirmed, recordSessionConfirmed, signOutPending } from '../../local/session-marks.ts';
import { useOutbox } from '../../local/outbox-hooks.ts';
import { sendWaiting } from '../../local/outbox-send.ts';
import { dismissToast, toast } from '../../shell/toast.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';
import { Overview, Reminders, SavedResources } from './list-tabs.tsx';
import { AccountActions } from './account-actions.tsx';
import { RecommendationsTab } from './recommendations-tab.tsx';
import { useLocale, useLocalePath, useT, type Translate } from '../../i18n/use-t.ts';
import { signInHref } from '../../shell/nav-links.ts';
import { localePath } from '../../../shared/locale.ts';

const DEVICE_MODE_KEY = 'dashboard-device';
const TABS = ['overview', 'saved', 'reminders', 'recommendations'] as const;

type View =
  | { kind: 'loading' }
  | { kind: 'signed-out'; offline: boolean; leftover: boolean; quiet?: boolean }
  | { kind: 'device' }
  | { kind: 'move'; user: AccountUser; saved: number; reminders: number; preferences: boolean }
  | { kind: 'account'; user?: AccountUser };

async function decide(t: Translate): Promise<View> {
  const [status, owner, device] = await Promise.all([fetchAuthStatus(), listOwner(), db.syncMeta.get(DEVICE_MODE_KEY)]);
  if (status.kind === 'signed-in') {
    const user = status.user;
    await recordSessionConfirmed(user.id, status.sessionExpiresAt);
    if (owner === user.id) return { kind: 'account', user };
    if (!owner) {
      const size = await deviceListSize();
      if (size.saved || size.reminders || size.preferences) return { kind: 'move', user, ...size };
    }
    // Nothing to move, or another account's copy (which is erased, never shown to her).
    await adoptAccount(user.id, 'discard');
    return { kind: 'account', user };
  }
  if (status.kind === 'signed-out') await forgetSessionConfirmed();
  // Signed out everywhere, or the account deleted, from another device: the copy leaves this one at once.
  if (status.kind === 'signed-out' && status.ended && owner) {
    await leaveAccount(false);
    tellCopyRemoved(t, status.ended);
    return { kind: 'signed-out', offline: false, leftover: false, quiet: true };
  }
  // Offline, her account's copy shows only while the session this browser last confirmed can still be valid; after
  // that (or once the server said it ended) it stays locked until she signs in again.
  if (status.kind === 'offline' && owner && !signOutPending() && (await accountCopyViewable(owner))) return { kind: 'account' };
  if (device && !owner) return { kind: 'device' };
  return { kind: 'signed-out', offline: status.kind === 'offline', leftover: Boolean(owner) };
}

function tellCopyRemoved(t: Translate, reason: SessionEndReason) {
  toast({
    title: t('dashboard.removed.title'),
    description: t(reason === 'account-deleted' ? 'dashboard.removed.accountDeleted' : 'dashboard.removed.signedOutEverywhere'),
    variant: 'success',
  });
}

/** Sign-in leaves the app for the provider, and brings her back to the dashboard in this page's language. */
function useSignInHref(): string {
  const locale = useLocale();
  return signInHref(locale, localePath('/dashboard', locale));
}

function Spinner() {
  const t = useT();
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status">
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-brand border-t-transparent" />
      <span className="sr-only">{t('dashboard.loading')}</span>
    </div>
  );
}

function MoveChoice({ view, onDone }: { view: Extract<View, { kind: 'move' }>; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const parts = [
    view.saved ? t('dashboard.move.saved', { count: view.saved }) : '',
    view.reminders ? t('dashboard.move.reminders', { count: view.reminders }) : '',
    view.preferences ? t('dashboard.move.preferences') : '',
  ].filter(Boolean);
  const choose = async (choice: 'move' | 'discard') => {
    setBusy(true);
    await adoptAccount(view.user.id, choice);
    void sendWaiting();
    toast({
      title: t(choice === 'move' ? 'dashboard.move.movedTitle' : 'dashboard.removed.title'),
      description: t(choice === 'move' ? 'dashboard.move.moved' : 'dashboard.move.discarded'),
      variant: 'success',
    });
    onDone();
  };
  return (
    <TopicLayout title={t('dashboard.title')} intro={<p className="m-0">{t('dashboard.move.intro')}</p>}>
      <section aria-labelledby="move" className="mt-10 max-w-2xl rounded-lg border border-line bg-surface p-6 shadow-card">
        <h2 id="move" ref={heading} tabIndex={-1} className="m-0 text-2xl font-bold outline-none">
          {t('dashboard.move.title')}
        </h2>
        <p className="mt-2">{t('dashboard.move.body', { parts: parts.join(', ') })}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.primary} disabled={busy} onClick={() => void choose('move')}>
            {t('dashboard.move.move')}
          </button>
          <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={() => void choose('discard')}>
            {t('dashboard.move.discard')}
          </button>
        </div>
      </section>
    </TopicLayout>
  );
}

function SignOutPanel({ onCancel }: { onCancel: () => void }) {
  const t = useT();
  const path = useLocalePath();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const waiting = useOutbox('account');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const signOut = async (keep: boolean) => {
    setBusy(true);
    setError(undefined);
    await sendWaiting();
    const res = await fetch('/api/logout', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } }).catch(() => undefined);
    if (!res?.ok) {
      setBusy(false);
      setError(t('dashboard.signOut.needsConnection'));
      return;
    }
    await leaveAccount(keep);
    await forgetSessionConfirmed();
    // A kept copy is her private list from now on; removing it leaves no sign that a list was ever used here.
    if (keep) await db.syncMeta.put({ key: DEVICE_MODE_KEY, cursor: '', syncedAt: Date.now() });
    else await db.syncMeta.delete(DEVICE_MODE_KEY);
    window.location.replace(path('/'));
  };
  const pending = waiting?.length ?? 0;
  return (
    <section id="signout-panel" aria-labelledby="signout" className="mt-6 rounded-lg border-2 border-brand bg-surface p-5 text-ink">
      <h2 id="signout" ref={heading} tabIndex={-1} className="m-0 text-xl font-bold outline-none">
        {t('dashboard.signOut.title')}
      </h2>
      <p className="mt-2 mb-0">{t('dashboard.signOut.lead')}</p>
      {pending > 0 && <p className="mt-2 mb-0 font-semibold text-crisis-ink">{t('dashboard.signOut.pending', { count: pending })}</p>}
      {error && (
        <p role="alert" className="mt-3 mb-0 rounded-md bg-crisis-soft p-3 font-semibold text-crisis-ink">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.primary} disabled={busy} onClick={() => void signOut(false)}>
          {t('dashboard.signOut.remove')}
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={() => void signOut(true)}>
          {t('dashboard.signOut.keep')}
        </button>
        <button type="button" className={buttonStyles.ghost} disabled={busy} onClick={onCancel}>
          {t('dashboard.cancel')}
        </button>
      </div>
      <p className="mt-3 mb-0 text-sm text-ink-muted">{t('dashboard.signOut.note')}</p>
    </section>
  );
}

function AccountStatus({ offline }: { offline: boolean }) {
  const t = useT();
  const waiting = useOutbox('account');
  const pending = waiting?.length ?? 0;
  if (!offline && pending === 0) return null;
  return (
    <p role="status" className="mt-3 mb-0 text-sm font-semibold">
      {offline ? `${t('dashboard.status.offline')} ` : ''}
      {pending > 0 ? t('dashboard.status.waiting', { count: pending }) : ''}
    </p>
  );
}

export function DashboardPage() {
  usePageMeta(metaFor('/dashboard'));
  const t = useT();
  const signInHref = useSignInHref();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [signingOut, setSigningOut] = useState(false);
  const signOutButton = useRef<HTMLButtonElement>(null);
  const [params, setParams] = useSearchParams();
  const online = useOnline();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as string) : 'overview';

  const refresh = useCallback(() => {
    let live = true;
    void decide(t).then((v) => live && setView(v));
    return () => {
      live = false;
    };
  }, [t]);
  useEffect(refresh, [refresh]);

  // Her account's list: sent and pulled on arrival, whenever the connection returns, and once her changes are all
  // sent (a pull that crossed one of them was set aside). Opened offline, the account is asked for again once online.
  const userId = view.kind === 'account' ? view.user?.id : undefined;
  const waiting = useOutbox('account');
  const allSent = waiting?.length === 0;
  const openedOffline = view.kind === 'account' && !view.user;
  useEffect(() => {
    if (online && openedOffline) return refresh();
  }, [online, openedOffline, refresh]);
  useEffect(() => {
    if (!userId || !online || !allSent) return;
    void syncAccount(userId).then((outcome) => {
      if (outcome.startsWith('ended:')) {
        signedOutOnPurpose.current = true;
        tellCopyRemoved(t, outcome === 'ended:account-deleted' ? 'account-deleted' : 'signed-out-everywhere');
      }
      if (outcome === 'signed-out' || outcome.startsWith('ended:')) refresh();
      else if (outcome === 'pulled') void recordSessionConfirmed(userId);
    });
  }, [userId, online, allSent, refresh, t]);

  const signInToast = useRef<string>(undefined);
  // Signed out on purpose (everywhere, or the account deleted): her own action's message stays, not a sign-in prompt.
  const signedOutOnPurpose = useRef(false);
  useEffect(() => {
    if (view.kind === 'signed-out' && (signedOutOnPurpose.current || view.quiet)) {
      signedOutOnPurpose.current = false;
      // The button she pressed is gone with its section: keyboard focus goes on to the sign-in box.
      requestAnimationFrame(() => document.getElementById('signin')?.focus());
      return;
    }
    if (view.kind === 'signed-out' && !view.offline) {
      signInToast.current = toast({ title: t('dashboard.signIn.toastTitle'), description: t('dashboard.signIn.toast'), variant: 'destructive' });
    }
  }, [view, t]);

  const chooseDevice = async () => {
    await db.syncMeta.put({ key: DEVICE_MODE_KEY, cursor: '', syncedAt: Date.now() });
    if (signInToast.current) dismissToast(signInToast.current);
    setView({ kind: 'device' });
  };

  if (view.kind === 'loading') return <Spinner />;
  if (view.kind === 'move') return <MoveChoice view={view} onDone={refresh} />;

  if (view.kind === 'signed-out') {
    return (
      <TopicLayout title={t('dashboard.title')} intro={<p className="m-0">{t('dashboard.signedOut.intro')}</p>}>
        {view.leftover && (
          <section aria-labelledby="leftover" className="mt-10 rounded-lg border-2 border-brand bg-surface p-6">
            <h2 id="leftover" className="m-0 text-xl font-bold">
              {t(view.offline ? 'dashboard.signedOut.locked' : 'dashboard.signedOut.ended')}
            </h2>
            <p className="mt-2 mb-4">{t(view.offline ? 'dashboard.signedOut.lockedBody' : 'dashboard.signedOut.endedBody')}</p>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={async () => {
                await leaveAccount(false);
                toast({ title: t('dashboard.removed.title'), description: t('dashboard.removed.copy'), variant: 'success' });
                refresh();
                // The button is gone with its box: focus goes on to what is left.
                requestAnimationFrame(() => document.getElementById('signin')?.focus());
              }}
            >
              {t('dashboard.signedOut.remove')}
            </button>
          </section>
        )}
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="signin" className="rounded-lg border border-line bg-surface p-6 shadow-card">
            <h2 id="signin" tabIndex={-1} className="m-0 text-2xl font-bold outline-none">
              {t('dashboard.signIn.title')}
            </h2>
            <p className="mt-2 mb-4">{t(view.offline ? 'dashboard.signIn.offline' : 'dashboard.signIn.why')}</p>
            {/* A full page load: sign-in leaves the app for the provider. */}
            <a href={signInHref} className={buttonStyles.primary}>
              {t('dashboard.signIn.button')}
            </a>
          </section>
          {!view.leftover && (
            <section aria-labelledby="device" className="rounded-lg bg-brand-soft p-6">
              <h2 id="device" className="m-0 text-2xl font-bold">
                {t('dashboard.device.title')}
              </h2>
              <p className="mt-2 mb-4">{t('dashboard.device.body')}</p>
              <button type="button" className={buttonStyles.secondary} onClick={() => void chooseDevice()}>
                {t('dashboard.device.use')}
              </button>
            </section>
          )}
        </div>
      </TopicLayout>
    );
  }

  const account = view.kind === 'account';
  const name = account ? view.user?.firstName : undefined;
  return (
    <TopicLayout
      title={t('dashboard.title')}
      intro={
        <p className="m-0">
          {account
            ? `${name ? `${t('dashboard.account.welcome', { name })} ` : ''}${t('dashboard.account.intro')}`
            : t('dashboard.device.intro')}
        </p>
      }
      heroExtra={
        account ? (
          <>
            <AccountStatus offline={!view.user || !online} />
            <button
              ref={signOutButton}
              type="button"
              className={`${buttonStyles.secondary} mt-4`}
              aria-expanded={signingOut}
              aria-controls={signingOut ? 'signout-panel' : undefined}
              onClick={() => setSigningOut(true)}
            >
              {t('dashboard.signOut.button')}
            </button>
          </>
        ) : (
          <a href={signInHref} className={`${buttonStyles.secondary} mt-4`}>
            {t('dashboard.device.signIn')}
          </a>
        )
      }
    >
      {signingOut && (
        <SignOutPanel
          onCancel={() => {
            setSigningOut(false);
            signOutButton.current?.focus();
          }}
        />
      )}
      <Tabs.Root value={tab} onValueChange={({ value }) => setParams(value === 'overview' ? {} : { tab: value }, { replace: true })} className="mt-10">
        <Tabs.List aria-label={t('dashboard.tabs.label')} className="flex flex-wrap gap-1 rounded-lg border border-line bg-surface p-1">
          <Tabs.Trigger value="overview" className={tabStyles}>
            {t('dashboard.tab.overview')}
          </Tabs.Trigger>
          <Tabs.Trigger value="saved" className={tabStyles}>
            {t('dashboard.tab.saved')}
          </Tabs.Trigger>
          <Tabs.Trigger value="reminders" className={tabStyles}>
            {t('dashboard.tab.reminders')}
          </Tabs.Trigger>
          <Tabs.Trigger value="recommendations" className={tabStyles}>
            {t('dashboard.tab.recommendations')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" className="pt-6 outline-none">
          <Overview />
        </Tabs.Content>
        <Tabs.Content value="saved" className="pt-6 outline-none">
          <SavedResources />
        </Tabs.Content>
        <Tabs.Content value="reminders" className="pt-6 outline-none">
          <Reminders />
        </Tabs.Content>
        <Tabs.Content value="recommendations" className="pt-6 outline-none">
          <RecommendationsTab account={account} />
        </Tabs.Content>
      </Tabs.Root>
      {account && (
        <AccountActions
          onSignedOut={() => {
            signedOutOnPurpose.current = true;
            refresh();
          }}
        />
      )}
    </TopicLayout>
  );
}
