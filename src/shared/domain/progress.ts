/** Progress percentage (client spec sections 3, 4 and 9): posted / total, rounded; 0 when there is nothing. */
export function progressPercentage(posted: number, total: number): number {
  if (!(total > 0)) return 0;
  const clamped = Math.min(Math.max(posted, 0), total);
  return Math.round((clamped / total) * 100);
}
