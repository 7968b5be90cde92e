// The newsletter's two-step form: email, then interests. Written to the device's outbox first, so a signup made
// offline goes out when the connection returns. Loaded after the home page's first paint.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EMAIL_REQUIRED_MESSAGE, NEWSLETTER_INTERESTS, SUBSCRIBE_SUCCESS_MESSAGE } from '../../../shared/newsletter.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { enqueue, sendItem, serverMessageOf } from '../../local/outbox.ts';
import { requestBackgroundSync } from '../../local/outbox-send.ts';
import { toast } from '../../shell/toast.ts';
import { useT } from '../../i18n/use-t.ts';
import { issueText } from '../../i18n/issue-text.ts';

/**
 * The checks on what she types, loaded when she starts using the form (focus) rather than with the home page: the
 * validation library is a large part of a first visit's script work. The service worker keeps it for offline use.
 */
const loadChecks = () => import('../../../shared/schemas/newsletter.ts');

export function NewsletterForm() {
  const [step, setStep] = useState<'email' | 'interests'>('email');
  const [email, setEmail] = useState('');
  const [interests, setInterests] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const legendRef = useRef<HTMLLegendElement>(null);
  const moved = useRef(false);
  // Each step replaces the other: keep the keyboard in the form (not on the first render).
  useEffect(() => {
    if (!moved.current) return;
    if (step === 'email') emailRef.current?.focus();
    else legendRef.current?.focus();
  }, [step]);
  const go = (next: 'email' | 'interests') => {
    moved.current = true;
    setStep(next);
  };
  const [emailInvalid, setEmailInvalid] = useState(false);
  const t = useT();

  /** The checks, or undefined (and she is told) when they cannot be loaded: nothing she typed is lost. */
  async function checks() {
    try {
      return await loadChecks();
    } catch {
      toast({ title: t('newsletter.failed'), description: t('newsletter.failedBody'), variant: 'destructive' });
      return undefined;
    }
  }

  async function next(e: FormEvent) {
    e.preventDefault();
    const loaded = await checks();
    if (!loaded) return;
    const checked = loaded.subscriptionSchema.shape.email.safeParse(email);
    if (!checked.success) {
      setEmailInvalid(true);
      emailRef.current?.focus();
      const empty = email.trim() === '';
      toast({ title: empty ? t('newsletter.emailRequired') : t('newsletter.checkEmail'), description: empty ? t(EMAIL_REQUIRED_MESSAGE) : issueText(t, checked.error.issues[0]), variant: 'destructive' });
      return;
    }
    setEmailInvalid(false);
    go('interests');
  }

  async function subscribe(e: FormEvent) {
    e.preventDefault();
    const loaded = await checks();
    if (!loaded) return;
    const parsed = loaded.subscriptionSchema.safeParse({ email, interests });
    if (!parsed.success) {
      toast({ title: t('newsletter.failed'), description: issueText(t, parsed.error.issues[0]), variant: 'destructive' });
      return;
    }
    setSending(true);
    try {
      // A generic label: the address is not shown on screen again (someone may be looking).
      const item = await enqueue({ kind: 'newsletter', url: '/api/newsletter/subscribe', body: parsed.data, label: t('newsletter.label') }, {}, { sendingNow: true });
      const outcome = await sendItem(item);
      if (outcome.kind === 'rejected') {
        toast({ title: t('newsletter.failed'), description: outcome.message || t('newsletter.failedBody'), variant: 'destructive' });
        return;
      }
      // The server's own answer, in the page's language (the outbox sends it); the English one if it had none.
      if (outcome.kind === 'sent') toast({ title: t('newsletter.checkInbox'), description: serverMessageOf(outcome.body) ?? SUBSCRIBE_SUCCESS_MESSAGE, variant: 'success' });
      else {
        toast({ title: t('newsletter.saved'), description: t('newsletter.savedBody') });
        void requestBackgroundSync();
      }
      setEmail('');
      setInterests([]);
      go('email');
    } catch {
      toast({ title: t('newsletter.failed'), description: t('newsletter.failedBody'), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  if (step === 'email') {
    return (
      <form noValidate onSubmit={(e) => void next(e)} onFocus={() => void loadChecks().catch(() => undefined)} className="mt-5 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-[1_1_16rem]">
          <label htmlFor={`${id}-email`} className="block font-semibold">
            {t('newsletter.email')}
          </label>
          <input
            ref={emailRef}
            aria-invalid={emailInvalid || undefined}
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className="mt-1 block min-h-11 w-full rounded-md border-2 border-line bg-surface px-3 py-2 text-base text-ink focus:border-brand"
          />
        </div>
        <button type="submit" className={`${buttonStyles.primary} cursor-pointer`}>
          {t('newsletter.continue')}
        </button>
      </form>
    );
  }

  const n = interests.length;
  return (
    <form onSubmit={(e) => void subscribe(e)} className="mt-5">
      <fieldset className="m-0 border-0 p-0">
        <legend ref={legendRef} tabIndex={-1} className="font-semibold">
          {t('newsletter.interests')}
        </legend>
        <p className="mt-1 mb-0 text-sm text-ink-muted">{t('newsletter.for', { email: email.trim() })}</p>
        <ul className="m-0 mt-3 grid list-none gap-1 p-0 sm:grid-cols-2">
          {NEWSLETTER_INTERESTS.map((i) => (
            <li key={i.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 hover:bg-brand-soft">
                <input
                  type="checkbox"
                  checked={interests.includes(i.id)}
                  onChange={(e) => setInterests((list) => (e.target.checked ? [...list, i.id] : list.filter((x) => x !== i.id)))}
                  className="size-5 shrink-0 accent-brand"
                />
                {t(`newsletter.interest.${i.id}`)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" disabled={sending} className={`${buttonStyles.primary} cursor-pointer disabled:opacity-60`}>
          {sending ? t('newsletter.subscribing') : t('newsletter.subscribeTopics', { count: n })}
        </button>
        <button type="button" onClick={() => go('email')} className={`${buttonStyles.secondary} cursor-pointer`}>
          {t('newsletter.back')}
        </button>
      </div>
    </form>
  );
}
