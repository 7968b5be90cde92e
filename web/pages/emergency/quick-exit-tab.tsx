// Emergency page, Quick Exit tab: how quick exit works, what it cannot do, and how to browse more safely.
const card = 'rounded-lg border border-line bg-surface p-5 shadow-card';

export function QuickExitTab() {
  return (
    <div className="grid gap-5">
      <section aria-labelledby="qx-how" className={card}>
        <h2 id="qx-how" className="m-0 text-xl font-bold">
          How quick exit works
        </h2>
        <p className="mt-2 mb-0">Three ways, on every page of this site:</p>
        <ol className="mt-2 mb-0 grid gap-1.5 pl-6">
          <li>
            The <strong>Quick exit</strong> button at the top right of the screen (the first thing the Tab key reaches).
          </li>
          <li>
            Press <kbd className="rounded border border-line px-1.5">Esc</kbd> three times within two seconds.
          </li>
          <li>
            Press <kbd className="rounded border border-line px-1.5">Shift</kbd> three times on its own.
          </li>
        </ol>
        <p className="mt-3 mb-0">
          The page goes blank at once and a weather website opens in its place. The pages of this visit are replaced,
          so the Back button does not bring them back; if Back or Forward reaches one of our pages in that tab, it
          leaves again straight away.
        </p>
      </section>

      <section aria-labelledby="qx-limits" className={`${card} border-crisis/40`}>
        <h2 id="qx-limits" className="m-0 text-xl font-bold">
          What quick exit cannot do
        </h2>
        <p className="mt-2 mb-0">
          <strong>It does not erase your browser history.</strong> Someone who opens the browser’s history list can
          still see that this site was visited. Safer options:
        </p>
        <ul className="mt-2 mb-0 grid gap-1.5 pl-6">
          <li>Use a private or incognito window: the browser forgets the visit when you close it.</li>
          <li>Use a device the other person cannot get to: a friend’s phone, a work or library computer.</li>
          <li>
            Remove single entries rather than clearing everything (a sudden empty history can draw attention): in
            Chrome or Edge open History (Ctrl+H), tick the entries and choose Delete; in Firefox open History, right-click
            an entry and choose Delete Page; on an iPhone in Safari open History, swipe left on an entry and tap Delete.
          </li>
          <li>Downloads (such as the safety guide) stay in the Downloads folder until you delete them.</li>
        </ul>
      </section>

      <section aria-labelledby="qx-tips" className={card}>
        <h2 id="qx-tips" className="m-0 text-xl font-bold">
          Safety tips
        </h2>
        <ul className="mt-2 mb-0 grid gap-1.5 pl-6">
          <li>If you think your phone or computer is being monitored, use a safer device for planning.</li>
          <li>Check your phone’s location sharing and the apps that can see your location.</li>
          <li>Change passwords from a device you trust, and turn on two-step sign-in.</li>
          <li>Agree a code word with someone you trust that means “call for help”.</li>
          <li>In immediate danger, call 911. If you cannot speak, stay on the line.</li>
        </ul>
      </section>
    </div>
  );
}
