/** DOM ids of the elements the screen scrolls to (stories, days, the chat automation), unique on the page. */
export const storyElementId = (storyId: string) => `historia-${storyId}`;
export const dayElementId = (dayId: string) => `dia-${dayId}`;
export const CHAT_AUTOMATION_SECTION_ID = 'automatizacion-chat';
