// The payment step of /donate and /shop. It asks our server to start the payment (the server decides the amount),
// and only then loads Stripe's script and its Payment Element: no card data reaches our server, and no other page
// asks Stripe for anything. With card payments not set up, or no connection, it says so plainly and charges nothing.
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { PaymentsConfig } from '../../../shared/payments/schemas.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { useOnline } from '../../components/use-online.ts';
import { toast } from '../../shell/toast.ts';

let configPromise: Promise<PaymentsConfig | undefined> | undefined;
function paymentsConfig(): Promise<PaymentsConfig | undefined> {
  configPromise ??= fetch('/api/payments/config', { headers: { Accept: 'application/json' } })
    .then((r) => (r.ok ? (r.json() as Promise<PaymentsConfig>) : undefined))
    .catch(() => {
      configPromise = undefined;
      return undefined;
    });
  return configPromise;
}

const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let p = stripes.get(publishableKey);
  if (!p) {
    // Loaded here, at the payment step, and nowhere else.
    p = import('@stripe/stripe-js/pure').then((m) => m.loadStripe(publishableKey));
    stripes.set(publishableKey, p);
  }
  return p;
}

function PayForm({ label, returnPath }: { label: string; returnPath: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: new URL(returnPath, window.location.origin).href } });
    // Only reached when the payment could not be confirmed (otherwise the browser goes to the return address).
    setBusy(false);
    if (error) toast({ title: 'Payment Failed', description: error.message ?? 'The payment did not go through. Nothing was charged.', variant: 'destructive' });
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4">
      <PaymentElement />
      <button type="submit" className={buttonStyles.primary} disabled={!stripe || busy}>
        {busy ? 'Processing...' : label}
      </button>
    </form>
  );
}

export type PaymentRequest = { kind: 'donation'; body: { type: 'one-time' | 'monthly'; amount: number; donorName?: string; donorEmail?: string } } | { kind: 'order'; body: { items: unknown[]; email?: string; name?: string } };

type State =
  | { kind: 'loading' }
  | { kind: 'offline' }
  | { kind: 'not-set-up'; otherWays?: string; orgName?: string }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; clientSecret: string; publishableKey: string };

export function PaymentStep({ request, label, returnPath }: { request: PaymentRequest; label: string; returnPath: string }) {
  const online = useOnline();
  const [state, setState] = useState<State>({ kind: 'loading' });
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
      if (!config) return setState({ kind: 'error', message: 'The payment service could not be reached. Nothing was charged. Please try again in a moment.' });
      if (!config.enabled || !config.publishableKey) return setState({ kind: 'not-set-up', ...(config.otherWays ? { otherWays: config.otherWays } : {}), orgName: config.orgName });
      try {
        const res = await fetch('/api/create-payment-intent', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': key.current }, body });
        const out = (await res.json().catch(() => ({}))) as { clientSecret?: string; message?: string; otherWays?: string };
        if (!live) return;
        if (res.status === 503) return setState({ kind: 'not-set-up', ...(out.otherWays ? { otherWays: out.otherWays } : {}) });
        if (!res.ok || !out.clientSecret) return setState({ kind: 'error', message: out.message ?? 'The payment could not be started. Nothing was charged.' });
        setState({ kind: 'ready', clientSecret: out.clientSecret, publishableKey: config.publishableKey });
      } catch {
        if (live) setState({ kind: 'error', message: 'The payment service could not be reached. Nothing was charged. Please try again in a moment.' });
      }
    })();
    return () => {
      live = false;
    };
  }, [online, body]);

  if (state.kind === 'loading') {
    return (
      <p role="status" className="m-0 flex items-center gap-3">
        <span aria-hidden="true" className="size-6 animate-spin rounded-full border-4 border-brand border-t-transparent" />
        Setting up secure payment...
      </p>
    );
  }
  if (state.kind === 'offline') {
    return (
      <p role="status" className="m-0 rounded-md bg-surface-2 p-4">
        Paying needs a connection, and there is none right now. Nothing was charged. Your choice stays here; try again when you are back online.
      </p>
    );
  }
  if (state.kind === 'not-set-up') {
    return (
      <div role="status" className="rounded-md border-2 border-brand bg-brand-soft p-4">
        <p className="m-0 font-bold">Card payments are not set up on this site yet.</p>
        <p className="mt-1 mb-0">Nothing was charged, and nothing you typed was sent to a payment service.</p>
        {state.otherWays && <p className="mt-2 mb-0 whitespace-pre-line">{state.otherWays}</p>}
        <p className="mt-2 mb-0">
          To give another way, or to ask about it, <Link to="/contact" className="font-semibold text-link underline">contact us</Link>.
        </p>
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <p role="alert" className="m-0 rounded-md bg-crisis-soft p-4 font-semibold text-crisis-ink">
        {state.message}
      </p>
    );
  }
  const options: StripeElementsOptions = { clientSecret: state.clientSecret, appearance: { theme: 'stripe' } };
  return (
    <Elements stripe={stripeFor(state.publishableKey)} options={options}>
      <PayForm label={label} returnPath={returnPath} />
    </Elements>
  );
}
