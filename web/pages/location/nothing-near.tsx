// What "Resources Near You" offers when the directory has nothing for her place: a wider search, every listing for
// her state, and 211, whose local specialists know help that no directory lists.
import { LINE_211, telHref } from '../../../shared/hotlines.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { ExternalIcon, PhoneIcon } from '../../components/icons.tsx';
import { useLikelyOnline } from '../../components/use-online.ts';

interface NothingNearProps {
  /** What was searched, in words: "within 25 miles of this location". */
  searched: string;
  /** The next step's label ("within 50 miles", "across Texas"), when there is one. */
  wider?: string;
  onWiden: () => void;
  /** Filtered to open listings: the way back is to turn the filter off. */
  openOnly: boolean;
}

export function NothingNear({ searched, wider, onWiden, openOnly }: NothingNearProps) {
  const online = useLikelyOnline();
  return (
    <div className="mt-4 rounded-lg border border-line bg-surface p-6 sm:p-8">
      <h3 className="m-0 text-xl font-bold">No Nearby Resources Found</h3>
      <p className="mt-2 mb-0 text-ink-muted">
        {openOnly ? `Nothing ${searched} is open right now by its posted hours.` : `The directory has nothing ${searched} yet.`} Here is what you can do next:
      </p>
      <ul className="m-0 mt-4 flex list-none flex-col gap-4 p-0">
        {wider && (
          <li>
            <button type="button" className={buttonStyles.primary} onClick={onWiden}>
              Search Wider Area ({wider})
            </button>
          </li>
        )}
        <li className="rounded-lg bg-brand-soft p-4">
          <p className="m-0 font-bold">Call 211 for local help</p>
          <p className="mt-1 mb-0">
            Dial 2-1-1 from most US phones to reach your area’s 211. Its specialists know local help with food, housing, bills,
            health care and more, including places our directory does not list yet. It is free and confidential.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <a href={telHref(LINE_211.phone)} className={buttonStyles.primary}>
              <PhoneIcon className="size-4" />
              Call 211
            </a>
            <a href={LINE_211.website} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" className={buttonStyles.secondary}>
              Search 211.org
              <ExternalIcon className="size-4" />
              <span className="sr-only"> (opens in a new tab)</span>
              {!online && <span className="text-xs font-normal text-ink-muted">(needs a connection)</span>}
            </a>
          </div>
        </li>
        <li>The emergency lines above answer from anywhere in the US, day and night.</li>
      </ul>
    </div>
  );
}
