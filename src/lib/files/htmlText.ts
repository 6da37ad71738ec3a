/**
 * Self-contained HTML files the site writes for people to open or print (an event's results, a round's
 * table sheets): text escaped for HTML, and a page with its styles inline and no script, whose own
 * Content-Security-Policy lets nothing else run or load should a name ever get past the escaping.
 */
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text (or a number) as it may stand in HTML content or a quoted attribute. */
export const htmlText = (text: string | number | null): string => String(text ?? '').replace(/[&<>"']/g, (c) => escapes[c]!);

/** Inline styles and nothing else: no script, no fetch, no form, no frame. */
export const SAVED_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/** A whole page: `title` is escaped here; `style` and `body` are HTML already. */
export const htmlPage = (title: string, style: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${SAVED_PAGE_POLICY}"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${htmlText(title)}</title><style>${style}</style></head><body>${body}</body></html>\n`;
