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

  it('moves it in from the right edge, and keeps it 4 px inside the window on a phone', () => {
    // left = min(1200, 1280 - 4 - 300) = 976.
    expect(cardPlace(word(1200, 200), card, desktop).left).toBe(976);
    // A 390 px phone, a card as wide as the window less 8: left = max(4, min(300, 390 - 4 - 382)) = 4.
    expect(cardPlace(word(300, 100), { width: 382, height: 200 }, { width: 390, height: 844 })).toEqual({ top: 124, left: 4 });
  });

  it('stays below, within the window, when neither side has room: a word at the very top', () => {
    // Below: 10 + 20 + 4 = 34, 34 + 700 > 716, but above has 10 px only, less than the 690 below.
    expect(cardPlace(word(100, 10), { width: 300, height: 700 }, desktop)).toEqual({ top: 34, left: 100 });
  });
});
