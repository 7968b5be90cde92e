// Articles: the list (featured first), "Create New Article" and a real edit form (PUT), and a confirmation before
// deleting. Content is Markdown; the server sanitises it before storing or showing it.
import { useState } from 'react';
import { articleInputSchema } from '../../../shared/admin/schemas.ts';
import { NEWS_TOPICS } from '../../../shared/news/topics.ts';
import { buttonStyles, fieldStyles } from '../../components/button-styles.ts';
import { adminChange } from './admin-api.ts';
import { Badge, CheckField, ConfirmDialog, Field, FormDialog, TextField } from './admin-ui.tsx';
import { useAdminList } from './use-admin-list.ts';
import { issueText } from '../../i18n/issue-text.ts';
import { useT } from '../../i18n/use-t.ts';

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
}

const EMPTY = { title: '', excerpt: '', content: '', category: NEWS_TOPICS[0]!.id as string, imageUrl: '', author: '', featured: false, published: true };
type Draft = typeof EMPTY;

const topicLabel = (id: string) => NEWS_TOPICS.find((t) => t.id === id)?.label ?? id;

export function ArticlesTab({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const { items, reload } = useAdminList<AdminArticle>('/articles');
  const [editing, setEditing] = useState<{ id?: string; draft: Draft }>();
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState<AdminArticle>();

  const set = (patch: Partial<Draft>) => setEditing((e) => e && { ...e, draft: { ...e.draft, ...patch } });

  const save = async () => {
    if (!editing) return false;
    const d = editing.draft;
    const body = { ...d, imageUrl: d.imageUrl.trim() || undefined, author: d.author.trim() || undefined };
    const checked = articleInputSchema.safeParse(body);
    if (!checked.success) {
      setError(issueText(t, checked.error.issues[0]));
      return false;
    }
    setError(undefined);
    const out = editing.id ? await adminChange(`/articles/${editing.id}`, 'PUT', checked.data) : await adminChange('/articles', 'POST', checked.data);
    if (!out) return false;
    reload();
    onChanged();
    return true;
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-articles" tabIndex={-1} className="m-0 text-xl font-bold outline-none">
          Articles
        </h2>
        <button type="button" className={buttonStyles.primary} onClick={() => (setError(undefined), setEditing({ draft: EMPTY }))}>
          Add Article
        </button>
      </div>
      {!items ? (
        <p role="status">Loading articles…</p>
      ) : items.length === 0 ? (
        <p className="mt-4">No articles yet.</p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-3 p-0">
          {items.map((a) => (
            <li key={a.id} className="rounded-lg border border-line bg-surface p-4">
              <p className="m-0 flex flex-wrap gap-2">
                <Badge tone="brand">{topicLabel(a.category)}</Badge>
                {a.featured && <Badge tone="warning">Featured</Badge>}
                {!a.published && <Badge>Draft</Badge>}
              </p>
              <h3 className="mt-2 mb-0 text-lg font-bold">{a.title}</h3>
              <p className="mt-1 mb-0 text-sm">{a.excerpt}</p>
              <p className="mt-1 mb-0 text-sm text-ink-muted">
                {a.author ?? 'No author'} · {new Date(a.publishDate).toLocaleDateString('en-US', { dateStyle: 'medium' })}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => {
                    setError(undefined);
                    setEditing({ id: a.id, draft: { title: a.title, excerpt: a.excerpt, content: a.content, category: a.category, imageUrl: a.imageUrl ?? '', author: a.author ?? '', featured: a.featured, published: a.published } });
                  }}
                >
                  Edit<span className="sr-only"> {a.title}</span>
                </button>
                <button type="button" className={buttonStyles.ghost} onClick={() => setDeleting(a)}>
                  Delete<span className="sr-only"> {a.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <FormDialog
        open={Boolean(editing)}
        title={editing?.id ? 'Edit Article' : 'Create New Article'}
        submitLabel={editing?.id ? 'Save Changes' : 'Create Article'}
        pendingLabel={editing?.id ? 'Saving...' : 'Creating...'}
        onClose={() => setEditing(undefined)}
        onSubmit={save}
        {...(error ? { error } : {})}
      >
        {editing && (
          <>
            <TextField label="Title" required maxLength={200} value={editing.draft.title} onChange={(title) => set({ title })} />
            <TextField label="Excerpt" required rows={2} maxLength={500} value={editing.draft.excerpt} onChange={(excerpt) => set({ excerpt })} />
            <TextField
              label="Content"
              required
              rows={10}
              maxLength={20000}
              hint="Markdown: a blank line between paragraphs, ## for a heading, - for a list, [text](https://…) for a link. Pictures and HTML are removed."
              value={editing.draft.content}
              onChange={(content) => set({ content })}
            />
            <Field label="Category *">
              {(id) => (
                <select id={id} className={fieldStyles} value={editing.draft.category} onChange={(e) => set({ category: e.target.value })}>
                  {NEWS_TOPICS.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <TextField label="Author" maxLength={100} value={editing.draft.author} onChange={(author) => set({ author })} />
            <TextField label="Image URL" hint="A picture on this site, e.g. /images/article.jpg (pictures from other sites are not allowed)." maxLength={300} value={editing.draft.imageUrl} onChange={(imageUrl) => set({ imageUrl })} />
            <CheckField label="Featured (shown first in the news)" checked={editing.draft.featured} onChange={(featured) => set({ featured })} />
            <CheckField label="Published (unticked: a draft only editors see)" checked={editing.draft.published} onChange={(published) => set({ published })} />
          </>
        )}
      </FormDialog>

      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete this article?"
        body={<>“{deleting?.title}” will be removed from the news. The audit log keeps a copy.</>}
        confirmLabel="Delete article"
        onClose={() => setDeleting(undefined)}
        returnFocus={() => document.getElementById('admin-articles')}
        onConfirm={async () => {
          if (!deleting) return;
          if (await adminChange(`/articles/${deleting.id}`, 'DELETE')) {
            reload();
            onChanged();
          }
        }}
      />
    </div>
  );
}
