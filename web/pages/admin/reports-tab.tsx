// Listing reports: what visitors said is wrong, grouped by listing (open first, newest first), each resolved by an
// editor (the audit log records it), with a way to the listing's editor; then the listings not checked for a year.
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ListingProblem } from '../../../shared/schemas/listing-report.ts';
import { buttonStyles, linkStyles } from '../../components/button-styles.ts';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';
import { useT } from '../../i18n/use-t.ts';
import { adminChange } from './admin-api.ts';
import { Badge, useWhen } from './admin-ui.tsx';
import { useAdminList } from './use-admin-list.ts';

interface ReportGroup {
  resourceId: string;
  title: string;
  listed: boolean;
  open: number;
  reports: { id: string; problem: ListingProblem; note: string | null; createdAt: string; resolvedAt: string | null }[];
}

interface StaleListing {
  id: string;
  title: string;
  verifiedAt: string;
  phoneConfirmedOn: string | null;
  sourceUrl: string;
}

const editLink = (id: string) => `/admin?tab=resources&edit=${encodeURIComponent(id)}`;

export function ReportsTab() {
  const t = useT();
  const when = useWhen();
  const problem = (p: ListingProblem) => t(`admin.reports.problem.${p}`);
  const { items, error, reload } = useAdminList<ReportGroup>('/listing-reports');
  const stale = useAdminList<StaleListing>('/stale-listings');
  return (
    <div>
      <h2 className="m-0 text-xl font-bold">{t('admin.tab.listing-reports')}</h2>
      <p className="mt-1 mb-0 text-sm text-ink-muted">{t('admin.reports.intro')}</p>
      {error && <p role="alert">{error}</p>}
      {!items ? (
        <p role="status">{t('admin.reports.loading')}</p>
      ) : items.length === 0 ? (
        <p className="mt-4">{t('admin.reports.empty')}</p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-3 p-0">
          {items.map((g) => (
            <li key={g.resourceId} className="rounded-lg border border-line bg-surface p-4">
              <h3 className="m-0 flex flex-wrap items-center gap-2 text-lg font-bold">
                {g.title}
                {g.open > 0 ? <Badge tone="warning">{t('admin.reports.open', { count: g.open })}</Badge> : <Badge tone="success">{t('admin.reports.allResolved')}</Badge>}
                {!g.listed && <Badge>{t('admin.reports.notListed')}</Badge>}
              </h3>
              {g.listed && (
                <Link className={linkStyles} to={editLink(g.resourceId)}>
                  <FormattedMessage id="admin.reports.editListing" values={{ title: g.title, ...RICH_TAGS }} />
                </Link>
              )}
              <ul className="m-0 mt-2 grid list-none gap-2 p-0">
                {g.reports.map((r) => (
                  <li key={r.id} className="rounded-md bg-surface-2 p-3">
                    <p className="m-0 font-semibold">{problem(r.problem)}</p>
                    {r.note && <p className="mt-1 mb-0 whitespace-pre-wrap">{r.note}</p>}
                    <p className="mt-1 mb-0 text-sm text-ink-muted">
                      {t('admin.reports.reported', { date: when(r.createdAt) })}
                      {r.resolvedAt ? ` · ${t('admin.reports.resolved', { date: when(r.resolvedAt) })}` : ''}
                    </p>
                    {!r.resolvedAt && (
                      <button
                        type="button"
                        className={`${buttonStyles.secondary} mt-2`}
                        onClick={async () => {
                          if (await adminChange(t, 'admin.toast.reportResolved', `/listing-reports/${r.id}/resolve`, 'POST')) reload();
                        }}
                      >
                        <FormattedMessage id="admin.reports.markResolved" values={{ problem: problem(r.problem), title: g.title, ...RICH_TAGS }} />
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-10 mb-0 text-xl font-bold">{t('admin.reports.stale.title')}</h2>
      <p className="mt-1 mb-0 text-sm text-ink-muted">{t('admin.reports.stale.intro')}</p>
      {!stale.items ? (
        <p role="status">{t('admin.reports.stale.loading')}</p>
      ) : stale.items.length === 0 ? (
        <p className="mt-4">{t('admin.reports.stale.empty')}</p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-2 p-0">
          {stale.items.map((s) => (
            <li key={s.id} className="flex flex-wrap items-baseline gap-x-3 rounded-md border border-line bg-surface p-3">
              <Link className={linkStyles} to={editLink(s.id)}>
                {s.title}
              </Link>
              <span className="text-sm text-ink-muted">
                {s.phoneConfirmedOn && s.phoneConfirmedOn > s.verifiedAt
                  ? t('admin.reports.stale.lastCheckedByPhone', { date: s.phoneConfirmedOn })
                  : t('admin.reports.stale.lastChecked', { date: s.verifiedAt })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
