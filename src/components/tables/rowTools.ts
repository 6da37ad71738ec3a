/**
 * A table page's row tools in the browser: pressing a row's "#" goes to the row, as any link does, and
 * also puts the row's permanent address on the clipboard and says so beside the link pressed; an address
 * whose row id is not on the page says that too, above the table, instead of landing silently at the top.
 * Plain DOM, no framework: table pages ship none.
 */
function say(status: HTMLElement | null, text: string) {
  if (status) status.textContent = text;
}

export function setUpRowTools(doc: Document = document): void {
  const status = doc.getElementById('gw-row-status');
  doc.addEventListener('click', async (event) => {
    // A press that opens a new tab or window only opens it.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a.gw-row-link');
    if (!link) return;
    const url = `${location.origin}${location.pathname}${link.hash}`;
    // The page's one status moves beside the link pressed, so the message is read where the eye is.
    link.after(status ?? '');
    try {
      await navigator.clipboard.writeText(url);
      say(status, 'Link copied');
    } catch {
      say(status, `Copy this link: ${url}`);
    }
  });
  // A row id is kebab-case ASCII (the tables' slug), so the address is read as written: anything else (a
  // sentence, a stray "%") names no row, is never printed back, and needs no decoding that could throw.
  const id = location.hash.slice(1);
  if (id && !doc.getElementById(id)) {
    const named = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id) ? ` “${id}”` : '';
    say(status, `This page has no row${named}. The link may be mistyped; row ids never change once published, so check the table below.`);
  }
}
