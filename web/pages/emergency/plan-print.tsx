// The safety plan as plain text for paper: hidden on screen, shown only by the print stylesheet (styles.css, "Safety plan: print").
// On paper the numbers come first: 911, the crisis lines (from shared/hotlines.ts, never retyped), then her own people.
import { Fragment, type ReactNode } from 'react';
import { CRISIS_LINES } from '../../../shared/crisis-order.ts';
import { FormattedMessage } from 'react-intl';
import { EMERGENCY_NUMBER, hotline, textOptionFor, type Hotline } from '../../../shared/hotlines.ts';
import type { Locale } from '../../../shared/locale.ts';
import type { SafetyPlan } from '../../../shared/schemas/safety-plan.ts';
import { callWords, textWords } from '../../components/hotline-links.tsx';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';
import { useLocale, useT, type Translate } from '../../i18n/use-t.ts';

/** Every way to reach a line, in words for paper, in the page's language ("Call …", "Text … to …", "TTY …"). */
function contactWays(t: Translate, line: Hotline, locale: Locale): string[] {
  const ways: string[] = [];
  if (line.phone) ways.push(callWords(t, line, locale));
  const text = textOptionFor(line, locale);
  if (text) ways.push(textWords(t, text));
  if (line.tty) ways.push(t('hotline.tty', { number: line.tty }));
  return ways;
}

const filled = (s: string | undefined): s is string => (s ?? '').trim() !== '';

function Block({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section className="plan-print-block">
      <h3>{title}</h3>
      {/* An empty section keeps its heading and a few lines, so it can still be filled in by hand. */}
      {empty ? (
        <div className="plan-print-blank" aria-hidden="true">
          <span />
          <span />
        </div>
      ) : (
        children
      )}
    </section>
  );
}

function Lines({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((s, i) => (
        <li key={i}>{s}</li>
      ))}
    </ul>
  );
}

function Text({ value }: { value: string }) {
  return <p className="plan-print-text">{value}</p>;
}

/** The crisis lines of every crisis list, with every way to reach each one. */
function CrisisLines() {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="plan-print-block plan-print-lines">
      <h3>{t('plan.print.lines')}</h3>
      <ul>
        <li>
          <FormattedMessage id="plan.print.immediate" values={{ ...RICH_TAGS, number: EMERGENCY_NUMBER }} />
        </li>
        {CRISIS_LINES.map((id) => {
          const line = hotline(id);
          return (
            <li key={id}>
              <strong>{line.name}:</strong>{' '}
              {contactWays(t, line, locale).map((way, i, all) => (
                <Fragment key={way}>
                  {/* A number never breaks across lines on paper, and a line never starts with the separator. */}
                  <span className="plan-print-way">
                    {way}
                    {i < all.length - 1 && ' ·'}
                  </span>
                  {i < all.length - 1 && ' '}
                </Fragment>
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function PlanPrintView({ plan }: { plan: SafetyPlan }) {
  const warningSigns = plan.warningSigns.filter(filled);
  const places = plan.safePlaces.filter(filled);
  const people = plan.safePeople.filter((p) => filled(p.name) || filled(p.howToReach) || filled(p.notes));
  const pack = plan.toPack.filter((p) => filled(p.item));
  const codes = plan.codeWords.filter((c) => filled(c.word) || filled(c.meaning));
  const t = useT();

  return (
    <div className="plan-print-only">
      <h2>{t('plan.print.title')}</h2>
      <p>{t('plan.print.printed', { date: new Date() })}</p>
      <CrisisLines />
      <Block title={t('plan.people.title')} empty={people.length === 0}>
        <ul>
          {people.map((p, i) => (
            <li key={i}>
              <strong>{p.name.trim() || t('plan.people.someone')}</strong>
              {filled(p.howToReach) && `: ${p.howToReach}`}
              {filled(p.notes) && <span className="plan-print-text"> ({p.notes})</span>}
            </li>
          ))}
        </ul>
      </Block>
      <Block title={t('plan.warning.title')} empty={warningSigns.length === 0}>
        <Lines items={warningSigns} />
      </Block>
      <Block title={t('plan.places.title')} empty={places.length === 0}>
        <Lines items={places} />
      </Block>
      <Block title={t('plan.pack.title')} empty={pack.length === 0}>
        <ul className="plan-print-checklist">
          {pack.map((p, i) => (
            <li key={i}>
              <span aria-hidden="true">{p.packed ? '☑' : '☐'} </span>
              {p.item}
              {p.packed && <span className="sr-only"> {t('plan.pack.packed')}</span>}
            </li>
          ))}
        </ul>
      </Block>
      <Block title={t('plan.codes.title')} empty={codes.length === 0}>
        <ul>
          {codes.map((c, i) => (
            <li key={i}>
              <strong>{c.word.trim() || t('plan.codes.item')}</strong>
              {filled(c.meaning) && `: ${c.meaning}`}
            </li>
          ))}
        </ul>
      </Block>
      <Block title={t('plan.childrenPlan.title')} empty={!filled(plan.childrensPlan)}>
        <Text value={plan.childrensPlan} />
      </Block>
      <Block title={t('plan.workPlan.title')} empty={!filled(plan.workplacePlan)}>
        <Text value={plan.workplacePlan} />
      </Block>
      <Block title={t('plan.notes.title')} empty={!filled(plan.notes)}>
        <Text value={plan.notes} />
      </Block>
    </div>
  );
}
