// Glossary cards opened by a tap or Enter (src/components/site/Term.astro, src/components/shared/TermCard.tsx)
// stand by their word through CSS anchor positioning (src/styles/term.css). A browser without it would put
// the card in the window's corner: this file, loaded only there (by Term.astro's script and TermCard.tsx),
// places each card as it opens, below its word or above it, inside the window. A plain file, so that the
// pages load no module loader for it.

/** Space kept between the card and its word, in CSS pixels. */
const GAP = 4;
/** Space kept between the card and the window's edges, so its border never touches the screen's. */
const EDGE = 8;

/**
 * Where a card goes (its top-left corner, in window coordinates): below its word where the window has room,
 * else above it where that has room, else on the side with more room, made no taller than that room
 * (`maxHeight`, the card scrolls), so it never covers its word; from the word's start, moved in to stay
 * 8 px inside the window.
 */
export function cardPlace(word, card, view) {
  const left = Math.max(EDGE, Math.min(word.left, view.width - EDGE - card.width));
  const roomBelow = view.height - EDGE - (word.bottom + GAP);
  const roomAbove = word.top - GAP - EDGE;
  if (card.height <= roomBelow) return { top: word.bottom + GAP, left };
  if (card.height <= roomAbove) return { top: word.top - GAP - card.height, left };
  if (roomBelow >= roomAbove) return { top: word.bottom + GAP, left, maxHeight: roomBelow };
  return { top: EDGE, left, maxHeight: roomAbove };
}

/** Places a card by its word (the button that opens it) now. */
function place(card) {
  const word = document.querySelector(`[popovertarget="${CSS.escape(card.id)}"]`);
  if (!word) return;
  Object.assign(card.style, { position: 'fixed', inset: 'auto', margin: '0', maxHeight: '', overflowY: '' });
  const spot = cardPlace(word.getBoundingClientRect(), card.getBoundingClientRect(), {
    width: document.documentElement.clientWidth,
    height: window.innerHeight,
  });
  card.style.top = `${spot.top}px`;
  card.style.left = `${spot.left}px`;
  if (spot.maxHeight !== undefined) Object.assign(card.style, { maxHeight: `${spot.maxHeight}px`, overflowY: 'auto' });
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
