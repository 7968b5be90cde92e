// /shop (spec 2, section 2.13): six products, a cart kept on this device (works offline), Remove and the total,
// "Proceed to Checkout", then "Complete Your Order" with "Back to Cart" and the payment step. The server prices the
// order from the same catalogue; the return to /shop?success=true thanks her and empties the cart.
import { useLiveQuery } from '../../local/live-query.ts';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import catalogueFile from '../../../data/products.json';
import type { MessageId } from '../../../shared/messages/en.ts';
import { catalogueSchema, CART_MAX_LINES, type Product } from '../../../shared/payments/schemas.ts';
import { metaFor } from '../../../shared/routes.ts';
import { buttonStyles, fieldStyles } from '../../components/button-styles.ts';
import { db, shownOnceStored, type CartLine } from '../../local/db.ts';
import { toast } from '../../shell/toast.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';
import { PaymentStep } from '../donate/payment-step.tsx';
import { emailProblemOf, OptionalEmailField } from '../donate/payment-fields.tsx';
import { useDollars } from '../donate/use-dollars.ts';
import { useT } from '../../i18n/use-t.ts';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';

const PRODUCTS: Product[] = catalogueSchema.parse(catalogueFile).products;
const BY_ID = new Map(PRODUCTS.map((p) => [p.id, p]));

/**
 * A product's description and colours in the page's language: ours are in the catalogue, keyed by the product's id
 * and the colour's value; one added to data/products.json without its message shows as written there.
 */
function useProductWords() {
  const intl = useIntl();
  const t = useT();
  const known = useCallback((id: string): id is MessageId => id in intl.messages, [intl]);
  const description = useCallback((p: Product) => {
    const id = `shop.product.${p.id}`;
    return known(id) ? t(id) : p.description;
  }, [known, t]);
  const colour = useCallback((c: string) => {
    const id = `shop.color.${c}`;
    return known(id) ? t(id) : c;
  }, [known, t]);
  const lineText = useCallback((line: CartLine) => [line.size, line.color && colour(line.color)].filter(Boolean).join(', '), [colour]);
  return { description, colour, lineText };
}

function ProductCard({ product, full }: { product: Product; full: boolean }) {
  const t = useT();
  const dollars = useDollars();
  const words = useProductWords();
  const id = useId();
  const [size, setSize] = useState('');
  const [color, setColor] = useState(product.colors?.[0] ?? '');
  const [problem, setProblem] = useState<string>();
  const add = async () => {
    if (product.sizes && !size) {
      setProblem(t('shop.size.first'));
      document.getElementById(`${id}-size`)?.focus();
      return;
    }
    setProblem(undefined);
    const line: CartLine = { cartId: crypto.randomUUID(), productId: product.id, ...(size ? { size } : {}), ...(color ? { color } : {}), addedAt: Date.now() };
    await shownOnceStored(db, db.cart, () => db.cart.add(line));
    toast({ title: t('shop.added'), description: [product.name, size, color && words.colour(color)].filter(Boolean).join(', '), variant: 'success' });
  };
  return (
    <li className="flex flex-col rounded-lg border border-line bg-surface p-5 shadow-card">
      <p className="m-0 text-xs font-bold tracking-wider text-ink-muted uppercase">{t(`shop.category.${product.category}`)}</p>
      <h3 className="mt-1 mb-0 text-lg font-bold">{product.name}</h3>
      <p className="mt-1 mb-0 text-xl font-extrabold text-heading">{dollars(product.price)}</p>
      <p className="mt-2 mb-0 text-sm">{words.description(product)}</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        {product.sizes && (
          <div>
            <label htmlFor={`${id}-size`} className="text-sm font-semibold">
              {t('shop.size')}
            </label>
            <select id={`${id}-size`} className={fieldStyles} value={size} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined} onChange={(e) => setSize(e.target.value)}>
              <option value="">{t('shop.size.choose')}</option>
              {product.sizes.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </div>
        )}
        {product.colors && (
          <div>
            <label htmlFor={`${id}-color`} className="text-sm font-semibold">
              {t('shop.colour')}
            </label>
            <select id={`${id}-color`} className={fieldStyles} value={color} onChange={(e) => setColor(e.target.value)}>
              {product.colors.map((c) => (
                <option key={c} value={c}>
                  {words.colour(c)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} className="mt-2 mb-0 text-sm font-semibold text-crisis-ink">
          {problem}
        </p>
      )}
      <div className="mt-auto pt-4">
        <button type="button" className={`${buttonStyles.secondary} w-full`} disabled={full} onClick={() => void add()}>
          <FormattedMessage id="shop.add" values={{ ...RICH_TAGS, name: product.name }} />
        </button>
      </div>
    </li>
  );
}

export function ShopPage() {
  usePageMeta(metaFor('/shop'));
  const t = useT();
  const dollars = useDollars();
  const { lineText } = useProductWords();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<'cart' | 'checkout'>('cart');
  const [email, setEmail] = useState('');
  /** The email she confirmed ('' for none); undefined until she continues to payment. */
  const [confirmed, setConfirmed] = useState<string>();
  const cart = useLiveQuery(() => db.cart.orderBy('addedAt').toArray(), []);
  const lines = (cart ?? []).filter((l) => BY_ID.has(l.productId));
  const total = lines.reduce((sum, l) => sum + BY_ID.get(l.productId)!.price, 0);

  useEffect(() => {
    if (params.get('success') !== 'true') return;
    if (params.get('redirect_status') === 'failed') {
      toast({ title: t('donate.toast.failed.title'), description: t('shop.toast.failed.body'), variant: 'destructive' });
    } else {
      void shownOnceStored(db, db.cart, () => db.cart.clear());
      toast({ title: t('shop.toast.success.title'), description: t('shop.toast.success.body'), variant: 'success' });
    }
    setParams({}, { replace: true });
  }, [params, setParams, t]);

  useEffect(() => {
    if (view === 'checkout') document.getElementById(`${id}-checkout`)?.focus();
  }, [view, id]);

  const emailProblem = emailProblemOf(email);

  return (
    <TopicLayout title={t('shop.title')} intro={<p className="m-0">{t('shop.intro')}</p>}>
      {view === 'cart' ? (
        <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_1fr]">
          <section aria-labelledby={`${id}-products`}>
            <h2 id={`${id}-products`} className="m-0 text-2xl font-bold">
              {t('shop.products')}
            </h2>
            <ul className="m-0 mt-4 grid list-none gap-4 p-0 sm:grid-cols-2 xl:grid-cols-3">
              {PRODUCTS.map((p) => (
                <ProductCard key={p.id} product={p} full={lines.length >= CART_MAX_LINES} />
              ))}
            </ul>
          </section>
          <section aria-labelledby={`${id}-cart`} className="self-start rounded-lg border border-line bg-surface p-5 shadow-card lg:sticky lg:top-28">
            <h2 id={`${id}-cart`} tabIndex={-1} className="m-0 text-2xl font-bold outline-none">
              {t('shop.cart.title')}
            </h2>
            {lines.length === 0 ? (
              <p className="mt-2 mb-0 text-ink-muted">{t('shop.cart.empty')}</p>
            ) : (
              <>
                <ul className="m-0 mt-3 grid list-none gap-2 p-0">
                  {lines.map((l) => {
                    const p = BY_ID.get(l.productId)!;
                    return (
                      <li key={l.cartId} className="flex items-start justify-between gap-2 border-b border-line pb-2">
                        <div>
                          <p className="m-0 font-semibold">{p.name}</p>
                          {lineText(l) && <p className="m-0 text-sm text-ink-muted">{lineText(l)}</p>}
                          <p className="m-0 text-sm">{dollars(p.price)}</p>
                        </div>
                        <button type="button" className={buttonStyles.ghost} onClick={() => void shownOnceStored(db, db.cart, () => db.cart.delete(l.cartId))}>
                          <FormattedMessage id="shop.cart.remove" values={{ ...RICH_TAGS, name: p.name }} />
                        </button>
                      </li>
                    );
                  })}
                </ul>
                <p className="mt-3 mb-0 flex justify-between text-lg font-bold">
                  <span>{t('shop.cart.total')}</span>
                  <span>{dollars(total)}</span>
                </p>
                {lines.length >= CART_MAX_LINES && <p className="mt-3 mb-0 text-sm">{t('shop.cart.full', { count: CART_MAX_LINES })}</p>}
                <button type="button" className={`${buttonStyles.primary} mt-4 w-full`} onClick={() => setView('checkout')}>
                  {t('shop.cart.checkout')}
                </button>
              </>
            )}
          </section>
        </div>
      ) : (
        <section aria-labelledby={`${id}-checkout`} className="mt-10 max-w-2xl rounded-lg border border-line bg-surface p-5 shadow-card sm:p-6">
          <h2 id={`${id}-checkout`} tabIndex={-1} className="m-0 text-2xl font-bold outline-none">
            {t('shop.checkout.title')}
          </h2>
          <ul className="m-0 mt-3 grid list-none gap-1 p-0">
            {lines.map((l) => (
              <li key={l.cartId} className="flex justify-between gap-2 text-sm">
                <span>
                  {BY_ID.get(l.productId)!.name}
                  {lineText(l) ? ` (${lineText(l)})` : ''}
                </span>
                <span>{dollars(BY_ID.get(l.productId)!.price)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 mb-0 flex justify-between border-t border-line pt-2 font-bold">
            <span>{t('shop.cart.total')}</span>
            <span>{dollars(total)}</span>
          </p>
          {confirmed === undefined ? (
            <form
              className="mt-4 grid gap-3"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (!emailProblem) setConfirmed(email.trim());
              }}
            >
              <OptionalEmailField id={`${id}-email`} label={t('shop.checkout.email')} value={email} onChange={setEmail} />
              <button type="submit" className={buttonStyles.primary} disabled={Boolean(emailProblem) || lines.length === 0}>
                {t('shop.checkout.continue')}
              </button>
            </form>
          ) : (
            <div className="mt-5">
              <PaymentStep
                request={{ kind: 'order', body: { items: lines.map((l) => ({ id: l.productId, ...(l.size ? { size: l.size } : {}), ...(l.color ? { color: l.color } : {}) })), ...(confirmed ? { email: confirmed } : {}) } }}
                label={(serverTotal) => t('shop.checkout.pay', { amount: dollars(serverTotal ?? total) })}
                returnPath="/shop?success=true"
              />
            </div>
          )}
          <button
            type="button"
            className={`${buttonStyles.secondary} mt-4`}
            onClick={() => {
              setView('cart');
              setConfirmed(undefined);
              // The button goes with the checkout view: focus goes to the cart's heading.
              requestAnimationFrame(() => document.getElementById(`${id}-cart`)?.focus());
            }}
          >
            {t('shop.checkout.back')}
          </button>
        </section>
      )}
    </TopicLayout>
  );
}
