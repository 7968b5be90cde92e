// /contact: how to reach us, the message form (kept on the device until sent), what is waiting, and the support areas.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CONTACT_CATEGORIES } from '../../../shared/schemas/contact.ts';
import { hotline } from '../../../shared/hotlines.ts';
import { metaFor } from '../../../shared/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { CallLink } from '../../components/hotline-links.tsx';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';
import { ContactForm, type CategoryChoice } from './contact-form.tsx';
import { WaitingList } from '../../components/waiting-list.tsx';

const SUPPORT_AREAS = [
  { title: 'General support', text: 'Questions about the site, finding information, or where to start.', category: 'general' },
  { title: 'Resource database & partnerships', text: 'Suggest an organization, correct a listing, or work with us.', category: 'resources' },
  { title: 'Emergency & crisis support', text: 'We are not a crisis line. In danger, call 911; the hotlines answer 24/7.', category: 'emergency' },
  { title: 'Website & technical issues', text: 'Something broken, hard to use, or not working offline.', category: 'technical' },
] as const;

const card = 'rounded-lg border border-line bg-surface p-5 shadow-card';

export function ContactPage() {
  usePageMeta(metaFor('/contact'));
  // Other pages link here with a category chosen, e.g. /contact?category=resources from the housing assistant.
  const [params] = useSearchParams();
  const asked = params.get('category');
  const [choice, setChoice] = useState<CategoryChoice>();
  useEffect(() => {
    const category = CONTACT_CATEGORIES.find((c) => c === asked);
    if (category) setChoice({ category, at: Date.now() });
  }, [asked]);
  const formRef = useRef<HTMLDivElement>(null);
  const dv = hotline('domestic-violence');

  const choose = (category: CategoryChoice['category']) => {
    setChoice({ category, at: Date.now() });
    formRef.current?.scrollIntoView({ block: 'start' });
    formRef.current?.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
  };

  return (
    <TopicLayout title="Contact Us" intro={<p className="m-0">Questions, suggestions or a listing to correct: write to us. We respond within 24-48 hours.</p>}>
      <section aria-label="Ways to reach us" className="mt-10">
        <ul className="m-0 grid list-none gap-4 p-0 md:grid-cols-3">
          <li className={card}>
            <h2 className="m-0 text-lg font-bold">Write to us</h2>
            <p className="mt-2 mb-0">Use the form on this page. We reply by email, to the address you give, within 24-48 hours.</p>
          </li>
          <li className={card}>
            <h2 className="m-0 text-lg font-bold">Need to talk now?</h2>
            <p className="mt-2 mb-2">We are a small online team without a phone line. Trained advocates answer 24/7:</p>
            {dv.phone && (
              <CallLink phone={dv.phone} className="font-semibold text-link underline">
                {dv.name}: {dv.phone}
              </CallLink>
            )}
          </li>
          <li className={card}>
            <h2 className="m-0 text-lg font-bold">Office hours</h2>
            <p className="mt-2 mb-0">Messages are read Monday-Friday, 9 AM to 6 PM Eastern. We do not publish a street address.</p>
          </li>
        </ul>
      </section>

      <div ref={formRef} className="mt-10 scroll-mt-28 grid gap-6 lg:grid-cols-[1.6fr_1fr]">
        <div>
          <ContactForm choice={choice} />
          <WaitingList kind="contact" />
        </div>
        <section aria-labelledby="support-areas" className="self-start">
          <h2 id="support-areas" className="m-0 text-xl font-bold">
            How we can help
          </h2>
          <ul className="m-0 mt-3 flex list-none flex-col gap-3 p-0">
            {SUPPORT_AREAS.map((a) => (
              <li key={a.title} className={card}>
                <h3 className="m-0 text-base font-bold">{a.title}</h3>
                <p className="mt-1 mb-2 text-sm">{a.text}</p>
                <button type="button" onClick={() => choose(a.category)} className={`${buttonStyles.ghost} -ml-2 cursor-pointer`}>
                  Write about this<span className="sr-only">: {a.title}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </TopicLayout>
  );
}
