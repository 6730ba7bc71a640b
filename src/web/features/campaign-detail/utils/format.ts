/** '1 historia', '6 historias'. */
export function storiesCount(count: number): string {
  return `${count} ${count === 1 ? 'historia' : 'historias'}`;
}
