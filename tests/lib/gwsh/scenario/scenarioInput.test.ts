import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { scenarioInputSchema } from '#src/lib/gwsh/scenario/scenarioInput.ts';

describe('what a scenario needs (GWSH 2.0, 4.1)', () => {
  it('reads two nations and a period, with a mobile front and no desert unless told', () => {
    expect(z.parse(scenarioInputSchema, { a: 'germany', b: 'france', period: '1916' })).toEqual({
      a: 'germany',
      b: 'france',
      period: '1916',
      theatre: 'mobile',
      desert: false,
    });
  });

  it('reads an older link’s "other" front as mobile, where no trench line constricts anything', () => {
    expect(z.parse(scenarioInputSchema, { a: 'germany', b: 'france', period: '1916', theatre: 'other' }).theatre).toBe('mobile');
  });

  it('refuses an unknown nation, an unknown field and more than six potential objectives', () => {
    expect(z.safeParse(scenarioInputSchema, { a: 'narnia', b: 'france', period: '1916' }).success).toBe(false);
    expect(z.safeParse(scenarioInputSchema, { a: 'germany', b: 'france', period: '1916', extra: 1 }).success).toBe(false);
    expect(
      z.safeParse(scenarioInputSchema, { a: 'germany', b: 'france', period: '1916', desert: true, potentialObjectives: 7 }).success,
    ).toBe(false);
  });
});
