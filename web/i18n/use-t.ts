// The hooks pages use: `t(id, values)` for a message as text, the page's language, and its paths in that language.
import { useCallback, useContext } from 'react';
import { useIntl } from 'react-intl';
import { localePath, type Locale } from '../../shared/locale.ts';
import type { MessageId } from '../../shared/messages/en.ts';
import { LocaleContext } from './locale-context.ts';

export type MessageValues = Readonly<Record<string, string | number | Date>>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** `t('crisis.inDanger')`, `t('hotline.call', { number })`: a message of the page's language, as plain text. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((id, values) => intl.formatMessage({ id }, values), [intl]);
}

/** A path of the site in the page's language: on a Spanish page, "/emergency" is "/es/emergency". */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localePath(path, locale), [locale]);
}
