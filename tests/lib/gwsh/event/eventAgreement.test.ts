import { describe, expect, it } from 'vitest';
import { eventDifferences } from '#src/lib/gwsh/event/eventAgreement.ts';
import type { RulesPack } from '#src/lib/gwsh/rulesPack.ts';
import { eventOf } from './eventFixtures.ts';

const cup: RulesPack = { format: 'gwsh-rules-pack', version: 1, name: 'Cup', readings: { 'off-table-after-quality': 'alternative' } };
const event = { ...eventOf([]), name: 'Cup 1917', dataVersion: '1.2.2', rulesPack: cup };

describe('eventDifferences', () => {
  it('says nothing when the pack decides alike and every list is on the event’s data', () => {
    // The same choices, one written out as the site's reading; a list with no recorded version is costed on this site's.
    const sameCup: RulesPack = { ...cup, readings: { 'objective-line-loose': 'site', 'off-table-after-quality': 'alternative' } };
    expect(eventDifferences(event, { pack: sameCup, dataVersion: '1.2.2' }, [{ name: 'A' }, { name: 'B', dataVersion: '1.2.2' }])).toEqual(
      [],
    );
    // An event that records no data version compares only the packs.
    expect(eventDifferences({ ...event, rulesPack: null, dataVersion: null }, { pack: null, dataVersion: '9.9.9' }, [])).toEqual([]);
  });

  it('names the event’s pack and this browser’s when they differ', () => {
    expect(eventDifferences(event, { pack: null, dataVersion: '1.2.2' })).toEqual([
      'The event “Cup 1917” is played under the rules pack “Cup”; this browser checks with the site’s readings (no rules pack).',
    ]);
    expect(eventDifferences({ ...event, rulesPack: null }, { pack: cup, dataVersion: '1.2.2' })).toEqual([
      'The event “Cup 1917” is played under the site’s readings (no rules pack); this browser checks with the rules pack “Cup”.',
    ]);
    // Same name, but the browser's copy keeps the site's reading of 10.2.
    expect(eventDifferences(event, { pack: { ...cup, readings: {} }, dataVersion: '1.2.2' })).toEqual([
      'The event “Cup 1917” is played under the rules pack “Cup”; this browser checks with the rules pack “Cup” (same name, other choices).',
    ]);
  });

  it('names the site’s tables and each list built on other data than the event’s', () => {
    const lists = [
      { name: 'Kaiser’s own', dataVersion: '1.1.0' },
      { name: 'Tommies', dataVersion: '1.2.2' },
      { name: 'Poilus', dataVersion: '1.2.3' },
    ];
    expect(eventDifferences(event, { pack: cup, dataVersion: '1.2.3' }, lists)).toEqual([
      'The event “Cup 1917” costs lists with data version 1.2.2; this site’s tables are version 1.2.3.',
      'Built on other data than the event’s version 1.2.2: “Kaiser’s own” (version 1.1.0), “Poilus” (version 1.2.3).',
    ]);
  });
});
