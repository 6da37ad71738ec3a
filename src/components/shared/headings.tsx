/**
 * Heading levels inside an island: on a calculator page the island sits under the page's h1, so its
 * sections are h2; embedded beside a rule, under that rule's h2, they are h3 (axe: heading-order).
 */
import { createContext, useContext } from 'react';

export type IslandLevel = 2 | 3;

const Level = createContext<IslandLevel>(3);
export const HeadingLevel = Level.Provider;

/** The tags for an island's section titles and the sub-titles under them. */
export function useHeadings() {
  const level = useContext(Level);
  return level === 2 ? ({ Title: 'h2', Sub: 'h3' } as const) : ({ Title: 'h3', Sub: 'h4' } as const);
}
