// Articles: the list (featured first), "Create New Article" and a real edit form (PUT), and a confirmation before
// deleting. Content is Markdown; the server sanitises it before storing or showing it. An article may have a Spanish
// version (title, excerpt, content), shown on the Spanish pages; left empty, those show the English.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { articleInputSchema } from '../../../shared/admin/schemas.ts';
import type { MessageId } from '../../../shared/messages/en.ts';
import { NEWS_TOPICS } from '../../../shared/news/topics.ts';
import { buttonStyles, fieldStyles } from '../../components/button-styles.ts';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';
import { useT, type Translate } from '../../i18n/use-t.ts';
import { adminChange } from './admin-api.ts';
import { Badge, CheckField, ConfirmDialog, Field, FormDialog, TextField, useDay } from './admin-ui.tsx';
import { useAdminList } from './use-admin-list.ts';
import { issueText } from '../../i18n/issue-text.ts';

export interface AdminArticle {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  imageUrl?: string;
  author?: string;
  featured: boolean;
  published: boolean;
  publishDate: string;
  es?: { title: string; excerpt: string; content: string };
}

const EMPTY = {
  title: '',
  excerpt: '',
  content: '',
  category: NEWS_TOPICS[0]!.id as string,
  imageUrl: '',
  author: '',
  featured: false,
  published: true,
  titleEs: '',
  excerptEs: '',
  contentEs: '',
};
type Draft = typeof EMPTY;

/** A news topic's name in the page's language; an unknown id as it is. */
const topicLabel = (t: Translate, id: string) => (NEWS_TOPICS.some((topic) => topic.id === id) ? t(`admin.articles.topic.${id}` as MessageId) : id);

export function ArticlesTab({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const day = useDay();
  const { items, reload } = useAdminList<AdminArticle>('/articles');
  const [editing, setEditing] = useState<{ id?: string; draft: Draft }>();
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState<AdminArticle>();

  const set = (patch: Partial<Draft>) => setEditing((e) => e && { ...e, draft: { ...e.draft, ...patch } });

  const save = async () => {
    if (!editing) return false;
    const d = editing.draft;
    const body = {
      title: d.title,
      excerpt: d.excerpt,
      content: d.content,
      category: d.category,
      featured: d.featured,
      published: d.published,
      imageUrl: d.imageUrl.trim() || undefined,
      author: d.author.trim() || undefined,
      // All three empty is no Spanish version (the schema says so); sent as typed, so editing one away clears it.
      es: { title: d.titleEs, excerpt: d.excerptEs, content: d.contentEs },
    };
    const checked = articleInputSchema.safeParse(body);
    if (!checked.success) {
      setError(issueText(t, checked.error.issues[0]));
      return false;
    }
    setError(undefined);
    const out = editing.id
      ? await adminChange(t, 'admin.toast.articleUpdated', `/articles/${editing.id}`, 'PUT', checked.data)
      : await adminChange(t, 'admin.toast.articleCreated', '/articles', 'POST', checked.data);
    if (!out) return false;
    reload();
    onChanged();
    return true;
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-articles" tabIndex={-1} className="m-0 text-xl font-bold outline-none">
          {t('admin.tab.articles')}
        </h2>
        <button type="button" className={buttonStyles.primary} onClick={() => (setError(undefined), setEditing({ draft: EMPTY }))}>
          {t('admin.articles.add')}
        </button>
      </div>
      {!items ? (
        <p role="status">{t('admin.articles.loading')}</p>
      ) : items.length === 0 ? (
        <p className="mt-4">{t('admin.articles.empty')}</p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-3 p-0">
          {items.map((a) => (
            <li key={a.id} className="rounded-lg border border-line bg-surface p-4">
              <p className="m-0 flex flex-wrap gap-2">
                <Badge tone="brand">{topicLabel(t, a.category)}</Badge>
                {a.featured && <Badge tone="warning">{t('admin.articles.featured')}</Badge>}
                {!a.published && <Badge>{t('admin.articles.draft')}</Badge>}
                {a.es && <Badge>{t('admin.articles.inSpanish')}</Badge>}
              </p>
              <h3 className="mt-2 mb-0 text-lg font-bold">{a.title}</h3>
              <p className="mt-1 mb-0 text-sm">{a.excerpt}</p>
              <p className="mt-1 mb-0 text-sm text-ink-muted">
                {a.author ?? t('admin.articles.noAuthor')} · {day(a.publishDate)}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => {
                    setError(undefined);
                    setEditing({
                      id: a.id,
                      draft: {
                        title: a.title,
                        excerpt: a.excerpt,
                        content: a.content,
                        category: a.category,
                        imageUrl: a.imageUrl ?? '',
                        author: a.author ?? '',
                        featured: a.featured,
                        published: a.published,
                        titleEs: a.es?.title ?? '',
                        excerptEs: a.es?.excerpt ?? '',
                        contentEs: a.es?.content ?? '',
                      },
                    });
                  }}
                >
                  <FormattedMessage id="admin.action.edit" values={{ name: a.title, ...RICH_TAGS }} />
                </button>
                <button type="button" className={buttonStyles.ghost} onClick={() => setDeleting(a)}>
                  <FormattedMessage id="admin.action.delete" values={{ name: a.title, ...RICH_TAGS }} />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <FormDialog
        open={Boolean(editing)}
        title={t(editing?.id ? 'admin.articles.edit.title' : 'admin.articles.create.title')}
        submitLabel={t(editing?.id ? 'admin.form.saveChanges' : 'admin.articles.create.submit')}
        pendingLabel={t(editing?.id ? 'admin.form.saving' : 'admin.form.creating')}
        onClose={() => setEditing(undefined)}
        onSubmit={save}
        {...(error ? { error } : {})}
      >
        {editing && (
          <>
            <TextField label={t('admin.articles.field.title')} required maxLength={200} value={editing.draft.title} onChange={(title) => set({ title })} />
            <TextField label={t('admin.articles.field.excerpt')} required rows={2} maxLength={500} value={editing.draft.excerpt} onChange={(excerpt) => set({ excerpt })} />
            <TextField
              label={t('admin.articles.field.content')}
              required
              rows={10}
              maxLength={20000}
              hint={t('admin.articles.field.contentHint')}
              value={editing.draft.content}
              onChange={(content) => set({ content })}
            />
            <Field label={`${t('admin.articles.field.category')} *`}>
              {(id) => (
                <select id={id} className={fieldStyles} value={editing.draft.category} onChange={(e) => set({ category: e.target.value })}>
                  {NEWS_TOPICS.map((topic) => (
                    <option key={topic.id} value={topic.id}>
                      {topicLabel(t, topic.id)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <TextField label={t('admin.articles.field.author')} maxLength={100} value={editing.draft.author} onChange={(author) => set({ author })} />
            <TextField label={t('admin.articles.field.imageUrl')} hint={t('admin.articles.field.imageUrlHint')} maxLength={300} value={editing.draft.imageUrl} onChange={(imageUrl) => set({ imageUrl })} />
            <CheckField label={t('admin.articles.field.featured')} checked={editing.draft.featured} onChange={(featured) => set({ featured })} />
            <CheckField label={t('admin.articles.field.published')} checked={editing.draft.published} onChange={(published) => set({ published })} />
            <fieldset aria-describedby="admin-article-es-hint" className="m-0 grid gap-3 rounded-md border border-line p-3">
              <legend className="px-1 font-semibold">{t('admin.articles.spanish.legend')}</legend>
              <p id="admin-article-es-hint" className="m-0 text-sm text-ink-muted">
                {t('admin.articles.spanish.hint')}
              </p>
              <TextField label={t('admin.articles.field.titleEs')} lang="es" maxLength={200} value={editing.draft.titleEs} onChange={(titleEs) => set({ titleEs })} />
              <TextField label={t('admin.articles.field.excerptEs')} lang="es" rows={2} maxLength={500} value={editing.draft.excerptEs} onChange={(excerptEs) => set({ excerptEs })} />
              <TextField
                label={t('admin.articles.field.contentEs')}
                lang="es"
                rows={10}
                maxLength={20000}
                hint={t('admin.articles.field.contentHint')}
                value={editing.draft.contentEs}
                onChange={(contentEs) => set({ contentEs })}
              />
            </fieldset>
          </>
        )}
      </FormDialog>

      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('admin.articles.delete.title')}
        body={t('admin.articles.delete.body', { title: deleting?.title ?? '' })}
        confirmLabel={t('admin.articles.delete.confirm')}
        onClose={() => setDeleting(undefined)}
        returnFocus={() => document.getElementById('admin-articles')}
        onConfirm={async () => {
          if (!deleting) return;
          if (await adminChange(t, 'admin.toast.articleDeleted', `/articles/${deleting.id}`, 'DELETE')) {
            reload();
            onChanged();
          }
        }}
      />
    </div>
  );
}
