// /donate (spec 2, section 2.12): One-Time or Monthly, the presets, a custom amount (at least $5; "Use" is disabled
// below that), optional name and email, then the payment step. The return to /donate?success=true says thank you.
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { metaFor } from '../../../shared/routes.ts';
import type { MessageId } from '../../../shared/messages/en.ts';
import { DONATION_MAX_DOLLARS, DONATION_MIN_DOLLARS, DONATION_PRESETS, toCents, type DonationType } from '../../../shared/payments/amounts.ts';
import { buttonStyles, fieldStyles } from '../../components/button-styles.ts';
import { CheckIcon, LockIcon } from '../../components/icons.tsx';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { useT } from '../../i18n/use-t.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';
import { emailProblemOf, OptionalEmailField } from './payment-fields.tsx';

// The payment step (Stripe's React parts, and its toasts) loads when she has chosen an amount, not with the page.
const PaymentStep = lazy(() => import('./payment-step.tsx').then((m) => ({ default: m.PaymentStep })));
/** A toast's code loads when one is shown: a return from Stripe says how it went. */
const toast = (...args: Parameters<typeof import('../../shell/toast.ts').toast>) => void import('../../shell/toast.ts').then((m) => m.toast(...args));
import { useDollars } from './use-dollars.ts';

const IMPACT = ['emergency', 'directory', 'education', 'technology'] as const;
const SECURE = ['donate.secure.stripe', 'donate.secure.script', 'donate.secure.receipt'] as const satisfies readonly MessageId[];

/** Why a custom amount cannot be used, and the limit it passed (in cents) when that is why. */
export type AmountProblem = { problem: 'not-amount' } | { problem: 'too-small' | 'too-large'; limitCents: number };

/** The custom amount as typed: cents when it can be used, else why not. */
export function customAmount(text: string): { cents: number } | AmountProblem | undefined {
  if (!text.trim()) return undefined;
  const cents = toCents(text);
  if (cents === undefined) return { problem: 'not-amount' };
  if (cents < DONATION_MIN_DOLLARS * 100) return { problem: 'too-small', limitCents: DONATION_MIN_DOLLARS * 100 };
  if (cents > DONATION_MAX_DOLLARS * 100) return { problem: 'too-large', limitCents: DONATION_MAX_DOLLARS * 100 };
  return { cents };
}

export function DonatePage() {
  usePageMeta(metaFor('/donate'));
  const t = useT();
  const dollars = useDollars();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [type, setType] = useState<DonationType>('one-time');
  const [amount, setAmount] = useState<number>();
  const [custom, setCustom] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [confirmed, setConfirmed] = useState<{ name: string; email: string }>();

  useEffect(() => {
    if (params.get('success') !== 'true') return;
    // Stripe adds how it went: only a payment that went through (or is on its way) is thanked for.
    const status = params.get('redirect_status');
    if (status === 'failed') toast({ title: t('donate.toast.failed.title'), description: t('donate.toast.failed.body'), variant: 'destructive' });
    else toast({ title: t('donate.toast.success.title'), description: t('donate.toast.success.body'), variant: 'success' });
    setParams({}, { replace: true });
  }, [params, setParams, t]);

  const customCheck = customAmount(custom);
  const emailProblem = emailProblemOf(email);
  const label = amount === undefined ? '' : t(type === 'monthly' ? 'donate.button.monthly' : 'donate.button.once', { amount: dollars(amount) });
  const problem =
    customCheck && 'problem' in customCheck
      ? customCheck.problem === 'not-amount'
        ? t('donate.custom.notAmount')
        : t(customCheck.problem === 'too-small' ? 'donate.custom.tooSmall' : 'donate.custom.tooLarge', { amount: dollars(customCheck.limitCents) })
      : undefined;

  return (
    <TopicLayout title={t('donate.title')} intro={<p className="m-0">{t('donate.intro')}</p>}>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1.3fr_1fr]">
        <section aria-labelledby={`${id}-give`} className="rounded-lg border border-line bg-surface p-5 shadow-card sm:p-6">
          <h2 id={`${id}-give`} className="m-0 text-2xl font-bold">
            {t('donate.give.title')}
          </h2>
          <fieldset className="mt-4 border-0 p-0">
            <legend className="font-semibold">{t('donate.often')}</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 rounded-lg bg-surface-2 p-1">
              {(['one-time', 'monthly'] as const).map((k) => (
                <label key={k} className={`flex min-h-11 cursor-pointer items-center justify-center rounded-md font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${type === k ? 'bg-brand text-on-brand' : 'text-ink'}`}>
                  <input type="radio" name={`${id}-type`} className="sr-only" checked={type === k} onChange={() => (setType(k), setConfirmed(undefined))} />
                  {t(`donate.type.${k}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="mt-5 border-0 p-0">
            <legend className="font-semibold">{t('donate.amount')}</legend>
            <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
              {DONATION_PRESETS.map((d) => (
                <button
                  key={d}
                  type="button"
                  aria-pressed={amount === d * 100}
                  className={`${amount === d * 100 ? buttonStyles.primary : buttonStyles.secondary} px-2`}
                  onClick={() => {
                    setAmount(d * 100);
                    setCustom('');
                    setConfirmed(undefined);
                  }}
                >
                  {dollars(d * 100)}
                </button>
              ))}
            </div>
            <div className="mt-3">
              <label htmlFor={`${id}-custom`} className="font-semibold">
                {t('donate.custom.label', { amount: dollars(DONATION_MIN_DOLLARS * 100) })}
              </label>
              <div className="mt-1 flex gap-2">
                <div className="relative flex-1">
                  <span aria-hidden="true" className="absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted">
                    $
                  </span>
                  <input
                    id={`${id}-custom`}
                    inputMode="decimal"
                    autoComplete="off"
                    className={`${fieldStyles} mt-0 pl-7`}
                    value={custom}
                    aria-invalid={customCheck && 'problem' in customCheck ? true : undefined}
                    aria-describedby={customCheck && 'problem' in customCheck ? `${id}-custom-problem` : undefined}
                    onChange={(e) => setCustom(e.target.value)}
                  />
                </div>
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={!customCheck || 'problem' in customCheck}
                  onClick={() => {
                    if (customCheck && 'cents' in customCheck) {
                      setAmount(customCheck.cents);
                      setConfirmed(undefined);
                    }
                  }}
                >
                  {t('donate.custom.use')}
                </button>
              </div>
              {problem && (
                <p id={`${id}-custom-problem`} className="mt-1 mb-0 text-sm font-semibold text-crisis-ink">
                  {problem}
                </p>
              )}
            </div>
          </fieldset>

          {amount !== undefined && (
            <div className="mt-6 border-t border-line pt-5">
              <h3 className="m-0 text-xl font-bold">
                {t(type === 'monthly' ? 'donate.chosen.monthly' : 'donate.chosen.once', { amount: dollars(amount) })}
              </h3>
              {!confirmed ? (
                <form
                  className="mt-3 grid gap-3"
                  noValidate
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (!emailProblem) setConfirmed({ name: name.trim(), email: email.trim() });
                  }}
                >
                  <p className="m-0 text-sm text-ink-muted">{t('donate.details.note')}</p>
                  <div>
                    <label htmlFor={`${id}-name`} className="font-semibold">
                      {t('donate.details.name')}
                    </label>
                    <input id={`${id}-name`} autoComplete="name" maxLength={100} className={fieldStyles} value={name} onChange={(e) => setName(e.target.value)} />
                  </div>
                  <OptionalEmailField id={`${id}-email`} label={t('donate.details.email')} value={email} onChange={setEmail} />
                  <button type="submit" className={buttonStyles.primary} disabled={Boolean(emailProblem)}>
                    {t('donate.details.continue')}
                  </button>
                </form>
              ) : (
                <div className="mt-3">
                  <Suspense fallback={<p className="m-0 text-ink-muted">{t('shell.loading')}</p>}>
                    <PaymentStep
                      request={{ kind: 'donation', body: { type, amount, ...(confirmed.name ? { donorName: confirmed.name } : {}), ...(confirmed.email ? { donorEmail: confirmed.email } : {}) } }}
                      label={() => label}
                      returnPath="/donate?success=true"
                    />
                  </Suspense>
                  <button type="button" className={`${buttonStyles.ghost} mt-3`} onClick={() => setConfirmed(undefined)}>
                    {t('donate.details.change')}
                  </button>
                </div>
              )}
            </div>
          )}
        </section>

        <div className="grid content-start gap-4">
          <section aria-labelledby={`${id}-impact`}>
            <h2 id={`${id}-impact`} className="m-0 text-2xl font-bold">
              {t('donate.impact.title')}
            </h2>
            <ul className="m-0 mt-3 grid list-none gap-3 p-0">
              {IMPACT.map((k) => (
                <li key={k} className="rounded-lg border border-line bg-surface p-4">
                  <h3 className="m-0 text-lg font-bold">{t(`donate.impact.${k}.title`)}</h3>
                  <p className="mt-1 mb-0 text-sm">{t(`donate.impact.${k}.text`)}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={`${id}-secure`} className="rounded-lg bg-brand-soft p-5">
            <h2 id={`${id}-secure`} className="m-0 flex items-center gap-2 text-xl font-bold">
              <LockIcon className="size-5" /> {t('donate.secure.title')}
            </h2>
            <ul className="m-0 mt-2 grid list-none gap-2 p-0 text-sm">
              {SECURE.map((m) => (
                <li key={m} className="flex gap-2">
                  <CheckIcon className="mt-0.5 size-4 shrink-0" />
                  {t(m)}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </TopicLayout>
  );
}
