/**
 * Progress percentage (client spec sections 3, 4 and 9): published / (total − skipped), rounded; 0 when nothing is
 * left to publish and nothing was. Stories marked «No se publicará» leave the denominator: a campaign of 10 stories
 * with 2 skipped and 8 published is at 100 %. A campaign whose every story is skipped has nothing to publish: 0.
 */
export function progressPercentage(posted: number, total: number, skipped = 0): number {
  const publishable = total - Math.min(Math.max(skipped, 0), total);
  if (!(publishable > 0)) return 0;
  const clamped = Math.min(Math.max(posted, 0), publishable);
  return Math.round((clamped / publishable) * 100);
}
