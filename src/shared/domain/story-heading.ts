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

/** A day's title when it says more than its number ('Lanzamiento'), else null ('Día 2', as imported days often are). */
export function dayTitleBeyondNumber(dayOrder: number, title: string): string | null {
  const trimmed = title.trim();
  return !trimmed || trimmed.toLowerCase() === `día ${dayOrder}` ? null : trimmed;
}

/** 'Día 2: Lanzamiento', or 'Día 2' when the day's title says nothing more. */
export function dayHeading(dayOrder: number, title: string): string {
  const beyond = dayTitleBeyondNumber(dayOrder, title);
  return beyond ? `Día ${dayOrder}: ${beyond}` : `Día ${dayOrder}`;
}
