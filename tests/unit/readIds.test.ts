import { describe, expect, it } from 'vitest';
import { readIds, readIdsFile } from '../../src/entities/form/fields/readIds';
import { encodeCompactId } from '../../src/lib/compactId';

const idsOf = (text: string) => readIds(text).ids;

describe('readIds (the customers of a bulk points file)', () => {
  it('reads numeric ids and QR compact codes, one per line, each customer once', () => {
    const code = encodeCompactId(1234);
    const read = readIds(`12\n${code}\r\n12\n\n  34  \n`);
    expect(read.ids).toEqual([12, 1234, 34]);
    expect(read.invalid).toEqual([]);
    // The line that first names each: blank lines count as lines of the file.
    expect([...read.lineOf]).toEqual([
      [12, 1],
      [1234, 2],
      [34, 5],
    ]);
  });

  it("takes a CSV line's first cell, quotes aside, and ignores a byte-order mark", () => {
    expect(idsOf('\uFEFF"5";María\n6,Jorge\n7\tAna')).toEqual([5, 6, 7]);
  });

  it('keeps every line that names nobody with its number: a header, a mistyped code, zero', () => {
    const code = encodeCompactId(99);
    const mistyped = `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;
    const read = readIds(`id\n${mistyped}\n\n0\n99`);
    expect(read.ids).toEqual([99]);
    expect(read.invalid).toEqual([
      { line: 1, text: 'id' },
      { line: 2, text: mistyped },
      { line: 4, text: '0' },
    ]);
    expect(read.invalidCount).toBe(3);
  });

  it('stops at once past the most customers one call takes', () => {
    const read = readIds(['1', '2', '2', '3', '4'].join('\n'), 3);
    expect(read).toEqual(expect.objectContaining({ ids: [1, 2, 3], tooMany: true }));
  });
});

describe('readIdsFile (a file read a slice at a time)', () => {
  it('reads the same across slice boundaries, a line or a character cut in two', async () => {
    const text = `\uFEFFid\r\n1\r\n"2";Añón\r\nÑ\r\n3\n4`;
    const file = new Blob([text]);
    for (const sliceBytes of [1, 2, 3, 5, 7]) {
      const read = await readIdsFile(file, { limit: 100, sliceBytes });
      expect(read.ids, `slices of ${sliceBytes}`).toEqual([1, 2, 3, 4]);
      expect(read.invalid, `slices of ${sliceBytes}`).toEqual([
        { line: 1, text: 'id' },
        { line: 4, text: 'Ñ' },
      ]);
    }
  });

  it('refuses a 200,000-line file once it passes the limit, without reading the rest', async () => {
    const lines = Array.from({ length: 200_000 }, (_, index) => String(index + 1));
    const file = new Blob([lines.join('\n')]);
    const shares: number[] = [];
    const read = await readIdsFile(file, { limit: 10_000, onProgress: (share) => shares.push(share) });
    expect(read.tooMany).toBe(true);
    expect(read.ids).toHaveLength(10_000);
    // 10,000 ids take ~50 KB: the first slice of 256 KB, of a file of 1.3 MB.
    expect(shares).toHaveLength(1);
    expect(shares[0]).toBeLessThan(0.25);
  });

  it('reads a long file slice after slice, the page getting its turn in between', async () => {
    const lines = Array.from({ length: 50_000 }, (_, index) => (index % 10 === 0 ? 'x' : String(index + 1)));
    const shares: number[] = [];
    // A timer the page would run (a paint, a click): it runs between the slices.
    let ticks = 0;
    const ticking = setInterval(() => {
      ticks += 1;
    }, 0);
    const read = await readIdsFile(new Blob([lines.join('\n')]), {
      limit: 100_000,
      sliceBytes: 16 * 1024,
      onProgress: (share) => shares.push(share),
    });
    clearInterval(ticking);
    expect(ticks).toBeGreaterThan(5);
    expect(read.ids).toHaveLength(45_000);
    expect(read.invalidCount).toBe(5_000);
    expect(read.invalid).toHaveLength(500);
    expect(read.invalid[1]).toEqual({ line: 11, text: 'x' });
    expect(shares.length).toBeGreaterThan(10);
    expect(shares.at(-1)).toBe(1);
  });
});
