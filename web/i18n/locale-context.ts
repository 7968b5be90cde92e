// The page's language, given by I18nProvider from the address.
import { createContext } from 'react';
import type { Locale } from '../../shared/locale.ts';

export const LocaleContext = createContext<Locale>('en');
