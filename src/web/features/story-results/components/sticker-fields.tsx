import { parseResultInput } from '@shared/results/result-input';
import { quizCorrectPercent } from '@shared/results/result-sticker';
import type { ResultSticker } from '@shared/results/story-results';
import { useId } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { STICKER_RESULT_TEXTS as TEXTS } from '../results-texts';
import type { StickerFormValues } from '../utils/results-form-values';
import { ResultField, type ResultsControl } from './result-field';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2';

/**
 * The sticker's answers, by its type: a poll's votes per option, a quiz's answers, hits and their live percentage,
 * a question's answers, a countdown's reminders, a slider's average and votes. Its prompt (and a slider's emoji)
 * say which sticker it is; a refusal about the sticker as a whole (its answers do not fit it) shows under the title.
 */
export function StickerFields({
  control,
  sticker,
  values,
  disabled,
}: {
  control: ResultsControl;
  sticker: ResultSticker;
  /** The form's starting sticker values: which fields to draw (a poll's options). */
  values: StickerFormValues;
  disabled: boolean;
}) {
  const messageId = useId();
  const { errors } = useFormState({ control, name: 'sticker' });
  const stickerError = errors.sticker?.message;
  const context = [sticker.emoji, sticker.prompt].filter(Boolean).join(' ');
  return (
    <div className="border-t pt-5">
      <fieldset className="min-w-0" aria-describedby={stickerError ? messageId : undefined}>
        <legend className="mb-1 font-semibold">Sticker: {TEXTS.titles[sticker.type]}</legend>
        {context && <p className="mb-4 text-muted-foreground text-sm">{context}</p>}
        {stickerError && (
          <p id={messageId} role="alert" className="mb-4 text-destructive text-sm">
            {stickerError}
          </p>
        )}
        <div className={GRID}>
          <StickerInputs control={control} values={values} disabled={disabled} />
        </div>
      </fieldset>
    </div>
  );
}

function StickerInputs({
  control,
  values,
  disabled,
}: {
  control: ResultsControl;
  values: StickerFormValues;
  disabled: boolean;
}) {
  const field = { control, disabled };
  switch (values.type) {
    case 'poll':
      return values.options.map(({ option }, index) => (
        <ResultField
          // Options may repeat; their position identifies them (the API checks the order).
          // biome-ignore lint/suspicious/noArrayIndexKey: the story's options, never reordered here
          key={index}
          {...field}
          name={`sticker.options.${index}.votes`}
          label={TEXTS.pollVotes(option)}
        />
      ));
    case 'quiz':
      return (
        <>
          <ResultField {...field} name="sticker.answers" label={TEXTS.quizAnswers} />
          <ResultField {...field} name="sticker.correct" label={TEXTS.quizCorrect} />
          <QuizPercent control={control} />
        </>
      );
    case 'question':
      return <ResultField {...field} name="sticker.answers" label={TEXTS.questionAnswers} />;
    case 'countdown':
      return <ResultField {...field} name="sticker.reminders" label={TEXTS.countdownReminders} />;
    case 'slider':
      return (
        <>
          <ResultField {...field} name="sticker.average" label={TEXTS.sliderAverage} isDecimal />
          <ResultField {...field} name="sticker.votes" label={TEXTS.sliderVotes} />
        </>
      );
  }
}

/** «% de aciertos», computed as the brand types the answers and hits (nothing until both are numbers). */
function QuizPercent({ control }: { control: ResultsControl }) {
  const labelId = useId();
  const [answers, correct] = useWatch({ control, name: ['sticker.answers', 'sticker.correct'] });
  const count = (value: unknown) => {
    const parsed = typeof value === 'string' ? parseResultInput(value) : null;
    return parsed !== null && Number.isInteger(parsed) && parsed >= 0 ? parsed : null;
  };
  const percent = quizCorrectPercent(count(answers), count(correct));
  return (
    <div className="grid content-start gap-1.5 sm:col-span-2">
      <p id={labelId} className="font-medium text-sm">
        {TEXTS.quizPercent}
      </p>
      <output aria-labelledby={labelId} aria-live="polite" className="font-semibold text-2xl tabular-nums">
        {percent === null ? '—' : `${percent} %`}
      </output>
    </div>
  );
}
