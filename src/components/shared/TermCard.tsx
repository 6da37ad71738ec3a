/**
 * A glossary word inside an island, as src/components/site/Term.astro draws one on a rule page: the card
 * shows on hover and keyboard focus by CSS (src/styles/term.css), and a tap or Enter opens it as a
 * popover. Its definition is fetched from the rule set's published glossary (/data/<system>/glossary.json)
 * the first time a card is pointed at, so an island carries no glossary.
 */
import { useId, useState, type ReactNode } from 'react';
import '../../styles/term.css';

// As on rule pages (src/components/site/Term.astro): where CSS cannot stand an opened card by its word,
// public/term-cards.js does.
if (typeof CSS !== 'undefined' && !CSS.supports('position-area:top'))
  document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: '/term-cards.js' }));

type Glossary = Record<string, { term: string; definition: string }>;
const glossaries = new Map<string, Promise<Glossary>>();

function glossaryOf(system: string): Promise<Glossary> {
  let loading = glossaries.get(system);
  if (!loading) {
    loading = fetch(`/data/${system}/glossary.json`)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((g: { terms: { id: string; term: string; definition: string }[] }) => Object.fromEntries(g.terms.map((t) => [t.id, t])));
    // A failed fetch (offline before the site was kept) may be tried again at the next card.
    loading.catch(() => glossaries.delete(system));
    glossaries.set(system, loading);
  }
  return loading;
}

export function TermCard({ system, id, children }: { system: string; id: string; children: ReactNode }) {
  const card = `term-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [text, setText] = useState<string | null>(null);
  const load = () => {
    if (text === null)
      glossaryOf(system).then(
        (g) => setText(g[id] ? `${g[id].term}: ${g[id].definition}` : 'Not in the glossary.'),
        () => setText('The glossary could not be loaded.'),
      );
  };
  return (
    <span className="gw-term" onPointerEnter={load} onFocus={load}>
      <button type="button" className="gw-term-word" popoverTarget={card} aria-describedby={card} onClick={load}>
        {children}
      </button>
      <span id={card} popover="auto" className="gw-term-card">
        {text ?? 'Loading…'} <a href={`/${system}/glossary/#${id}`}>Glossary</a>
      </span>
    </span>
  );
}
