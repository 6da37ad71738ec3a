import { describe, expect, it } from 'vitest';
import { gwsh } from '#src/lib/data/registry.ts';
import { nationName } from '#src/lib/gwsh/nationNames.ts';

describe('nation names', () => {
  it('are read from the nations table given, and an unknown id is shown as it is', () => {
    // GWSH 10.5.2 names the tables "British Empire", "Austro-Hungary", "United States".
    expect(nationName(gwsh.nations, 'british-empire')).toBe('British Empire');
    expect(nationName(gwsh.nations, 'austro-hungary')).toBe('Austro-Hungary');
    expect(nationName(gwsh.nations, 'narnia')).toBe('narnia');
  });
});
