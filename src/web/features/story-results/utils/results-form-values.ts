/**
 * The results form's values: what the brand types, as text (a numeric keyboard, «1.234» and «72,5» as Instagram
 * in Spanish writes them), in the shape of the API's body, so that an issue's path ('reach', 'sticker.correct',
 * 'sticker.options.0.votes') names the field it belongs to on both sides. No zod here: the schema that reads
 * these values (results-form-schema.ts) arrives after the first view.
 */

import { parseResultInput, resultInputText } from '@shared/results/result-input';
import { emptyStickerResults } from '@shared/results/result-sticker';
import { RESULT_FIELDS, type ResultField } from '@shared/results/result-texts';
import type {
  ResultSticker,
  StickerResults,
  StoryResultsBody,
  StoryResultsResponse,
} from '@shared/results/story-results';

export type StickerFormValues =
  | { type: 'poll'; options: { option: string; votes: string }[] }
  | { type: 'quiz'; answers: string; correct: string }
  | { type: 'question'; answers: string }
  | { type: 'countdown'; reminders: string }
  | { type: 'slider'; average: string; votes: string };

export type ResultsFormValues = Record<ResultField, string> & { sticker: StickerFormValues | null };

const text = resultInputText;

/** The saved answers as the form shows them, or the sticker's empty ones (a poll's options are the story's). */
function stickerFormValues(sticker: ResultSticker, saved: StickerResults | null): StickerFormValues {
  const empty = emptyStickerResults(sticker);
  const answers = saved?.type === empty.type ? saved : empty;
  switch (empty.type) {
    case 'poll': {
      // The story's options, in its order; a count saved for an option of the same text is kept.
      const votes = new Map(answers.type === 'poll' ? answers.options.map((o) => [o.option, o.votes]) : []);
      return {
        type: 'poll',
        options: empty.options.map(({ option }) => ({ option, votes: text(votes.get(option)) })),
      };
    }
    case 'quiz':
      return answers.type === 'quiz'
        ? { type: 'quiz', answers: text(answers.answers), correct: text(answers.correct) }
        : { type: 'quiz', answers: '', correct: '' };
    case 'question':
      return { type: 'question', answers: answers.type === 'question' ? text(answers.answers) : '' };
    case 'countdown':
      return { type: 'countdown', reminders: answers.type === 'countdown' ? text(answers.reminders) : '' };
    case 'slider':
      return answers.type === 'slider'
        ? { type: 'slider', average: text(answers.average), votes: text(answers.votes) }
        : { type: 'slider', average: '', votes: '' };
  }
}

/**
 * What the form starts from: the saved numbers; with nothing saved yet, the link taps the tracked link counted
 * (the brand corrects them if Instagram says otherwise).
 */
export function resultsFormValues(data: StoryResultsResponse): ResultsFormValues {
  const saved = data.results;
  const counts = Object.fromEntries(
    RESULT_FIELDS.map((field) => [field, text(saved ? saved[field] : null)]),
  ) as Record<ResultField, string>;
  if (!saved && data.trackedClicks !== null) counts.linkTaps = text(data.trackedClicks);
  return {
    ...counts,
    sticker: data.sticker ? stickerFormValues(data.sticker, saved?.sticker ?? null) : null,
  };
}

/** A field's number (null when empty, NaN when it is not a number: the schema says «Escribe un número.»). */
const num = (value: string | undefined) => parseResultInput(value ?? '');

function stickerBody(sticker: StickerFormValues): StickerResults {
  switch (sticker.type) {
    case 'poll':
      return {
        type: 'poll',
        options: sticker.options.map(({ option, votes }) => ({ option, votes: num(votes) })),
      };
    case 'quiz':
      return { type: 'quiz', answers: num(sticker.answers), correct: num(sticker.correct) };
    case 'question':
      return { type: 'question', answers: num(sticker.answers) };
    case 'countdown':
      return { type: 'countdown', reminders: num(sticker.reminders) };
    case 'slider':
      return { type: 'slider', average: num(sticker.average), votes: num(sticker.votes) };
  }
}

/** The body the form's values make (not yet validated: a value may be NaN, negative or fractional). */
export function resultsBodyOf(values: ResultsFormValues): StoryResultsBody {
  const counts = Object.fromEntries(RESULT_FIELDS.map((field) => [field, num(values[field])]));
  return { ...counts, sticker: values.sticker ? stickerBody(values.sticker) : null };
}
