// What the search dialog adds, fetched the first time it opens (src/components/site/Search.astro); a plain
// file, so that the pages load no module loader for it.
//
// In the dialog, the arrow keys move from the search box through the results and back; Enter opens the
// focused result.
//
// Search answers for the rule set of the page it is opened from (Great War Spearhead from a page of no set):
// Pagefind's "Rule system" filter for it is ticked when its filters appear, and a line under the search box
// says so, with one button to widen to every rule set or narrow again (clearing the filter itself widens too).
// The choice is kept for later searches (in this browser's storage, when it allows).
//
// A query that finds nothing is tried again relaxed: question words and words no page has left out, a
// misspelt word read as its nearest known word; the box keeps what was typed (typoTolerance).
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

// A query that finds nothing is tried again, relaxed (relaxedQuery): a players' word read as the rules'
// ("OOB" as "order of battle"), the words of a question left out, a misspelt word read as its nearest known
// word (/search-words.json, written by src/integrations/searchWords.ts, fetched the first time), and words
// no page has left out. The box keeps what the reader typed, and a line under it says what was shown:
// "No page has every word of “how many trenchs do i get”: showing “trenches” (“trenchs” read as
// “trenches”; left out: how, many, do, i, get)." Pagefind may instead pass over a word it has no entry for and
// answer for the others: then the query is relaxed the same way when a word can be read as another, and
// otherwise the line names the word, with a near query offered as a button rather than put in the reader's
// place ("solo rules" is not "sold rules"). When nothing is left, or the relaxed query finds nothing either,
// the line says that nothing in the rules searched covers the query.

/** Edits (a letter added, dropped, changed, or two swapped) between two words, or more than `max` as max + 1. */
export function editDistance(a, b, max) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = null;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (before && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], before[j - 2] + 1);
      best = Math.min(best, row[j]);
    }
    if (best > max) return max + 1;
    [before, previous] = [previous, row];
  }
  return previous[b.length];
}

/** The known word nearest `word`: one edit away for words of up to six letters, two for longer ones; the more frequent wins a tie. */
function nearestWord(word, words) {
  const max = word.length > 6 ? 2 : 1;
  let best = null;
  let bestDistance = max + 1;
  for (const candidate of words) {
    const d = editDistance(word, candidate, Math.min(max, bestDistance - 1));
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
    if (bestDistance === 1) break;
  }
  return best;
}

/**
 * The query with each word of three letters or more that is not among `words` (most frequent first) replaced
 * by the nearest one (nearestWord). Null when no word changes.
 */
export function nearestQuery(query, words) {
  const known = new Set(words);
  let changed = false;
  const out = query.split(/(\s+)/).map((part) => {
    const word = part.toLowerCase();
    if (!/^\p{L}{3,}$/u.test(word) || known.has(word)) return part;
    const best = nearestWord(word, words);
    if (best === null) return part;
    changed = true;
    return best;
  });
  return changed ? out.join('') : null;
}

/**
 * The words of `query` that no page has: three letters or more, not among `words`, and, for the last word
 * (which Pagefind reads as the start of a word), the start of none of them.
 */
export function unknownWords(query, words) {
  const known = new Set(words);
  const parts = query.toLowerCase().split(/\s+/).filter(Boolean);
  return parts.filter(
    (word, i) =>
      /^\p{L}{3,}$/u.test(word) && !known.has(word) && (i < parts.length - 1 || !words.some((w) => w.startsWith(word))),
  );
}

/** The words a question is asked with, which no rule answers by ("what happens when…", "how many … do i get"). */
export const QUESTION_WORDS = new Set(
  'a an and any are be can could did do does for get gets got happen happens have how i if in is it many me much my of on or should the there to was what when where which who why will with would you your'.split(' '),
);

/**
 * `query` as a page can answer it: a players' word read as the rules' (`aliases`: "oob" is "order of battle"),
 * the question words left out, each word no page has read as its nearest known word or, with none near, left
 * out. `read`: [typed, read as] pairs; `left`: the words left out, as typed.
 */
export function relaxedQuery(query, words, aliases = {}) {
  const known = new Set(words);
  const parts = query.trim().split(/\s+/).filter(Boolean);
  const kept = [];
  const read = [];
  const left = [];
  parts.forEach((part, i) => {
    const word = part.toLowerCase();
    const alias = Object.hasOwn(aliases, word) ? aliases[word] : undefined;
    if (typeof alias === 'string') {
      read.push([part, alias]);
      return kept.push(alias);
    }
    if (QUESTION_WORDS.has(word)) return left.push(part);
    // Numbers, short words ("MG", "NQ") and known words stay; so does a last word that starts a known one.
    if (!/^\p{L}{3,}$/u.test(word) || known.has(word) || (i === parts.length - 1 && words.some((w) => w.startsWith(word))))
      return kept.push(part);
    // A short word one letter from a known one is as likely another word ("solo" is not "sold"): left out.
    const near = word.length >= 5 ? nearestWord(word, words) : null;
    if (near === null) return left.push(part);
    read.push([part, near]);
    kept.push(near);
  });
  return { query: kept.join(' '), read, left };
}

const quoted = (words) => words.map((w) => `“${w}”`).join(', ');

/** What the line under the box says of a relaxed query. */
export function relaxedNote(typed, relaxed) {
  const parts = [
    ...relaxed.read.map(([was, as]) => `“${was}” read as “${as}”`),
    ...(relaxed.left.length ? [`left out: ${relaxed.left.join(', ')}`] : []),
  ];
  return `No page has every word of “${typed}”: showing “${relaxed.query}”${parts.length ? ` (${parts.join('; ')})` : ''}.`;
}

let knownWords = null;
/** The site's words and the players' words for them, fetched once. */
const loadWords = () =>
  (knownWords ??= fetch('/search-words.json')
    .then((r) => (r.ok ? r.json() : {}))
    .then((json) => ({
      words: Array.isArray(json.words) ? json.words : [],
      aliases: json.aliases && typeof json.aliases === 'object' ? json.aliases : {},
    }))
    .catch(() => ({ words: [], aliases: {} })));

/** `scope()`: the rules searched, as the line says it ("the 1916 rules", "the rules"). */
function typoTolerance(root, scope) {
  const note = document.createElement('p');
  note.className = 'gw-search-nearest';
  note.setAttribute('role', 'status');
  let tried = null;
  /** The relaxed query searched for the reader's typed one, while its results are awaited or shown. */
  let shown = null;
  const input = () => root.querySelector('.pagefind-ui__search-input');
  // A query typed by the reader starts afresh; the one set here is not the reader's.
  root.addEventListener('input', (e) => {
    if (!e.isTrusted) return;
    note.remove();
    shown = null;
  });
  const say = (...content) => {
    note.replaceChildren(...content);
    root.querySelector('.pagefind-ui__form')?.after(note);
  };
  const notCovered = (typed) =>
    `Nothing in ${scope()} covers “${typed}”: no page has these words. Try other words${scope() === 'the rules' ? '' : ', or every rule set'}.`;
  // Searches `query` while the box keeps what the reader typed.
  const search = (box, query, typed) => {
    box.value = query;
    box.dispatchEvent(new Event('input', { bubbles: true }));
    box.value = typed;
  };
  const offer = (box, nearer) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = `Search for “${nearer}” instead`;
    Object.assign(button.style, { minHeight: '2.75rem', padding: '0 0.75rem', cursor: 'pointer' });
    button.addEventListener('click', () => {
      tried = nearer;
      note.remove();
      box.value = nearer;
      box.dispatchEvent(new Event('input', { bubbles: true }));
      box.focus();
    });
    return button;
  };
  const check = async () => {
    const message = root.querySelector('.pagefind-ui__message');
    const box = input();
    const said = message?.textContent ?? '';
    const none = /^No results/.test(said);
    if (!box) return;
    // Pagefind draws the query it searched into the box: the reader's own words go back.
    if (shown && box.value === shown.query) box.value = shown.typed;
    const query = box.value.trim();
    if (!query) return;
    // The relaxed query found nothing either (the message names the query searched, and only it).
    if (shown && !shown.answered && shown.typed === query && said.trim() === `No results for ${shown.query}`) {
      shown.answered = true;
      say(`No page has all of “${query}”, even read as “${shown.query}”: try fewer words.`);
      return;
    }
    // Results shown for a query of several words: one of them may have been passed over.
    if (query === tried || shown?.typed === query || !(none || (/^\d+ results? for/.test(said) && /\s/.test(query)))) return;
    tried = query;
    const { words, aliases } = await loadWords();
    if (box.value.trim() !== query) return;
    const relaxed = relaxedQuery(query, words, aliases);
    const changed = relaxed.query !== '' && relaxed.query.toLowerCase() !== query.toLowerCase();
    const apply = () => {
      shown = { typed: query, query: relaxed.query };
      say(relaxedNote(query, relaxed));
      search(box, relaxed.query, query);
    };
    if (none) return changed ? apply() : say(notCovered(query));
    // Results for part of the query: a word Pagefind passed over is read as the rules' word or a near one.
    const unknown = unknownWords(query, words);
    if (unknown.length === 0) return;
    if (changed && relaxed.read.length > 0) return apply();
    if (relaxed.query === '') return say(`${notCovered(query)} The results share only part of a word with it.`);
    const nearer = nearestQuery(query, words);
    say(`No page has ${quoted(unknown)}: the results are for the other words.${nearer ? ' ' : ''}`, ...(nearer ? [offer(box, nearer)] : []));
  };
  new MutationObserver(() => void check()).observe(root, { childList: true, subtree: true, characterData: true });
}

/**
 * A result's address with a text fragment (#section:~:text=before-,word) for the first word its excerpt
 * marks, with the word before it as context, so the browser scrolls to that sentence and marks it
 * (Chromium, Safari, Firefox 131+; another browser opens the section as before).
 */
export function answerAddress(href, word, before = '') {
  if (!word || href.includes(':~:')) return href;
  const encode = (text) => encodeURIComponent(text).replace(/-/g, '%2D');
  const prefix = /^[\p{L}\d]+$/u.test(before) ? `${encode(before)}-,` : '';
  const [page, hash = ''] = href.split('#');
  return `${page}#${hash}:~:text=${prefix}${encode(word)}`;
}

// A result opened lands on the sentence that answers it (answerAddress), set as the link is followed. A table
// row's result ("Germany: MG 1917-18", its title a nation and a row) lands on its row, which the page marks.
function landOnAnswer(root) {
  root.addEventListener(
    'click',
    (e) => {
      const link = e.target instanceof Element ? e.target.closest('.pagefind-ui__result-link') : null;
      if (!link || /^[^:]+: /.test(link.textContent ?? '')) return;
      const result = link.closest('.pagefind-ui__result-nested, .pagefind-ui__result-inner');
      const mark = result?.querySelector('.pagefind-ui__result-excerpt mark');
      if (!mark) return;
      const before = (mark.previousSibling?.textContent ?? '').trim().split(/\s+/).pop() ?? '';
      link.setAttribute('href', answerAddress(link.getAttribute('href') ?? '', mark.textContent.trim(), before));
    },
    true,
  );
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
  /** Says again how many filters are ticked (a filter ticked by the scope, or redrawn by Pagefind, says so too). */
  let relabel = () => undefined;
  const fold = () => {
    const panel = root.querySelector('.pagefind-ui__filter-panel');
    if (panel?.dataset.gwFolded) return relabel();
    if (!panel || !matchMedia(PHONE).matches) return;
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
      const text = `${shown() ? 'Hide' : 'Show'} filters${ticked ? ` (${ticked} ticked)` : ''}`;
      // Set only when it changes: the observer that calls this sees the button's own text change too.
      if (button.textContent !== text) button.textContent = text;
    };
    relabel = label;
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
  landOnAnswer(root);
  const here =
    document.querySelector(`[data-pagefind-filter^="${FILTER}:"]`)?.getAttribute('data-pagefind-filter')?.slice(FILTER.length + 1) ??
    'Great War Spearhead';
  let scope = storedScope();
  typoTolerance(root, () => (scope === 'set' ? `the ${here} rules` : 'the rules'));

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
  const box = () => root.querySelector(`input.pagefind-ui__filter-checkbox[id="${CSS.escape(`${FILTER}-${here}`)}"]`);
  const apply = () => {
    const found = box();
    if (!found) return false;
    if (found.checked !== (scope === 'set')) found.click();
    return true;
  };
  const choose = (next) => {
    scope = next;
    keepScope(scope);
    draw();
  };
  toggle.addEventListener('click', () => {
    choose(scope === 'set' ? 'all' : 'set');
    apply();
  });
  // The reader ticking or clearing the filter itself changes the scope, so the line stays true.
  root.addEventListener('change', (e) => {
    if (e.isTrusted && e.target === box()) choose(e.target.checked ? 'set' : 'all');
  });
  draw();

  // Pagefind draws its form and filters once it has loaded, and draws the filters again with each result:
  // the line goes under the form, and the filter is matched to the scope whenever it is drawn.
  const place = () => {
    const form = root.querySelector('.pagefind-ui__form');
    if (form && !line.isConnected) form.after(line);
    if (line.isConnected) apply();
  };
  place();
  new MutationObserver(place).observe(root, { childList: true, subtree: true });
}
