/** How cells read on a page: shared by every table's column definitions. */
import { signed } from '#src/lib/numbers/wording.ts';
import { formatSpan, type YearSpan } from '#src/lib/data/yearSpan.ts';

/** "-" is how the source marks a cell that does not apply; we show an en dash. */
export const DASH = '–';
export const num = (v: number | null) => (v === null ? DASH : String(v));
export const signedCell = (v: number | null) => (v === null ? DASH : signed(v));
export const percent = (v: number | null) => (v === null ? DASH : `${v}%`);
/** A missing cost is not "free": say plainly that the source has no value. */
export const points = (v: number | null) => (v === null ? 'no value' : String(v));
export const years = (y: YearSpan | undefined) => (y ? formatSpan(y) : '');
/** A cell shown as the data file gives it. */
export const text = (v: string) => v;
