import { describe, it, expect } from 'vitest';
import { parseCountText, parseDieText, parseTurnText } from '#src/lib/rules1916/inputs.ts';

describe('typed inputs', () => {
  it('reads a die, empty meaning not rolled yet', () => {
    expect(parseDieText('', 'Barrage die')).toEqual({ ok: true, value: null });
    expect(parseDieText(' 4 ', 'Barrage die')).toEqual({ ok: true, value: 4 });
    expect(parseDieText('7', 'Barrage die')).toEqual({ ok: false, message: 'Barrage die must be a whole number from 1 to 6 (got "7").' });
  });

  it('reads counts and turns', () => {
    expect(parseCountText('35', 'Sub-units')).toEqual({ ok: true, value: 35 });
    expect(parseCountText('0', 'Sub-units')).toEqual({ ok: true, value: 0 });
    expect(parseCountText('3.5', 'Sub-units').ok).toBe(false);
    expect(parseTurnText('7', 'Turn')).toEqual({ ok: true, value: 7 });
    expect(parseTurnText('0', 'Turn').ok).toBe(false);
  });
});
