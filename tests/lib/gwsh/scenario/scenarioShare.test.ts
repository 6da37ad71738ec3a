import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { encodeShare } from '#src/lib/share/link.ts';
import { generateScenario } from '#src/lib/gwsh/scenario/scenario.ts';
import { scenarioInputSchema } from '#src/lib/gwsh/scenario/scenarioInput.ts';
import { readScenarioShare, scenarioShareFragment } from '#src/lib/gwsh/scenario/scenarioShare.ts';
import { gwsh } from '#src/lib/data/registry.ts';

const inputs = scenarioInputSchema.parse({ a: 'germany', b: 'france', period: '1914' });
// The worked card of scenario.test.ts: 4.2 A places first, no terrain moves, B names the first objective,
// 6 + 5 = 11 rain, Germany 3+2 = 5 against France 4+1 = 5 a mutual encounter, B chooses a base line.
const dice = [5, 2, 4, 4, 3, 6, 6, 5, 3, 4, 2, 3];

describe('scenario share links', () => {
  it('round-trips the inputs and dice, and the replayed card is the same', () => {
    const hash = `#${scenarioShareFragment({ inputs, dice })}`;
    const read = readScenarioShare(hash);
    expect(read).toEqual({ kind: 'scenario', ok: true, value: { inputs, dice } });
    if (read.kind !== 'scenario' || !read.ok) throw new Error('not read');
    expect(generateScenario(gwsh, read.value.inputs, read.value.dice)).toEqual(generateScenario(gwsh, inputs, dice));
  });

  it('ignores fragments that are not scenario links (heading anchors)', () => {
    expect(readScenarioShare('')).toEqual({ kind: 'none' });
    expect(readScenarioShare('#rolling-for-the-scenario')).toEqual({ kind: 'none' });
    expect(readScenarioShare('#list=1.abc')).toEqual({ kind: 'none' });
  });

  it('a damaged, newer or wrong-content link is one sentence, never a throw', () => {
    const fragment = scenarioShareFragment({ inputs, dice });
    const damaged = readScenarioShare(`#${fragment.slice(0, -9)}`);
    expect(damaged).toMatchObject({ kind: 'scenario', ok: false });
    expect(damaged.kind === 'scenario' && !damaged.ok && damaged.error).toMatch(/damaged/);
    const newer = readScenarioShare(`#${encodeShare('scenario', 2, { inputs, dice })}`);
    expect(newer.kind === 'scenario' && !newer.ok && newer.error).toMatch(/newer version of the site \(format 2\)/);
    const badDie = readScenarioShare(`#${encodeShare('scenario', 1, { inputs, dice: [7] })}`);
    expect(badDie.kind === 'scenario' && !badDie.ok && badDie.error).toMatch(/damaged/);
    const badNation = readScenarioShare(`#${encodeShare('scenario', 1, { inputs: { ...inputs, a: 'narnia' }, dice })}`);
    expect(badNation.kind === 'scenario' && !badNation.ok).toBe(true);
    const extra = readScenarioShare(`#${encodeShare('scenario', 1, { inputs, dice, note: 'x' })}`);
    expect(extra.kind === 'scenario' && !extra.ok).toBe(true);
  });

  it('never throws on any fragment', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(['none', 'scenario']).toContain(readScenarioShare(`scenario=${s}`).kind);
        expect(['none', 'scenario']).toContain(readScenarioShare(s).kind);
      }),
    );
  });
});
