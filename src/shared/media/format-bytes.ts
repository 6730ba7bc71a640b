const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 2147483648 → '2 GB' (binary multiples, es-ES decimals), for limits named in messages. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(value)} ${UNITS[unit]}`;
}
