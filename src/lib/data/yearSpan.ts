/**
 * A row's span of years (schemaParts.ts `yearSpan` is its schema): whether a year falls in it, and how it
 * reads on a page, once for the whole site. Without zod, so calculator islands can use it.
 */
export interface YearSpan {
  from: number;
  to: number;
}

/** Whether `year` is in the span; a row without a span is available throughout the war. */
export const spanContains = (span: YearSpan | undefined | null, year: number): boolean => !span || (span.from <= year && year <= span.to);

/** "1917", or "1917–18" (en dash, the end year's last two digits, as the source writes its row names). */
export const formatSpan = (span: YearSpan): string =>
  span.from === span.to ? String(span.from) : `${span.from}–${String(span.to).slice(2)}`;
