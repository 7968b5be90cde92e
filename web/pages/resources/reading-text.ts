// The reading content's words in the page's language: content files hold message ids (shared/messages/en/), the
// blocks draw plain strings. Names, numbers, addresses and links pass through as they are.
import type { MessageId } from '../../../shared/messages/en.ts';
import type { Translate } from '../../i18n/use-t.ts';
import type { InfoList, Listing, SourcedFigure } from './content/types.ts';

export function listingText(t: Translate, l: Listing<MessageId>): Listing {
  const { description, programs, award, focus, values, ...rest } = l;
  return {
    ...rest,
    ...(description ? { description: t(description, values) } : {}),
    ...(programs ? { programs: programs.map((p) => t(p, values)) } : {}),
    ...(award ? { award: t(award, values) } : {}),
    ...(focus ? { focus: t(focus, values) } : {}),
  };
}

export function infoListText(t: Translate, list: InfoList<MessageId>): InfoList {
  return {
    title: t(list.title, list.values),
    ...(list.intro ? { intro: t(list.intro, list.values) } : {}),
    items: list.items.map((item) => t(item, list.values)),
  };
}

export function figuresText(t: Translate, figures: readonly SourcedFigure<MessageId>[]): SourcedFigure[] {
  return figures.map((f) => ({ value: t(f.value), text: t(f.text), source: t(f.source), sourceUrl: f.sourceUrl }));
}

/** A state's name in the page's language, from its code ("NY" is "Nueva York" in Spanish), or its English name. */
export function stateLabel(t: Translate, code: string | undefined, englishName: string | undefined): string {
  return code && englishName ? t('topics.stateName', { code, name: englishName }) : (englishName ?? '');
}
