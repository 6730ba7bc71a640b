/** One story as the reminder e-mails list it. */
export interface ReminderStoryLine {
  /** Local wall time ('18:30'). */
  time: string;
  campaignTitle: string;
  dayTitle: string;
  storyTitle: string;
}

/** '18:30 · Lanzamiento de otoño · Día 2 · Historia 1'. */
export function reminderLine(story: ReminderStoryLine): string {
  return `${story.time} · ${story.campaignTitle} · ${story.dayTitle} · ${story.storyTitle}`;
}

/** 'una historia' / '3 historias'. */
export function storyCount(count: number): string {
  return count === 1 ? 'una historia' : `${count} historias`;
}
