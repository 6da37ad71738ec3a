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

/**
 * The candidates `typed` most likely meant, nearest first (case ignored; ties in the order given), at most
 * `most`: those within two edits, or a quarter of its length for a longer name, and those that contain it
 * or that it contains (from three letters). Empty when none is that near.
 */
export function closestNames(typed: string, candidates: Iterable<string>, most = 3): string[] {
  const t = typed.toLowerCase();
  const limit = Math.max(2, Math.floor(t.length / 4));
  const near: { name: string; distance: number }[] = [];
  for (const name of candidates) {
    const n = name.toLowerCase();
    // One name inside the other is as far as their lengths differ; otherwise the lengths set a floor under the
    // distance, and past the limit no edit distance is worked out (a 100,000-character id costs no more).
    const gap = Math.abs(t.length - n.length);
    if (t.length >= 3 && (n.includes(t) || t.includes(n))) near.push({ name, distance: gap });
    else if (gap <= limit) {
      const distance = editDistance(t, n);
      if (distance <= limit) near.push({ name, distance });
    }
  }
  return near
    .sort((a, b) => a.distance - b.distance)
    .slice(0, most)
    .map((c) => c.name);
}

/** The one name a mistyped one most likely meant, or null. */
export const closestName = (typed: string, candidates: Iterable<string>): string | null => closestNames(typed, candidates, 1)[0] ?? null;

/** '"a"', '"a" or "b"', '"a", "b" or "c"': the names a "did you mean" offers. */
export function quotedChoices(names: readonly string[]): string {
  const quoted = names.map((n) => `"${n}"`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : (quoted[0] ?? '');
}

/** ' Did you mean "infantry"?' after a sentence about an unknown `typed`, or '' when no name is near. */
export function didYouMean(typed: string, candidates: Iterable<string>): string {
  const near = closestNames(typed, candidates);
  return near.length > 0 ? ` Did you mean ${quotedChoices(near)}?` : '';
}
