// What the search dialog adds, fetched the first time it opens (src/components/site/Search.astro); a plain
// file, so that the pages load no module loader for it.
//
// In the dialog, the arrow keys move from the search box through the results and back; Enter opens the
// focused result.
//
// Search answers for the rule set of the page it is opened from (Great War Spearhead from a page of no set):
// Pagefind's "Rule system" filter for it is ticked when its filters appear, and a line under the search box
// says so, with one button to widen to every rule set or narrow again. The choice is kept for later searches
// (in this browser's storage, when it allows).
const SCOPE_KEY = 'gwt-search-scope';
const FILTER = 'Rule system';

function storedScope() {
  try {
    return localStorage.getItem(SCOPE_KEY) === 'all' ? 'all' : 'set';
  } catch {
    return 'set';
  }
}

function keepScope(scope) {
  try {
    localStorage.setItem(SCOPE_KEY, scope);
  } catch {
    // Without storage the choice lasts for this page.
  }
}

function arrowKeys(dialog) {
  dialog.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = [...dialog.querySelectorAll('.pagefind-ui__result-link')];
    if (links.length === 0) return;
    const at = links.indexOf(document.activeElement);
    const next = e.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
    e.preventDefault();
    (next < 0 ? dialog.querySelector('.pagefind-ui__search-input') : links[next])?.focus();
  });
}

// On a phone Pagefind's filters stand above the results and take a third of the screen: they fold behind
// one "Filters" button, which says how many are ticked.
const PHONE = '(max-width: 49.999rem)';

function foldFilters(root) {
  const fold = () => {
    const panel = root.querySelector('.pagefind-ui__filter-panel');
    if (!panel || panel.dataset.gwFolded || !matchMedia(PHONE).matches) return;
    panel.dataset.gwFolded = 'true';
    panel.id ||= 'gw-search-filters';
    // Pagefind's own sheet displays the panel whatever its hidden attribute says: its style is set here.
    const shown = () => panel.style.display !== 'none';
    panel.style.display = 'none';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'gw-search-filters';
    button.setAttribute('aria-controls', panel.id);
    button.setAttribute('aria-expanded', 'false');
    Object.assign(button.style, {
      minHeight: '2.75rem',
      padding: '0 0.75rem',
      border: '1px solid var(--sl-color-gray-4)',
      borderRadius: '0.375rem',
      background: 'transparent',
      color: 'var(--sl-color-text)',
      cursor: 'pointer',
    });
    const label = () => {
      const ticked = panel.querySelectorAll('input.pagefind-ui__filter-checkbox:checked').length;
      button.textContent = `${shown() ? 'Hide' : 'Show'} filters${ticked ? ` (${ticked} ticked)` : ''}`;
    };
    button.addEventListener('click', () => {
      panel.style.display = shown() ? 'none' : '';
      button.setAttribute('aria-expanded', String(shown()));
      label();
    });
    panel.addEventListener('change', label);
    panel.before(button);
    label();
  };
  fold();
  // Pagefind draws the panel once its filters have loaded, and may draw it again.
  new MutationObserver(fold).observe(root, { childList: true, subtree: true });
}

export function searchDialog(dialog) {
  arrowKeys(dialog);
  const root = dialog.querySelector('#starlight__search');
  if (!root) return;
  foldFilters(root);
  const here =
    document.querySelector(`[data-pagefind-filter^="${FILTER}:"]`)?.getAttribute('data-pagefind-filter')?.slice(FILTER.length + 1) ??
    'Great War Spearhead';
  let scope = storedScope();

  const line = document.createElement('p');
  line.className = 'gw-search-scope';
  Object.assign(line.style, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem', fontSize: 'var(--sl-text-sm)' });
  const words = document.createElement('span');
  const toggle = document.createElement('button');
  toggle.type = 'button';
  Object.assign(toggle.style, {
    minHeight: '2.75rem',
    padding: '0 0.75rem',
    border: '1px solid var(--sl-color-gray-4)',
    borderRadius: '0.375rem',
    background: 'transparent',
    color: 'var(--sl-color-text-accent)',
    cursor: 'pointer',
  });
  line.append(words, ' ', toggle);

  const draw = () => {
    words.textContent = scope === 'set' ? `Results from ${here} only.` : 'Results from every rule set.';
    toggle.textContent = scope === 'set' ? 'Search every rule set' : `Only ${here}`;
  };
  // Ticks or clears this rule set's filter to match the scope; false until Pagefind has drawn its filters.
  const apply = () => {
    const box = root.querySelector(`input.pagefind-ui__filter-checkbox[id="${CSS.escape(`${FILTER}-${here}`)}"]`);
    if (!box) return false;
    if (box.checked !== (scope === 'set')) box.click();
    return true;
  };
  toggle.addEventListener('click', () => {
    scope = scope === 'set' ? 'all' : 'set';
    keepScope(scope);
    draw();
    apply();
  });
  draw();

  // Pagefind draws its form and filters once it has loaded: the line goes under the form, the filter is set then.
  const place = () => {
    const form = root.querySelector('.pagefind-ui__form');
    if (form && !line.isConnected) form.after(line);
    return line.isConnected && apply();
  };
  if (place()) return;
  const watch = new MutationObserver(() => {
    if (place()) watch.disconnect();
  });
  watch.observe(root, { childList: true, subtree: true });
}
