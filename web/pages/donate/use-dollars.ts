// Money as the page's language writes it: "$25" for whole dollars, "$25.50" otherwise (en-US and es-US alike, as
// Intl says), from cents.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export function useDollars(): (cents: number) => string {
  const intl = useIntl();
  return useCallback(
    (cents: number) => {
      const digits = cents % 100 === 0 ? 0 : 2;
      return intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits });
    },
    [intl],
  );
}
