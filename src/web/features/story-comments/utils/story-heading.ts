/** Whether a story's title only repeats its number ('Historia 3'): then it is not shown twice. */
export function isNumberTitle(storyNumber: number, title: string): boolean {
  return title.trim().toLowerCase() === `historia ${storyNumber}`;
}

/** 'Historia 3: Teaser del lanzamiento', or 'Historia 3' when the title says nothing more. */
export function storyHeading(storyNumber: number, title: string): string {
  return isNumberTitle(storyNumber, title)
    ? `Historia ${storyNumber}`
    : `Historia ${storyNumber}: ${title.trim()}`;
}
