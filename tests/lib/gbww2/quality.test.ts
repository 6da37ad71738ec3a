import { describe, expect, it } from 'vitest';
import { isQuality, QUALITIES, QUALITY_LABELS, QUALITY_OPTIONS } from '#src/lib/gbww2/quality.ts';

describe('GBoWWII troop qualities', () => {
  it('are the five chart columns, in the charts’ order', () => {
    expect(QUALITIES).toEqual(['raw', 'inferior', 'average', 'experienced', 'veteran']);
    expect(QUALITY_OPTIONS).toEqual(QUALITIES.map((q) => [q, QUALITY_LABELS[q]]));
    expect(QUALITY_OPTIONS[3]).toEqual(['experienced', 'Experienced']);
  });

  it('recognise only those five', () => {
    expect(isQuality('veteran')).toBe(true);
    expect(isQuality('elite')).toBe(false);
    expect(isQuality(undefined)).toBe(false);
  });
});
