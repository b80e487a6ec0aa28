import { formatLongDate, formatShortDate } from '@/lib/format-date';

/** Whitespace as toHaveTextContent and getByText read an element's text: one space. */
const asRead = (text: string): string => text.replace(/\s+/gu, ' ');

/**
 * The formatters' dates as toHaveTextContent reads an element's text: the no-break space that
 * keeps the time with its "klo" as a space (an expected text is taken as given). A raw
 * textContent or an accessible name keeps it: compare those with the formatter's own output.
 */
export const longDateText = (...args: Parameters<typeof formatLongDate>): string => asRead(formatLongDate(...args));
export const shortDateText = (...args: Parameters<typeof formatShortDate>): string => asRead(formatShortDate(...args));
