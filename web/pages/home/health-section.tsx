// Home: women's health and reproductive rights (anchor #womens-health).
import { Link } from 'react-router-dom';
import { hotline } from '../../../shared/hotlines.ts';
import { linkStyles } from '../../components/button-styles.ts';
import { CallLink } from '../../components/hotline-links.tsx';

const card = 'flex flex-col gap-2 rounded-lg border border-line bg-surface p-5 shadow-card';

export function HealthSection() {
  const rainn = hotline('sexual-assault');
  return (
    <section id="womens-health" aria-labelledby="health-title" className="scroll-mt-24 pt-14 lg:scroll-mt-36">
      <h2 id="health-title" className="m-0 text-2xl font-bold sm:text-3xl">
        Women’s health and reproductive rights
      </h2>
      <p className="mt-3 mb-0 max-w-2xl text-ink-muted">
        Your body, your health, your choices. Find care, understand your options, and learn what protections apply to
        you.
      </p>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        <div className={card}>
          <h3 className="m-0 text-lg font-bold">Find care</h3>
          <p className="m-0 flex-1">Clinics, community health centers and other health services, in the resource directory.</p>
          <Link to="/resources/womens-health" className={linkStyles}>
            Women’s health resources
          </Link>
        </div>
        <div className={card}>
          <h3 className="m-0 text-lg font-bold">Know your rights</h3>
          <p className="m-0 flex-1">Plain-language information on health privacy, consent and reproductive rights.</p>
          <Link to="/healthcare-reproductive-rights" className={linkStyles}>
            Healthcare and reproductive rights
          </Link>
        </div>
        <div className={card}>
          <h3 className="m-0 text-lg font-bold">Support after sexual assault</h3>
          <p className="m-0 flex-1">{rainn.description}</p>
          {rainn.phone && <CallLink phone={rainn.phone} className={linkStyles} />}
        </div>
      </div>
    </section>
  );
}
