/** The first step of reading every JSON file the site takes (src/lib/files/jsonInput.ts). */
import { describe, expect, it } from 'vitest';
import { jsonInput } from '#src/lib/files/jsonInput.ts';

describe('jsonInput', () => {
  it('parses text, drops a byte-order mark, and passes parsed JSON through as it is', () => {
    expect(jsonInput('\uFEFF{"a":1}')).toEqual({ ok: true, json: { a: 1 } });
    const parsed = { format: 'gwsh-list' };
    expect(jsonInput(parsed)).toEqual({ ok: true, json: parsed });
  });

  it("keeps JSON.parse's reason, without its full stop, for the file's own sentence", () => {
    const r = jsonInput('{ nope');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason.length).toBeGreaterThan(5);
      expect(r.reason.endsWith('.')).toBe(false);
    }
  });
});
