/**
 * The cheapest way to pair n rows with n columns (the Hungarian method, in its shortest-augmenting-path
 * form: O(n³) in all, O(n²) per row). It is a generator that yields after each row, so a page can give the
 * browser back between rows and no task runs long, while the command line simply runs it to the end.
 */

/** `cost[row * n + column]`; returns the column given to each row. */
export function* cheapestAssignment(cost: Float64Array, n: number): Generator<void, Int32Array> {
  // Potentials u (rows) and v (columns), 1-based with column 0 as the augmenting path's root.
  const u = new Float64Array(n + 1);
  const v = new Float64Array(n + 1);
  const rowOf = new Int32Array(n + 1); // the row holding each column, 0 for none
  const way = new Int32Array(n + 1);
  const minSlack = new Float64Array(n + 1);
  const used = new Uint8Array(n + 1);
  for (let row = 1; row <= n; row += 1) {
    rowOf[0] = row;
    let column = 0;
    minSlack.fill(Infinity);
    used.fill(0);
    do {
      used[column] = 1;
      const from = rowOf[column]!;
      let delta = Infinity;
      let next = 0;
      for (let j = 1; j <= n; j += 1) {
        if (used[j]) continue;
        const slack = cost[(from - 1) * n + (j - 1)]! - u[from]! - v[j]!;
        if (slack < minSlack[j]!) {
          minSlack[j] = slack;
          way[j] = column;
        }
        if (minSlack[j]! < delta) {
          delta = minSlack[j]!;
          next = j;
        }
      }
      for (let j = 0; j <= n; j += 1) {
        if (used[j]) {
          u[rowOf[j]!]! += delta;
          v[j]! -= delta;
        } else minSlack[j]! -= delta;
      }
      column = next;
    } while (rowOf[column] !== 0);
    do {
      const previous = way[column]!;
      rowOf[column] = rowOf[previous]!;
      column = previous;
    } while (column !== 0);
    yield;
  }
  const columnOf = new Int32Array(n);
  for (let j = 1; j <= n; j += 1) columnOf[rowOf[j]! - 1] = j - 1;
  return columnOf;
}

/** Runs a generator to its end: the command line and the tests need no breaks. */
export function runToEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
