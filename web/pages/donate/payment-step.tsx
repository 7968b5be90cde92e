// The payment step of /donate and /shop. It asks our server to start the payment (the server decides the amount),
// and only then loads Stripe's script and its Payment Element: no card data reaches our server, and no other page
// asks Stripe for anything. With card payments not set up, or no connection, it says so plainly and charges nothing.
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PaymentsConfig } from '../../../shared/payments/schemas.ts';
import { buttonStyles, fieldStyles } from '../../components/button-styles.ts';
import { useOnline } from '../../components/use-online.ts';
import { toast } from '../../shell/toast.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';

let configPromise: Promise<PaymentsConfig | undefined> | undefined;
function paymentsConfig(): Promise<PaymentsConfig | undefined> {
  configPromise ??= fetch('/api/payments/config', { headers: { Accept: 'application/json' } })
    .then((r) => (r.ok ? (r.json() as Promise<PaymentsConfig>) : undefined))
    .catch(() => undefined)
    .then((config) => {
      // Only a real answer is kept: a failure is asked again next time.
      if (!config) configPromise = undefined;
      return config;
    });
  return configPromise;
}

const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let p = stripes.get(publishableKey);
  if (!p) {
    // Loaded here, at the payment step, and nowhere else; without Stripe's "advanced fraud signals", which would
    // otherwise follow her around the rest of the site once loaded.
    p = import('@stripe/stripe-js/pure').then((m) => {
      m.loadStripe.setLoadParameters({ advancedFraudSignals: false });
      return m.loadStripe(publishableKey);
    });
    p.catch(() => stripes.delete(publishableKey));
    stripes.set(publishableKey, p);
  }
  return p;
}

function PayForm({ label, returnPath }: { label: string; returnPath: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setFailure(undefined);
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: new URL(returnPath, window.location.origin).href } });
    // Only reached when the payment could not be confirmed (otherwise the browser goes to the return address).
    setBusy(false);
    if (error) {
      // Stripe's own message is in the page's language (its Elements were given the locale).
      const message = error.message ?? t('donate.pay.failed');
      setFailure(message);
      toast({ title: t('donate.toast.failed.title'), description: message, variant: 'destructive' });
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4">
      <PaymentElement />
      {failure && (
        <p role="alert" className="m-0 rounded-md bg-crisis-soft p-3 font-semibold text-crisis-ink">
          {failure}
        </p>
      )}
      <button type="submit" className={buttonStyles.primary} disabled={!stripe || busy}>
        {busy ? t('donate.pay.processing') : label}
      </button>
    </form>
  );
}

/** Says so when Stripe's script could not be loaded (the form would otherwise wait for ever). */
function StripeLoadCheck({ publishableKey }: { publishableKey: string }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    stripeFor(publishableKey)
      .then((s) => live && !s && setFailed(true))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [publishableKey]);
  return failed ? (
    <p role="alert" className="mt-0 mb-4 rounded-md bg-crisis-soft p-3 font-semibold text-crisis-ink">
      {t('donate.pay.scriptFailed')}
    </p>
  ) : null;
}

export type PaymentRequest = { kind: 'donation'; body: { type: 'one-time' | 'monthly'; amount: number; donorName?: string; donorEmail?: string } } | { kind: 'order'; body: { items: unknown[]; email?: string; name?: string } };

type State =
  | { kind: 'loading' }
  | { kind: 'offline' }
  | { kind: 'not-set-up'; otherWays?: string; orgName?: string }
  /** The server's own message when it gave one, else ours for the reason. */
  | { kind: 'error'; reason: 'unreachable' | 'not-started'; message?: string }
  | { kind: 'ready'; clientSecret: string; publishableKey: string; total?: number };

export function PaymentStep({ request, label, returnPath }: { request: PaymentRequest; label: (serverTotal?: number) => string; returnPath: string }) {
  const online = useOnline();
  const t = useT();
  const locale = useLocale();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // One key per payment attempt: a double click or a lost answer starts the same payment, not a second one.
  const key = useRef(crypto.randomUUID());
  const body = JSON.stringify(request.body);
  const lastBody = useRef(body);
  if (lastBody.current !== body) {
    lastBody.current = body;
    key.current = crypto.randomUUID();
  }

  useEffect(() => {
    if (!online) {
      setState({ kind: 'offline' });
      return;
    }
    let live = true;
    setState({ kind: 'loading' });
    void (async () => {
      const config = await paymentsConfig();
      if (!live) return;
      if (!config) return setState({ kind: 'error', reason: 'unreachable' });
      if (!config.enabled || !config.publishableKey) return setState({ kind: 'not-set-up', ...(config.otherWays ? { otherWays: config.otherWays } : {}), orgName: config.orgName });
      try {
        const res = await fetch('/api/create-payment-intent', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': key.current }, body });
        const out = (await res.json().catch(() => ({}))) as { clientSecret?: string; message?: string; otherWays?: string; total?: number };
        if (!live) return;
        if (res.status === 503) return setState({ kind: 'not-set-up', ...(out.otherWays ? { otherWays: out.otherWays } : {}) });
        if (!res.ok || !out.clientSecret) return setState({ kind: 'error', reason: 'not-started', ...(out.message ? { message: out.message } : {}) });
        setState({ kind: 'ready', clientSecret: out.clientSecret, publishableKey: config.publishableKey, ...(out.total !== undefined ? { total: out.total } : {}) });
      } catch {
        if (live) setState({ kind: 'error', reason: 'unreachable' });
      }
    })();
    return () => {
      live = false;
    };
  }, [online, body, attempt]);

  if (state.kind === 'loading') {
    return (
      <p role="status" className="m-0 flex items-center gap-3">
        <span aria-hidden="true" className="size-6 animate-spin rounded-full border-4 border-brand border-t-transparent" />
        {t('donate.pay.loading')}
      </p>
    );
  }
  if (state.kind === 'offline') {
    return (
      <p role="status" className="m-0 rounded-md bg-surface-2 p-4">
        {t('donate.pay.offline')}
      </p>
    );
  }
  if (state.kind === 'not-set-up') {
    return (
      <div role="status" className="rounded-md border-2 border-brand bg-brand-soft p-4">
        <p className="m-0 font-bold">{t('donate.pay.notSetUp')}</p>
        <p className="mt-1 mb-0">{t('donate.pay.notSetUp.nothingSent')}</p>
        {state.otherWays && <p className="mt-2 mb-0 whitespace-pre-line">{state.otherWays}</p>}
        <p className="mt-2 mb-0">
          <FormattedMessage
            id="donate.pay.notSetUp.contact"
            values={{
              link: (chunks: ReactNode[]) => (
                <Link to="/contact" className="font-semibold text-link underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div>
        <p role="alert" className="m-0 rounded-md bg-crisis-soft p-4 font-semibold text-crisis-ink">
          {state.message ?? t(state.reason === 'unreachable' ? 'donate.pay.unreachable' : 'donate.pay.notStarted')}
        </p>
        {/* The same key: a retry never starts a second payment. */}
        <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={() => setAttempt((n) => n + 1)}>
          {t('donate.pay.retry')}
        </button>
      </div>
    );
  }
  // Stripe's form speaks the page's language.
  const options: StripeElementsOptions = { clientSecret: state.clientSecret, appearance: { theme: 'stripe' }, locale };
  return (
    <Elements stripe={stripeFor(state.publishableKey)} options={options}>
      <StripeLoadCheck publishableKey={state.publishableKey} />
      <PayForm label={label(state.total)} returnPath={returnPath} />
    </Elements>
  );
}
