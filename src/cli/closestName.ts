/** The name a mistyped one most likely meant, for "did you mean": the nearest by edit distance, if near. */

/** Levenshtein distance: the fewest single-character insertions, deletions or substitutions from a to b. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The candidate within two edits of `typed` (case ignored), the nearest first; null when none is that near. */
export function closestName(typed: string, candidates: Iterable<string>): string | null {
  let best: { name: string; distance: number } | null = null;
  for (const name of candidates) {
    const distance = editDistance(typed.toLowerCase(), name.toLowerCase());
    if (distance <= 2 && (best === null || distance < best.distance)) best = { name, distance };
  }
  return best?.name ?? null;
}
