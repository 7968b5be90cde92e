// Suggested listings (issue 37): services readers told us we are missing. Each opens as a draft listing, pre-filled
// from it, which an editor checks at its source, completes and publishes (its card then says a reader suggested it and
// when we checked it), or is declined with a reason. Both are in the audit log under the editor's name.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CategoryKey } from '../../../shared/categories.ts';
import { declineSuggestionSchema, SUGGESTION_LIMITS, type SuggestionRow } from '../../../shared/schemas/listing-suggestion.ts';
import { buttonStyles, linkStyles } from '../../components/button-styles.ts';
import { issueText } from '../../i18n/issue-text.ts';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';
import { useT } from '../../i18n/use-t.ts';
import { adminChange } from './admin-api.ts';
import { Badge, FormDialog, TextField, useWhen } from './admin-ui.tsx';
import { useAdminGet } from './use-admin-list.ts';

const draftLink = (id: string) => `/admin?tab=resources&suggestion=${encodeURIComponent(id)}`;
const editLink = (id: string) => `/admin?tab=resources&edit=${encodeURIComponent(id)}`;

export function SuggestionsTab() {
  const t = useT();
  const when = useWhen();
  const { data, error, reload } = useAdminGet<{ keptDays: number; suggestions: SuggestionRow[] }>('/listing-suggestions');
  const [declining, setDeclining] = useState<SuggestionRow>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  const decline = async () => {
    if (!declining) return false;
    const parsed = declineSuggestionSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(issueText(t, parsed.error.issues[0]));
      return false;
    }
    const done = await adminChange(t, 'admin.toast.suggestionDeclined', `/listing-suggestions/${declining.id}/decline`, 'POST', parsed.data);
    if (done) reload();
    return Boolean(done);
  };

  return (
    <div>
      <h2 className="m-0 text-xl font-bold">{t('admin.tab.listing-suggestions')}</h2>
      <p className="mt-1 mb-0 text-sm text-ink-muted">{data ? t('admin.suggestions.intro', { days: data.keptDays }) : t('admin.suggestions.introShort')}</p>
      {error && <p role="alert">{error}</p>}
      {!data ? (
        !error && <p role="status">{t('admin.suggestions.loading')}</p>
      ) : data.suggestions.length === 0 ? (
        <p className="mt-4">{t('admin.suggestions.empty')}</p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-3 p-0">
          {data.suggestions.map((s) => (
            <li key={s.id} className="min-w-0 rounded-lg border border-line bg-surface p-4 break-words">
              <h3 className="m-0 flex flex-wrap items-center gap-2 text-lg font-bold">
                {s.name}
                {s.status === 'open' && <Badge tone="warning">{t('admin.suggestions.status.open')}</Badge>}
                {s.status === 'published' && <Badge tone="success">{t('admin.suggestions.status.published')}</Badge>}
                {s.status === 'declined' && <Badge>{t('admin.suggestions.status.declined')}</Badge>}
                {s.category && <Badge tone="brand">{t(`category.${s.category as CategoryKey}`)}</Badge>}
              </h3>
              <p className="mt-1 mb-0 whitespace-pre-wrap">{s.about}</p>
              <dl className="m-0 mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[13rem_1fr]">
                <dt className="font-semibold">{t('admin.suggestions.area')}</dt>
                <dd className="m-0">{s.area}</dd>
                {s.phone && (
                  <>
                    <dt className="font-semibold">{t('admin.suggestions.phone')}</dt>
                    <dd className="m-0">{s.phone}</dd>
                  </>
                )}
                {s.website && (
                  <>
                    <dt className="font-semibold">{t('admin.suggestions.website')}</dt>
                    <dd className="m-0">
                      <a href={s.website} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" className={linkStyles}>
                        {s.website}
                        <span className="sr-only"> {t('widget.newTab')}</span>
                      </a>
                    </dd>
                  </>
                )}
                {s.contact && (
                  <>
                    <dt className="font-semibold">{t('admin.suggestions.contact')}</dt>
                    <dd className="m-0">{s.contact}</dd>
                  </>
                )}
                <dt className="font-semibold">{t('admin.suggestions.sent')}</dt>
                <dd className="m-0">{when(s.createdAt)}</dd>
                {s.decidedAt && (
                  <>
                    <dt className="font-semibold">{t(s.status === 'published' ? 'admin.suggestions.publishedOn' : 'admin.suggestions.declinedOn')}</dt>
                    <dd className="m-0">{when(s.decidedAt)}</dd>
                  </>
                )}
                {s.declineReason && (
                  <>
                    <dt className="font-semibold">{t('admin.suggestions.reason')}</dt>
                    <dd className="m-0 whitespace-pre-wrap">{s.declineReason}</dd>
                  </>
                )}
              </dl>
              {s.status === 'open' && (
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link className={buttonStyles.primary} to={draftLink(s.id)}>
                    <FormattedMessage id="admin.suggestions.openDraft" values={{ name: s.name, ...RICH_TAGS }} />
                  </Link>
                  <button type="button" className={buttonStyles.secondary} onClick={() => (setReason(''), setReasonError(undefined), setDeclining(s))}>
                    <FormattedMessage id="admin.suggestions.decline" values={{ name: s.name, ...RICH_TAGS }} />
                  </button>
                </div>
              )}
              {s.status === 'published' && s.resourceId && (
                <Link className={`${linkStyles} mt-2 inline-block`} to={editLink(s.resourceId)}>
                  <FormattedMessage id="admin.suggestions.editListing" values={{ name: s.name, ...RICH_TAGS }} />
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}

      <FormDialog
        open={Boolean(declining)}
        title={t('admin.suggestions.declineTitle', { name: declining?.name ?? '' })}
        submitLabel={t('admin.suggestions.declineSubmit')}
        pendingLabel={t('admin.form.saving')}
        onClose={() => setDeclining(undefined)}
        onSubmit={decline}
        {...(reasonError ? { error: reasonError } : {})}
      >
        <TextField
          label={t('admin.suggestions.reason')}
          hint={t('admin.suggestions.reasonHint')}
          required
          rows={3}
          maxLength={SUGGESTION_LIMITS.reason}
          value={reason}
          onChange={(v) => (setReason(v), setReasonError(undefined))}
        />
      </FormDialog>
    </div>
  );
}
