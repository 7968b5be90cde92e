// /donate (spec 2, section 2.12): One-Time or Monthly, the presets, a custom amount (at least $5; "Use" is disabled
// below that), optional name and email, then the payment step. The return to /donate?success=true says thank you.
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { metaFor } from '../../../shared/routes.ts';
import { DONATION_MAX_DOLLARS, DONATION_MIN_DOLLARS, DONATION_PRESETS, formatDollars, toCents, type DonationType } from '../../../shared/payments/schemas.ts';
import { buttonStyles, fieldStyles } from '../../components/button-styles.ts';
import { CheckIcon, LockIcon } from '../../components/icons.tsx';
import { toast } from '../../shell/toast.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';
import { emailProblemOf, OptionalEmailField, PaymentStep } from './payment-step.tsx';

const IMPACT = [
  { title: 'Emergency Support', text: 'Keeps the crisis numbers, quick exit and safety tools working on every phone, with or without a connection.' },
  { title: 'Resource Directory', text: 'Pays for checking every listing against its source, so a number read in danger is a number that works.' },
  { title: 'Educational Content', text: 'Funds plain-language guides on rights, health, money and housing, reviewed before they are published.' },
  { title: 'Technology Infrastructure', text: 'Runs a private site with no trackers and no ads: what you read here is nobody else’s business.' },
];

/** The custom amount as typed: cents when it can be used, else why not. */
export function customAmount(text: string): { cents: number } | { problem: string } | undefined {
  if (!text.trim()) return undefined;
  const cents = toCents(text);
  if (cents === undefined) return { problem: 'Enter an amount in dollars, like 30 or 30.50.' };
  if (cents < DONATION_MIN_DOLLARS * 100) return { problem: `The smallest gift by card is $${DONATION_MIN_DOLLARS}.` };
  if (cents > DONATION_MAX_DOLLARS * 100) return { problem: `For gifts over $${DONATION_MAX_DOLLARS.toLocaleString('en-US')}, please contact us.` };
  return { cents };
}

export function DonatePage() {
  usePageMeta(metaFor('/donate'));
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
    if (status === 'failed') toast({ title: 'Payment Failed', description: 'The payment did not go through. Nothing was charged. Please try again.', variant: 'destructive' });
    else toast({ title: 'Payment Successful', description: 'Thank you for supporting women’s empowerment!', variant: 'success' });
    setParams({}, { replace: true });
  }, [params, setParams]);

  const customCheck = customAmount(custom);
  const emailProblem = emailProblemOf(email);
  const label = `Donate ${amount ? formatDollars(amount) : ''}${type === 'monthly' ? ' monthly' : ''}`;

  return (
    <TopicLayout title="Support Women’s Empowerment" intro={<p className="m-0">Your gift keeps free, private help within reach of every woman who needs it.</p>}>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1.3fr_1fr]">
        <section aria-labelledby={`${id}-give`} className="rounded-lg border border-line bg-surface p-5 shadow-card sm:p-6">
          <h2 id={`${id}-give`} className="m-0 text-2xl font-bold">
            Make a donation
          </h2>
          <fieldset className="mt-4 border-0 p-0">
            <legend className="font-semibold">How often</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 rounded-lg bg-surface-2 p-1">
              {(['one-time', 'monthly'] as const).map((t) => (
                <label key={t} className={`flex min-h-11 cursor-pointer items-center justify-center rounded-md font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand ${type === t ? 'bg-brand text-on-brand' : 'text-ink'}`}>
                  <input type="radio" name={`${id}-type`} className="sr-only" checked={type === t} onChange={() => (setType(t), setConfirmed(undefined))} />
                  {t === 'one-time' ? 'One-Time' : 'Monthly'}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="mt-5 border-0 p-0">
            <legend className="font-semibold">Amount</legend>
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
                  ${d}
                </button>
              ))}
            </div>
            <div className="mt-3">
              <label htmlFor={`${id}-custom`} className="font-semibold">
                Or another amount (at least ${DONATION_MIN_DOLLARS})
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
                  Use
                </button>
              </div>
              {customCheck && 'problem' in customCheck && (
                <p id={`${id}-custom-problem`} className="mt-1 mb-0 text-sm font-semibold text-crisis-ink">
                  {customCheck.problem}
                </p>
              )}
            </div>
          </fieldset>

          {amount !== undefined && (
            <div className="mt-6 border-t border-line pt-5">
              <h3 className="m-0 text-xl font-bold">
                {formatDollars(amount)} {type === 'monthly' ? 'every month' : 'once'}
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
                  <p className="m-0 text-sm text-ink-muted">Both optional. Leave them empty to give anonymously; with an email you get a receipt for your taxes.</p>
                  <div>
                    <label htmlFor={`${id}-name`} className="font-semibold">
                      Your name (optional)
                    </label>
                    <input id={`${id}-name`} autoComplete="name" maxLength={100} className={fieldStyles} value={name} onChange={(e) => setName(e.target.value)} />
                  </div>
                  <OptionalEmailField id={`${id}-email`} label="Email for your receipt (optional)" value={email} onChange={setEmail} />
                  <button type="submit" className={buttonStyles.primary} disabled={Boolean(emailProblem)}>
                    Continue to payment
                  </button>
                </form>
              ) : (
                <div className="mt-3">
                  <PaymentStep
                    request={{ kind: 'donation', body: { type, amount, ...(confirmed.name ? { donorName: confirmed.name } : {}), ...(confirmed.email ? { donorEmail: confirmed.email } : {}) } }}
                    label={() => label.trim()}
                    returnPath="/donate?success=true"
                  />
                  <button type="button" className={`${buttonStyles.ghost} mt-3`} onClick={() => setConfirmed(undefined)}>
                    Change name or email
                  </button>
                </div>
              )}
            </div>
          )}
        </section>

        <div className="grid content-start gap-4">
          <section aria-labelledby={`${id}-impact`}>
            <h2 id={`${id}-impact`} className="m-0 text-2xl font-bold">
              Your impact
            </h2>
            <ul className="m-0 mt-3 grid list-none gap-3 p-0">
              {IMPACT.map((i) => (
                <li key={i.title} className="rounded-lg border border-line bg-surface p-4">
                  <h3 className="m-0 text-lg font-bold">{i.title}</h3>
                  <p className="mt-1 mb-0 text-sm">{i.text}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={`${id}-secure`} className="rounded-lg bg-brand-soft p-5">
            <h2 id={`${id}-secure`} className="m-0 flex items-center gap-2 text-xl font-bold">
              <LockIcon className="size-5" /> Secure & Trusted
            </h2>
            <ul className="m-0 mt-2 grid list-none gap-2 p-0 text-sm">
              {[
                'Card details go straight to Stripe, our payment processor; they never reach our servers.',
                'Stripe’s script loads only on this payment step; nothing else on this site contacts it.',
                'A receipt for your taxes if you leave an email. No goods or services are given in return.',
              ].map((t) => (
                <li key={t} className="flex gap-2">
                  <CheckIcon className="mt-0.5 size-4 shrink-0" />
                  {t}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </TopicLayout>
  );
}
