/**
 * Which sticker answers a story's results form asks for (issue 31 §3), from the story's sticker: a poll's votes per
 * option, a quiz's answers and hits, a question's answers, a countdown's reminders, a slider's average and votes.
 * A link sticker's taps are a count of their own (linkTaps, from the tracked link); other stickers ask nothing.
 */
import type { Sticker } from '../domain/sticker-info';
import { RESULT_TEXTS } from './result-texts';
import type { ResultSticker, StickerResults } from './story-results';

const TYPES: Record<string, ResultSticker['type']> = {
  poll: 'poll',
  quiz: 'quiz',
  question: 'question',
  countdown: 'countdown',
  slider: 'slider',
  emoji_slider: 'slider',
};

export function resultStickerOf(sticker: Sticker | null): ResultSticker | null {
  if (!sticker) return null;
  const type = TYPES[sticker.type.trim().toLowerCase()];
  if (!type) return null;
  return {
    type,
    prompt: sticker.prompt,
    options: type === 'poll' || type === 'quiz' ? sticker.options : [],
    emoji: type === 'slider' ? sticker.emoji : null,
  };
}

/** Empty answers for the story's sticker: what the form starts from. */
export function emptyStickerResults(sticker: ResultSticker): StickerResults {
  switch (sticker.type) {
    case 'poll':
      return {
        type: 'poll',
        options: (sticker.options.length > 0 ? sticker.options : ['Opción 1', 'Opción 2']).map((option) => ({
          option,
          votes: null,
        })),
      };
    case 'quiz':
      return { type: 'quiz', answers: null, correct: null };
    case 'question':
      return { type: 'question', answers: null };
    case 'countdown':
      return { type: 'countdown', reminders: null };
    case 'slider':
      return { type: 'slider', average: null, votes: null };
  }
}

/**
 * Why the answers sent do not fit the story's sticker (null: they fit). A poll's options must be the story's, in its
 * order; a story without a sticker to ask about takes no answers.
 */
export function stickerResultsMismatch(
  sticker: ResultSticker | null,
  answers: StickerResults | null | undefined,
): string | null {
  if (answers == null) return null;
  if (!sticker || sticker.type !== answers.type) return RESULT_TEXTS.stickerMismatch;
  if (answers.type === 'poll') {
    const expected = emptyStickerResults(sticker);
    const options = expected.type === 'poll' ? expected.options.map((entry) => entry.option) : [];
    const sent = answers.options.map((entry) => entry.option);
    if (sent.length !== options.length || sent.some((option, i) => option !== options[i])) {
      return RESULT_TEXTS.pollOptionsMismatch;
    }
  }
  return null;
}

/** A quiz's hits as a percentage of its answers (null when either is missing or there are no answers). */
export function quizCorrectPercent(answers: number | null, correct: number | null): number | null {
  if (answers == null || correct == null || answers === 0) return null;
  return Math.round((correct / answers) * 100);
}
