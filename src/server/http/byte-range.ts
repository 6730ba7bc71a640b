/** An inclusive byte range of a file of known size. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a Range header (RFC 9110 §14) for a file of `size` bytes: `null` when absent, not in bytes, or asking
 * for several ranges (the whole file is then answered with 200, which the RFC allows); 'unsatisfiable' when no
 * byte of the file is asked for (416); else the one range, clamped to the file.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    // The last N bytes.
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
