/**
 * What the template screens show of a template's content (a campaign file with variables, the JSON import format:
 * docs/campaign-import.md), read defensively: the content is `Record<string, unknown>`, so a missing or odd field
 * reads as '' or an empty list, never as an error. The texts keep their `{variables}`.
 */

export interface TemplateStoryOutline {
  /** Stable within the template: the story's JSON path. */
  key: string;
  number: number | null;
  blockName: string;
  type: string;
  /** 'HH:mm', or '' when the story has no time. */
  time: string;
  copy: string;
}

export interface TemplateDayOutline {
  key: string;
  /** 1-based position: «Día N». */
  position: number;
  date: string;
  theme: string;
  stories: TemplateStoryOutline[];
}

export interface TemplateOutline {
  title: string;
  description: string;
  startDate: string;
  days: TemplateDayOutline[];
  /** The chat automation's keyword and automatic answer, when it has either. */
  chat: { keyword: string; response: string } | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function storiesOf(day: Record<string, unknown>, dayPath: string): TemplateStoryOutline[] {
  return list(day.blocks).flatMap((block, blockIndex) => {
    if (!isRecord(block)) return [];
    const blockName = text(block.block_name);
    return list(block.stories).flatMap((story, storyIndex) =>
      isRecord(story)
        ? [
            {
              key: `${dayPath}.blocks.${blockIndex}.stories.${storyIndex}`,
              number: typeof story.number === 'number' ? story.number : null,
              blockName,
              type: text(story.type),
              time: text(story.scheduled_time),
              copy: text(story.copy),
            },
          ]
        : [],
    );
  });
}

export function templateOutline(content: unknown): TemplateOutline {
  const file = isRecord(content) ? content : {};
  const days = list(file.days).flatMap((day, index) =>
    isRecord(day)
      ? [
          {
            key: `days.${index}`,
            position: index + 1,
            date: text(day.date),
            theme: text(day.theme),
            stories: storiesOf(day, `days.${index}`),
          },
        ]
      : [],
  );
  const chat = isRecord(file.chat_automation) ? file.chat_automation : {};
  const keyword = text(chat.keyword);
  const response = text(chat.auto_response);
  return {
    title: text(file.campaign_title),
    description: text(file.description),
    startDate: text(file.start_date),
    days,
    chat: keyword || response ? { keyword, response } : null,
  };
}
