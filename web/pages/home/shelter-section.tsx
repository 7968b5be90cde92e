// Home: shelter and housing, with the Safety Planning Guide PDF (anchor #shelter).
import { Link } from 'react-router-dom';
import { buttonStyles, linkStyles } from '../../components/button-styles.ts';
import { DownloadIcon } from '../../components/icons.tsx';

export const SAFETY_GUIDE_HREF = '/safety-planning-guide.pdf';
export const SAFETY_GUIDE_FILENAME = 'safety-planning-guide.pdf';

const FACTS = [
  { value: '24/7', text: 'Hotline advocates answer day and night.' },
  { value: '100%', text: 'Confidential: you do not have to give your name.' },
  { value: 'All 50 states', text: 'Thousands of shelter and housing programs across the country.' },
] as const;

export function ShelterSection() {
  return (
    <section id="shelter" aria-labelledby="shelter-title" className="scroll-mt-24 pt-14 lg:scroll-mt-36">
      <h2 id="shelter-title" className="m-0 text-2xl font-bold sm:text-3xl">
        Shelter and housing
      </h2>
      <p className="mt-3 mb-0 max-w-2xl text-ink-muted">
        If you need a safe place to stay, trained advocates can help you find emergency shelter, transitional housing
        and support with the next steps.
      </p>
      <ul className="m-0 mt-6 grid list-none gap-3 p-0 sm:grid-cols-3">
        {FACTS.map((f) => (
          <li key={f.value} className="rounded-lg bg-surface-2 p-4">
            <p className="m-0 text-2xl font-extrabold text-heading">{f.value}</p>
            <p className="mt-1 mb-0 text-sm">{f.text}</p>
          </li>
        ))}
      </ul>

      <div className="mt-5 rounded-lg border-2 border-brand bg-surface p-5 shadow-card sm:p-6">
        <h3 className="m-0 text-xl font-bold">Safety Planning Guide</h3>
        <p className="mt-2 mb-0">
          A printable guide to planning for your safety at home, at work and if you decide to leave, with the crisis
          numbers you may need.
        </p>
        <p className="mt-2 mb-0 text-sm text-ink-muted">
          PDF. A downloaded file can be found by anyone who uses this device, and opening it adds it to your browser
          history.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href={SAFETY_GUIDE_HREF} download={SAFETY_GUIDE_FILENAME} className={buttonStyles.primary}>
            <DownloadIcon />
            Download the guide (PDF)
          </a>
          <a href={SAFETY_GUIDE_HREF} className={buttonStyles.secondary}>
            Open the guide
          </a>
        </div>
      </div>

      <p className="mt-5 mb-0 flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/shelter-housing" className={linkStyles}>
          Shelter and housing options
        </Link>
        <Link to="/resources/housing-shelter" className={linkStyles}>
          Housing &amp; shelter in the directory
        </Link>
      </p>
    </section>
  );
}
