// Financial Support category: the kinds of grants, application red flags and tips.
import { Link } from 'react-router-dom';
import { linkStyles } from '../../../components/button-styles.ts';
import { APPLICATION_RED_FLAGS, APPLICATION_TIPS, GRANT_KINDS } from '../content/financial-content.ts';
import { InfoListBlock, ReadingSection } from '../reading-blocks.tsx';

export function FinancialBlock() {
  return (
    <>
      <ReadingSection id="grant-kinds" title="Kinds of grants" intro="Grants are money you do not pay back. They come from the government, private foundations and schools.">
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          {GRANT_KINDS.map((k) => (
            <div key={k.title} className="rounded-lg border border-line bg-surface p-5 shadow-card">
              <InfoListBlock list={k} />
            </div>
          ))}
        </div>
        <p className="mt-4 mb-0">
          <Link to="/grants" className={linkStyles}>
            See real grant programs, foundations and scholarships
          </Link>
        </p>
      </ReadingSection>
      <ReadingSection id="grant-applying" title="Applying safely">
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <div className="rounded-lg border-2 border-crisis bg-crisis-soft p-5">
            <InfoListBlock list={APPLICATION_RED_FLAGS} />
          </div>
          <div className="rounded-lg bg-surface-2 p-5">
            <InfoListBlock list={APPLICATION_TIPS} />
          </div>
        </div>
      </ReadingSection>
    </>
  );
}
