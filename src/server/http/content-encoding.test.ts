import { describe, expect, it } from 'vitest';
import { pickContentCoding } from './content-encoding';

describe('pickContentCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;Q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
  ] as const)('%s -> %s', (header, expected) => {
    expect(pickContentCoding(header)).toBe(expected);
  });
});
