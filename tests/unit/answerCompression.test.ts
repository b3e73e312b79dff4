import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../src/server/http/compressAnswers';

describe('the encoding of an API answer', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('for Accept-Encoding %j is %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
