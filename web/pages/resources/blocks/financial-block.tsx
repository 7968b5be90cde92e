// Financial Support category: the kinds of grants, application red flags and tips.
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t.ts';
import { linkStyles } from '../../../components/button-styles.ts';
import { APPLICATION_RED_FLAGS, APPLICATION_TIPS, GRANT_KINDS } from '../content/financial-content.ts';
import { InfoListBlock, ReadingSection } from '../reading-blocks.tsx';
import { infoListText } from '../reading-text.ts';

export function FinancialBlock() {
  const t = useT();
  return (
    <>
      <ReadingSection id="grant-kinds" title={t('resources.financial.kinds.title')} intro={t('resources.financial.kinds.intro')}>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          {GRANT_KINDS.map((k) => (
            <div key={k.title} className="rounded-lg border border-line bg-surface p-5 shadow-card">
              <InfoListBlock list={infoListText(t, k)} />
            </div>
          ))}
        </div>
        <p className="mt-4 mb-0">
          <Link to="/grants" className={linkStyles}>
            {t('resources.financial.seeGrants')}
          </Link>
        </p>
      </ReadingSection>
      <ReadingSection id="grant-applying" title={t('resources.financial.applying')}>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <div className="rounded-lg border-2 border-crisis bg-crisis-soft p-5">
            <InfoListBlock list={infoListText(t, APPLICATION_RED_FLAGS)} />
          </div>
          <div className="rounded-lg bg-surface-2 p-5">
            <InfoListBlock list={infoListText(t, APPLICATION_TIPS)} />
          </div>
        </div>
      </ReadingSection>
    </>
  );
}
