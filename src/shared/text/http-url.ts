/** True for an absolute http:// or https:// address: the only links the panel stores or shows (never javascript:). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
