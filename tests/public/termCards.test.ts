/** Where a glossary card goes where the browser cannot place it by CSS (public/term-cards.js). */
import { describe, expect, it } from 'vitest';
import { cardPlace } from '../../public/term-cards.js';

const word = (left: number, top: number) => ({ left, top, right: left + 80, bottom: top + 20 });
const card = { width: 300, height: 120 };
const desktop = { width: 1280, height: 720 };

describe('cardPlace', () => {
  it('puts the card 4 px below its word, from the word’s start, where the window has room', () => {
    // top = 200 + 20 + 4 = 224; left = the word's 100.
    expect(cardPlace(word(100, 200), card, desktop)).toEqual({ top: 224, left: 100 });
  });

  it('puts it above the word when there is no room below and more above', () => {
    // Below would end at 644 + 4 + 120 = 768 > 716; above: 620 - 4 - 120 = 496.
    expect(cardPlace(word(100, 620), card, desktop)).toEqual({ top: 496, left: 100 });
  });

  it('moves it in from the right edge, and keeps it 8 px inside the window on a phone', () => {
    // left = min(1200, 1280 - 8 - 300) = 972.
    expect(cardPlace(word(1200, 200), card, desktop).left).toBe(972);
    // A 390 px phone, a card of 351 px (90% of it): left = max(8, min(300, 390 - 8 - 351)) = 31.
    expect(cardPlace(word(300, 100), { width: 351, height: 200 }, { width: 390, height: 844 })).toEqual({ top: 124, left: 31 });
    // A word at the left edge: left = max(8, 0) = 8.
    expect(cardPlace(word(0, 100), card, desktop).left).toBe(8);
  });

  it('never covers its word: with room on neither side, it takes the larger and scrolls inside it', () => {
    // A word at the very top: below from 10 + 20 + 4 = 34, room 720 - 8 - 34 = 678 for a 700 px card.
    expect(cardPlace(word(100, 10), { width: 300, height: 700 }, desktop)).toEqual({ top: 34, left: 100, maxHeight: 678 });
    // A word in the bottom 130 px of an 844 px phone, a 400 px card: below has 844 - 8 - (734 + 4) = 98,
    // above 714 - 4 - 8 = 702: it goes above, 714 - 4 - 400 = 310, clear of the word.
    expect(cardPlace(word(20, 714), { width: 351, height: 400 }, { width: 390, height: 844 })).toEqual({ top: 310, left: 20 });
    // A card taller than the room above too: from the top edge, as tall as the room (702), ending 4 px above the word.
    expect(cardPlace(word(20, 714), { width: 351, height: 800 }, { width: 390, height: 844 })).toEqual({ top: 8, left: 20, maxHeight: 702 });
  });
});
