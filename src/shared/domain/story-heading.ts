/**
 * How a story is named on screens and in e-mails (imported and demo stories are often titled «Historia N»): one rule
 * for the board, the comment threads and the mention e-mail.
 */

/** Whether a story's title only repeats its number ('Historia 3'): then it is not shown twice. */
export function isNumberTitle(storyNumber: number, title: string): boolean {
  return title.trim().toLowerCase() === `historia ${storyNumber}`;
}

/** 'Historia 3: Teaser del lanzamiento', or 'Historia 3' when the title says nothing more. */
export function storyHeading(storyNumber: number, title: string): string {
  return !title.trim() || isNumberTitle(storyNumber, title)
    ? `Historia ${storyNumber}`
    : `Historia ${storyNumber}: ${title.trim()}`;
}
