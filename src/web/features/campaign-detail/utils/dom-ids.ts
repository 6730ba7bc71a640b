/** DOM ids of the elements the screen scrolls to (stories and days), unique on the page. */
export const storyElementId = (storyId: string) => `historia-${storyId}`;
export const dayElementId = (dayId: string) => `dia-${dayId}`;
