import { describe, expect, it } from 'vitest';
import { readIds } from '../../src/entities/form/fields/readIds';
import { encodeCompactId } from '../../src/lib/compactId';

describe('readIds (the customers of a bulk points file)', () => {
  it('reads numeric ids and QR compact codes, one per line, each customer once', () => {
    const code = encodeCompactId(1234);
    expect(readIds(`12\n${code}\r\n12\n\n  34  \n`)).toEqual({ ids: [12, 1234, 34], invalid: [] });
  });

  it("takes a CSV line's first cell, quotes aside, and ignores a byte-order mark", () => {
    expect(readIds('\uFEFF"5";María\n6,Jorge\n7\tAna')).toEqual({ ids: [5, 6, 7], invalid: [] });
  });

  it('keeps aside the lines that name nobody: a header, a mistyped code, zero', () => {
    const code = encodeCompactId(99);
    const mistyped = `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;
    expect(readIds(`id\n${mistyped}\n0\n99`)).toEqual({ ids: [99], invalid: ['id', mistyped, '0'] });
  });
});
