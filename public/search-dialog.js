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
// A query is read the way players type it (typoTolerance): a question without its question words, a query
// that finds nothing relaxed or, when no page has every word, searched for the words the closest page holds;
// the box keeps what was typed.
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

// The way players type, read (typoTolerance). A query that finds nothing is tried again, relaxed (relaxedQuery):
// a players' word read as the rules' ("OOB" as "order of battle"), the words of a question left out, a misspelt
// word read as its nearest known word (/search-words.json, written by src/integrations/searchWords.ts, fetched
// the first time), and words no page has left out. A question that finds pages is searched without its
// question words too, as long pages otherwise rank by "how" and "do", and a players' word that starts other
// words ("AP", "approach") as the rules' words (aliasReadAsPrefix). When no page has every word left, each
// is searched alone and the words of the page holding the most are searched (mostTermsQuery): "min brigades
// OOB" shows the pages on brigades and orders of battle, saying "minimum" was left out; a word no page of the
// rules searched has means they do not cover the query, and the line says so ("tank rules" in the 54mm rules).
// The box keeps what the reader typed, and a line under it says what was shown: "No page has every word of
// “what happens when my brigade breaks”: showing “brigade breaks” (left out: what, happens, when, my)." Pagefind may instead pass over a word it has no entry for and answer for the others: then the query
// is relaxed the same way when a word can be read as another, and otherwise the line names the word, with a
// near query offered as a button rather than put in the reader's place ("solo rules" is not "sold rules").

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

/** The words that make a query a question ("of" and "the" alone do not: "end of game" is a name). */
const ASKING = new Set('what how why when where who which can could do does did is are should would will i my me happen happens'.split(' '));

/**
 * The words a question is asked with, which no rule answers by ("what happens when…", "how many … do i get"):
 * the asking words and the small words around them.
 */
export const QUESTION_WORDS = new Set([
  ...ASKING,
  ...'a an and any be for get gets got have if in it many mean meaning means much of on or the there to was with you your'.split(' '),
]);

/** Words that name no topic of their own: a query of these and a word no page has is not covered ("tank rules"). */
const TOPICLESS = new Set(['rule', 'rules', 'table', 'tables', 'chart', 'charts', 'page', 'pages', 'section', 'sections']);

/** Words after which a single letter is a name, not a question word ("Option A", "Mk I"). */
const NAMING = new Set(['mk', 'mark', 'option', 'options', 'type', 'list', 'phase']);

/**
 * `query` as a page can answer it: a players' word read as the rules' (`aliases`: "oob" is "order of battle"),
 * the question words left out, each word no page has read as its nearest known word or, with none near, left
 * out. `terms`: what is searched, one entry per word kept (a players' word read as several is one);
 * `read`: [typed, read as] pairs; `left`: the words left out, as typed.
 */
export function relaxedQuery(query, words, aliases = {}) {
  const known = new Set(words);
  const parts = query.trim().split(/\s+/).filter(Boolean);
  const terms = [];
  const read = [];
  const left = [];
  parts.forEach((part, i) => {
    const word = part.toLowerCase();
    const alias = Object.hasOwn(aliases, word) ? aliases[word] : undefined;
    if (typeof alias === 'string') {
      read.push([part, alias]);
      return terms.push(alias);
    }
    const named = word.length === 1 && i > 0 && NAMING.has(parts[i - 1].toLowerCase());
    if (QUESTION_WORDS.has(word) && !named) return left.push(part);
    // Numbers, short words ("MG", "NQ") and known words stay; so does a last word that starts a known one.
    if (!/^\p{L}{3,}$/u.test(word) || known.has(word) || (i === parts.length - 1 && words.some((w) => w.startsWith(word))))
      return terms.push(part);
    // A short word one letter from a known one is as likely another word ("solo" is not "sold"): left out.
    const near = word.length >= 5 ? nearestWord(word, words) : null;
    if (near === null) return left.push(part);
    read.push([part, near]);
    terms.push(near);
  });
  return { query: terms.join(' '), terms, read, left };
}

/**
 * Whether the query's last word is a players' word that starts other words of the site too ("AP" starts
 * "approach"): Pagefind reads a last word as the start of a word, and would rank those pages beside the ones
 * the players' word means, so the rules' words are searched instead ("action points").
 */
export function aliasReadAsPrefix(query, words, aliases) {
  const last = query.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
  const alias = Object.hasOwn(aliases, last) ? aliases[last] : undefined;
  if (typeof alias !== 'string') return false;
  const own = new Set([last, `${last}s`, ...alias.toLowerCase().split(/\s+/)]);
  return words.some((w) => w.startsWith(last) && !own.has(w) && !Object.hasOwn(aliases, w));
}

/** A term of the relaxed query as the reader typed it ("penetration", not the "generation" it was read as). */
export const typedAs = (relaxed, term) => relaxed.read.find(([, as]) => as === term)?.[0] ?? term;

/** Whether the query was a question whose words the relaxed query left out (searched without them even when pages have them). */
export const leftQuestionWords = (relaxed) => relaxed.left.some((w) => ASKING.has(w.toLowerCase()));

const quoted = (words) => words.map((w) => `“${w}”`).join(', ');

/**
 * What the line under the box says of a relaxed query: `found` when the typed query found pages (the question
 * words alone were left out), otherwise that no page has every word.
 */
export function relaxedNote(typed, relaxed, found = false) {
  const parts = [
    ...relaxed.read.map(([was, as]) => `“${was}” read as “${as}”`),
    ...(relaxed.left.length ? [`left out: ${relaxed.left.join(', ')}`] : []),
  ];
  const lead = found ? `Showing “${relaxed.query}” for “${typed}”` : `No page has every word of “${typed}”: showing “${relaxed.query}”`;
  return `${lead}${parts.length ? ` (${parts.join('; ')})` : ''}.`;
}

/**
 * The words to search when no page has every term: those held by the page that holds the most of them, the
 * better placed across the terms' own searches breaking a tie (a result's score over the best of its term's).
 * `hits[i]`: the results ({ id, score }) of a search for `terms[i]` alone. Null when no page holds even one,
 * or when the best page holds them all (nothing is left out).
 */
export function mostTermsQuery(terms, hits) {
  const pages = new Map();
  hits.forEach((results, i) => {
    const best = Math.max(0, ...results.map((r) => r.score));
    for (const r of results) {
      const page = pages.get(r.id) ?? { held: [], score: 0 };
      if (!page.held.includes(i)) page.held.push(i);
      page.score += best > 0 ? r.score / best : 0;
      pages.set(r.id, page);
    }
  });
  let top = null;
  for (const page of pages.values())
    if (!top || page.held.length > top.held.length || (page.held.length === top.held.length && page.score > top.score)) top = page;
  if (!top || top.held.length === terms.length) return null;
  const held = terms.filter((_, i) => top.held.includes(i));
  return { query: held.join(' '), held, left: terms.filter((_, i) => !top.held.includes(i)) };
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

/** Pagefind's own search: the module the dialog's search loaded (one index, its options), for a word at a time. */
const pagefind = () => import('/pagefind/pagefind.js');

/** `scope()`: the rules searched, as the line says it ("the 1916 rules", "the rules"); `filters()`: Pagefind's filters for them. */
function typoTolerance(root, scope, filters) {
  const note = document.createElement('p');
  note.className = 'gw-search-nearest';
  note.setAttribute('role', 'status');
  /** The last query tried: { query, none (whether it had found nothing), typedSince (the reader typed since) }. */
  let tried = null;
  /**
   * What is searched for the reader's typed query while its results are awaited or shown: the relaxed query
   * (`relaxed`, its terms kept for the next step) or the terms the most pages hold.
   */
  let shown = null;
  const input = () => root.querySelector('.pagefind-ui__search-input');
  // A query typed by the reader starts afresh; the one set here is not the reader's.
  root.addEventListener('input', (e) => {
    if (!e.isTrusted) return;
    note.remove();
    shown = null;
    if (tried) tried.typedSince = true;
  });
  const say = (...content) => {
    note.replaceChildren(...content);
    root.querySelector('.pagefind-ui__form')?.after(note);
  };
  /** `missing`: the words no page searched has, when pages have the others. */
  const notCovered = (typed, missing = []) =>
    `Nothing in ${scope()} covers “${typed}”: no page has ${missing.length ? quoted(missing) : 'these words'}. Try other words${scope() === 'the rules' ? '' : ', or every rule set'}.`;
  const fewer = (typed) => `No page has all of “${typed}”: try fewer words.`;
  // Searches `query` while the box keeps what the reader typed.
  const search = (box, query, typed) => {
    box.value = query;
    box.dispatchEvent(new Event('input', { bubbles: true }));
    box.value = typed;
  };
  const showRelaxed = (box, typed, relaxed, found) => {
    shown = { typed, query: relaxed.query, relaxed };
    say(relaxedNote(typed, relaxed, found));
    search(box, relaxed.query, typed);
  };
  // No page holds every term: each is searched alone, and the terms of the page holding the most are shown.
  const showMost = async (box, typed, relaxed) => {
    // One word searched, found nowhere: the rules searched do not cover it ("veterans" in the 1916 rules).
    if (relaxed.terms.length < 2) return say(notCovered(typed, relaxed.terms.map((term) => typedAs(relaxed, term))));
    // A part of the index that cannot be fetched (offline, before the copy is complete) leaves the plain answer.
    const hits = await pagefind()
      .then((pf) => Promise.all(relaxed.terms.map(async (term) => (await pf.search(term, { filters: filters() }))?.results ?? [])))
      .catch(() => null);
    if (box.value.trim() !== typed) return;
    if (!hits) return say(fewer(typed));
    // A word no page of the rules searched has, and the others name no topic: they do not cover it ("tank
    // rules" in the 54mm rules). With a topic found ("min brigades OOB"), the pages holding the most are shown.
    const missing = relaxed.terms.filter((_, i) => hits[i].length === 0);
    if (missing.length && relaxed.terms.every((term, i) => hits[i].length === 0 || TOPICLESS.has(term.toLowerCase())))
      return say(notCovered(typed, missing.map((term) => typedAs(relaxed, term))));
    const most = mostTermsQuery(relaxed.terms, hits);
    if (!most) return say(fewer(typed));
    const read = relaxed.read.filter(([, as]) => most.held.includes(as));
    shown = { typed, query: most.query, answered: false };
    say(relaxedNote(typed, { query: most.query, read, left: [...relaxed.left, ...most.left.map((term) => typedAs(relaxed, term))] }));
    search(box, most.query, typed);
  };
  const offer = (box, nearer) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = `Search for “${nearer}” instead`;
    Object.assign(button.style, { minHeight: '2.75rem', padding: '0 0.75rem', cursor: 'pointer' });
    button.addEventListener('click', () => {
      tried = { query: nearer, none: false, typedSince: false };
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
    // What was searched for the typed query found nothing (the message names the query searched, and only it):
    // after the relaxed query, the terms the most pages hold; after those, fewer words.
    if (shown && !shown.answered && shown.typed === query && said.trim() === `No results for ${shown.query}`) {
      shown.answered = true;
      return shown.relaxed ? void showMost(box, query, shown.relaxed) : say(fewer(query));
    }
    // Results shown for a query of several words: it may be a question, or one word may have been passed over.
    // A query is tried once, and again only if it then finds nothing with the reader not typing since: the rule
    // set's filter, ticked as it arrives, may turn its results into none.
    const again = tried?.query === query && !tried.none && none && !tried.typedSince;
    if ((tried?.query === query && !again) || shown?.typed === query || !(none || /^\d+ results? for/.test(said))) return;
    tried = { query, none, typedSince: false };
    const { words, aliases } = await loadWords();
    if (box.value.trim() !== query) return;
    const relaxed = relaxedQuery(query, words, aliases);
    const changed = relaxed.query !== '' && relaxed.query.toLowerCase() !== query.toLowerCase();
    // A players' word that starts other words ("AP"): the rules' words are searched, and the line says so.
    if (!none && changed && aliasReadAsPrefix(query, words, aliases)) return showRelaxed(box, query, relaxed, true);
    // Results for one word: Pagefind's answer stands.
    if (!none && !/\s/.test(query)) return;
    if (none) {
      if (changed) return showRelaxed(box, query, relaxed, false);
      // Every word is on some page, but no page has them all.
      return relaxed.terms.length > 1 ? void showMost(box, query, relaxed) : say(notCovered(query));
    }
    // A question is searched without the words it is asked with: pages long enough to hold "how" and "do" rank
    // by them otherwise.
    if (changed && leftQuestionWords(relaxed)) return showRelaxed(box, query, relaxed, true);
    // Results for part of the query: a word Pagefind passed over is read as the rules' word or a near one.
    const unknown = unknownWords(query, words);
    if (unknown.length === 0) return;
    if (changed && relaxed.read.length > 0) return showRelaxed(box, query, relaxed, false);
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
  typoTolerance(
    root,
    () => (scope === 'set' ? (here.startsWith('The ') ? `the rules of ${here}` : `the ${here} rules`) : 'the rules'),
    () => (scope === 'set' ? { [FILTER]: here } : {}),
  );

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
