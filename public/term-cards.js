// Glossary cards opened by a tap or Enter (src/components/site/Term.astro, src/components/shared/TermCard.tsx)
// stand by their word through CSS anchor positioning (src/styles/term.css). A browser without it would put
// the card in the window's corner: this file, loaded only there (by Term.astro's script and TermCard.tsx),
// places each card as it opens, below its word or above it, inside the window. A plain file, so that the
// pages load no module loader for it.

/** Space kept between the card and its word, and between the card and the window's edge, in CSS pixels. */
const GAP = 4;

/**
 * Where a card goes (its top-left corner, in window coordinates): below its word where the window has room,
 * else above it where there is more room there; from the word's start, moved in to stay inside the window.
 */
export function cardPlace(word, card, view) {
  const below = word.bottom + GAP;
  const above = word.top - GAP - card.height;
  const fitsBelow = below + card.height <= view.height - GAP;
  const top = fitsBelow || word.top < view.height - word.bottom ? below : above;
  const left = Math.max(GAP, Math.min(word.left, view.width - GAP - card.width));
  return { top: Math.max(GAP, top), left };
}

/** Places a card by its word (the button that opens it) now. */
function place(card) {
  const word = document.querySelector(`[popovertarget="${CSS.escape(card.id)}"]`);
  if (!word) return;
  Object.assign(card.style, { position: 'fixed', inset: 'auto', margin: '0' });
  const spot = cardPlace(word.getBoundingClientRect(), card.getBoundingClientRect(), {
    width: document.documentElement.clientWidth,
    height: window.innerHeight,
  });
  card.style.top = `${spot.top}px`;
  card.style.left = `${spot.left}px`;
}

/** From now on, each term card is placed as it opens, and again while it stays open and the page scrolls. */
export function placeTermCards() {
  let open = null;
  document.addEventListener(
    'toggle',
    (event) => {
      const card = event.target;
      if (!(card instanceof HTMLElement) || !card.classList.contains('gw-term-card')) return;
      open = event.newState === 'open' ? card : open === card ? null : open;
      if (open === card) place(card);
    },
    true,
  );
  const follow = () => open && place(open);
  addEventListener('scroll', follow, { passive: true });
  addEventListener('resize', follow);
}

if (typeof document !== 'undefined') placeTermCards();
