import { describe, expect, it } from 'vitest';
import { lazySchema } from '#src/lib/files/lazySchema.ts';

describe('lazySchema', () => {
  it('builds nothing until first asked, then builds once and hands back the same schema', () => {
    let builds = 0;
    const schema = lazySchema(() => ({ built: ++builds }));
    expect(builds).toBe(0);
    const first = schema();
    expect(schema()).toBe(first);
    expect(builds).toBe(1);
  });
});
