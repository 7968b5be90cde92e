// Listing reports: what visitors said is wrong, grouped by listing (open first, newest first), each resolved by an
// editor (the audit log records it), with a way to the listing's editor; then the listings not checked for a year.
import { Link } from 'react-router-dom';
import { LISTING_PROBLEM_LABELS, type ListingProblem } from '../../../shared/schemas/listing-report.ts';
import { buttonStyles, linkStyles } from '../../components/button-styles.ts';
import { adminChange } from './admin-api.ts';
import { Badge, when } from './admin-ui.tsx';
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
  const { items, error, reload } = useAdminList<ReportGroup>('/listing-reports');
  const stale = useAdminList<StaleListing>('/stale-listings');
  return (
    <div>
      <h2 className="m-0 text-xl font-bold">Listing reports</h2>
      <p className="mt-1 mb-0 text-sm text-ink-muted">Problems visitors reported, by listing: open ones first, newest first. Resolved reports stay here for 30 days.</p>
      {error && <p role="alert">{error}</p>}
      {!items ? (
        <p role="status">Loading reports…</p>
      ) : items.length === 0 ? (
        <p className="mt-4">No reports.</p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-3 p-0">
          {items.map((g) => (
            <li key={g.resourceId} className="rounded-lg border border-line bg-surface p-4">
              <h3 className="m-0 flex flex-wrap items-center gap-2 text-lg font-bold">
                {g.title}
                {g.open > 0 ? <Badge tone="warning">{g.open} open</Badge> : <Badge tone="success">All resolved</Badge>}
                {!g.listed && <Badge>No longer listed</Badge>}
              </h3>
              {g.listed && (
                <Link className={linkStyles} to={editLink(g.resourceId)}>
                  Edit this listing<span className="sr-only"> ({g.title})</span>
                </Link>
              )}
              <ul className="m-0 mt-2 grid list-none gap-2 p-0">
                {g.reports.map((r) => (
                  <li key={r.id} className="rounded-md bg-surface-2 p-3">
                    <p className="m-0 font-semibold">{LISTING_PROBLEM_LABELS[r.problem]}</p>
                    {r.note && <p className="mt-1 mb-0 whitespace-pre-wrap">{r.note}</p>}
                    <p className="mt-1 mb-0 text-sm text-ink-muted">
                      Reported {when(r.createdAt)}
                      {r.resolvedAt ? ` · resolved ${when(r.resolvedAt)}` : ''}
                    </p>
                    {!r.resolvedAt && (
                      <button
                        type="button"
                        className={`${buttonStyles.secondary} mt-2`}
                        onClick={async () => {
                          if (await adminChange(`/listing-reports/${r.id}/resolve`, 'POST')) reload();
                        }}
                      >
                        Mark resolved<span className="sr-only"> ({LISTING_PROBLEM_LABELS[r.problem]}, {g.title})</span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}

      <h2 className="mt-10 mb-0 text-xl font-bold">Stale listings</h2>
      <p className="mt-1 mb-0 text-sm text-ink-muted">Not checked for more than 12 months, oldest first. Check each against its source, or call them, and update its dates.</p>
      {!stale.items ? (
        <p role="status">Loading…</p>
      ) : stale.items.length === 0 ? (
        <p className="mt-4">None: every listing was checked in the last 12 months.</p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-2 p-0">
          {stale.items.map((s) => (
            <li key={s.id} className="flex flex-wrap items-baseline gap-x-3 rounded-md border border-line bg-surface p-3">
              <Link className={linkStyles} to={editLink(s.id)}>
                {s.title}
              </Link>
              <span className="text-sm text-ink-muted">Last checked {s.phoneConfirmedOn && s.phoneConfirmedOn > s.verifiedAt ? `by phone ${s.phoneConfirmedOn}` : s.verifiedAt}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
