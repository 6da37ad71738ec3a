import { describe, it, expect } from 'vitest';
import { fraction } from '#src/lib/numbers/fraction.ts';
import { rangeScaleFindings, weaponRanges } from '#src/lib/rules1916/weaponRanges.ts';
import { rules1916 } from '#src/lib/data/registry.ts';

describe('weapon ranges in a scale', () => {
  it('lists every weapon of the chart in the chosen scale, with yards', () => {
    const small = weaponRanges(rules1916.weaponRanges, 'small');
    expect(small.map((r) => r.id)).toEqual([
      'assault-weapons',
      'at-rifle',
      'small-arms',
      'mg-vs-personnel',
      'mg-vs-tank',
      'trench-mortar',
      'light-artillery',
      'heavy-artillery',
    ]);
    // Assault weapons 1½" × 40 = 60 yds.
    expect(small[0]).toMatchObject({ inchesText: '1½"', yardsText: '60 yards', scalesAgree: true });
    // Trench mortar 2½"–30" × 40 = 100–1200 yds.
    expect(small[5]).toMatchObject({ inchesText: '2½"–30"', yardsText: '100–1200 yards' });
    expect(small[5]!.range.minYards).toEqual(fraction(100));
  });

  it('shows where the medium scale stands for more yards', () => {
    const medium = weaponRanges(rules1916.weaponRanges, 'medium');
    // Small arms 22" × 30 = 660 yds, against 30" × 20 = 600 and 15" × 40 = 600.
    const smallArms = medium.find((r) => r.id === 'small-arms')!;
    expect(smallArms).toMatchObject({ inchesText: '22"', yardsText: '660 yards', scalesAgree: false });
    // Assault weapons 2" × 30 = 60: all scales agree.
    expect(medium[0]!.scalesAgree).toBe(true);
    const findings = rangeScaleFindings(medium);
    expect(findings.map((f) => f.path)).toEqual([
      'at-rifle',
      'small-arms',
      'mg-vs-personnel',
      'mg-vs-tank',
      'trench-mortar',
      'light-artillery',
      'heavy-artillery',
    ]);
    expect(findings[1]!.message).toBe(
      "Small Arms: the chart's figures stand for 600 yards at large scale, 660 yards at medium scale, 600 yards at small scale; use the figure printed for your scale.",
    );
  });

  it('agrees between the large and small scales everywhere', () => {
    const large = weaponRanges(rules1916.weaponRanges, 'large');
    for (const r of large) expect(r.yardsByScale.large, r.id).toEqual(r.yardsByScale.small);
    // Heavy artillery 90" × 20 = 1800 yds.
    expect(large.at(-1)).toMatchObject({ yardsText: '1800 yards', footnote: 'Direct fire only; barrages have no range limit.' });
  });
});
