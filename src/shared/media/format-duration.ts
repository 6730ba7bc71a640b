/**
 * A video's length as a clock: 15_000 → '0:15', 75_400 → '1:15', 3_725_000 → '1:02:05'. Rounded to the
 * nearest second, but never shown as '0:00' for a clip that has any length (a 0.3 s clip reads '0:01').
 */
export function formatDuration(durationMs: number): string {
  if (!Number.isFinite(durationMs) || durationMs <= 0) return '0:00';
  const totalSeconds = Math.max(1, Math.round(durationMs / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}
