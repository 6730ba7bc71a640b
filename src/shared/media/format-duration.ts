/**
 * A duration as a clock reading, the way es-ES players show it: '0:07', '1:32', '1:02:05' from an hour on.
 * Whole seconds are rounded up, so a video past a limit never reads as exactly at it (60 001 ms is '1:01').
 * Returns '' for a negative or non-finite value, so the caller decides the fallback.
 */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  const totalSeconds = Math.ceil(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}
