// The 404 page for any path without a screen.
import { Link } from 'react-router-dom';
import { NOT_FOUND_META } from '../../../shared/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { LifebuoyIcon } from '../../components/icons.tsx';
import { usePageMeta } from '../../shell/use-page-meta.ts';

export function NotFoundPage() {
  usePageMeta(NOT_FOUND_META);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-20">
      <p className="m-0 text-sm font-bold tracking-wider text-ink-muted uppercase">Error 404</p>
      <h1 className="mt-2 mb-0 text-3xl font-extrabold sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 mb-0 text-lg text-ink-muted">
        We could not find a page at this address. It may have moved, or the link may be mistyped. If you need help
        right now, the crisis numbers are one tap away.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/" className={buttonStyles.primary}>
          Home
        </Link>
        <Link to="/emergency" className={buttonStyles.crisis}>
          <LifebuoyIcon />
          Get help now
        </Link>
        <Link to="/resources" className={buttonStyles.secondary}>
          Resources
        </Link>
      </div>
      <p className="mt-12 mb-0 border-t border-line pt-4 font-mono text-xs text-ink-muted">
        No route matches this address. Routes are defined in web/routes.tsx.
      </p>
    </div>
  );
}
