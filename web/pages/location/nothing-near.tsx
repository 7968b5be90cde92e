// What "Resources Near You" offers when the directory has nothing local for her place: a wider search, every listing
// for her state, and 211, whose local specialists know help that no directory lists.
import { LINE_211, smsHref, telHref } from '../../../shared/hotlines.ts';
import type { Resource } from '../../../shared/schemas/resource.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { ExternalIcon, MessageIcon, PhoneIcon } from '../../components/icons.tsx';
import { useLikelyOnline } from '../../components/use-online.ts';

interface NothingNearProps {
  /** What was searched, in words: "within 25 miles of this location". */
  searched: string;
  /** Nothing at all is listed (true), or only programs serving her whole state, shown below (false). */
  empty: boolean;
  /** Her state's name, when known. */
  stateName?: string;
  /** The next step's label ("within 50 miles", "across Texas"), when there is one. */
  wider?: string;
  onWiden: () => void;
  /** Offered while her whole state is more than one step away. */
  onShowState?: () => void;
  /** Her state's own 211 listing on this device, for the ways it takes texts (from the directory, never typed here). */
  stateLine211?: Resource;
  /** Filtered to open listings: the way back is to turn the filter off. */
  openOnly: boolean;
}

/** Her state's 211 in the directory: the program serving the whole state that answers the 211 dialling code. */
export function findStateLine211(resources: readonly Resource[], state: string | undefined): Resource | undefined {
  if (!state) return undefined;
  return resources.find((r) => r.serviceArea === state && r.phones.some((p) => p.kind === 'voice' && p.number.replace(/\D/g, '') === '211'));
}

function lead({ searched, empty, stateName, openOnly }: NothingNearProps): string {
  if (empty) return openOnly ? `Nothing ${searched} is open right now by its posted hours.` : `The directory has nothing ${searched} yet.`;
  const below = `The programs below serve all of ${stateName ?? 'your state'}.`;
  return openOnly ? `No local listing ${searched} is open right now by its posted hours. ${below}` : `The directory has no local listings ${searched} yet. ${below}`;
}

export function NothingNear(props: NothingNearProps) {
  const { empty, stateName, wider, onWiden, onShowState, stateLine211 } = props;
  const online = useLikelyOnline();
  // Only a text option her state's 211 publishes, as the directory lists it; there is no national one to offer.
  const texts = stateLine211?.phones.filter((p) => p.kind === 'text') ?? [];
  return (
    <div className="mt-4 rounded-lg border border-line bg-surface p-5 sm:p-8">
      <h3 className="m-0 text-xl font-bold">{empty ? 'No Nearby Resources Found' : 'No local listings nearby yet'}</h3>
      <p className="mt-2 mb-0 text-ink-muted">{lead(props)} Here is what you can do next:</p>
      <ul className="m-0 mt-4 flex list-none flex-col gap-4 p-0">
        {(wider || onShowState) && (
          <li className="flex flex-wrap gap-2">
            {wider && (
              <button type="button" className={buttonStyles.primary} onClick={onWiden}>
                Search Wider Area ({wider})
              </button>
            )}
            {onShowState && stateName && (
              <button type="button" className={buttonStyles.secondary} onClick={onShowState}>
                All listings for {stateName}
              </button>
            )}
          </li>
        )}
        <li className="rounded-lg bg-brand-soft p-4">
          <p className="m-0 font-bold">Call 211 for local help</p>
          <p className="mt-1 mb-0">
            Call 211 or visit 211.org. Dialling 2-1-1 from most US phones reaches your area’s 211, whose specialists know local
            help with food, housing, bills, health care and more, including places our directory does not list yet. It is free
            and confidential.
          </p>
          {stateLine211 && texts.length > 0 && (
            <p className="mt-2 mb-0">
              {stateLine211.title} also answers texts{texts.length === 1 ? '' : ' at these numbers'}:
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <a href={telHref(LINE_211.phone)} className={buttonStyles.primary}>
              <PhoneIcon className="size-4" />
              Call 211
            </a>
            {texts.map((p) => (
              <a key={p.number} href={smsHref(p.number, p.textBody)} className={buttonStyles.secondary}>
                <MessageIcon className="size-4" />
                {p.label ? `${p.label}: ${p.number}` : `Text ${p.number}`}
              </a>
            ))}
            <a href={LINE_211.website} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" className={buttonStyles.secondary}>
              Visit 211.org
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
