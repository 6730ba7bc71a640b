import { APP_LOCALE, formatDateTimeEs } from '@shared/dates';
import { chatKeyword } from '@shared/domain/chat-automation';
import {
  type ResultField as Field,
  RESULT_FIELD_LABELS,
  RESULT_FIELDS,
  RESULT_TEXTS,
} from '@shared/results/result-texts';
import type { StoryResultsResponse } from '@shared/results/story-results';
import { useState } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { Form } from '@/components/ui/form';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { applyServerIssues, useZodForm } from '@/lib/use-zod-form';
import { useSaveStoryResults } from '../api/save-story-results';
import { useInstagramValues } from '../hooks/use-instagram-values';
import { STORY_RESULTS_TEXTS as TEXTS } from '../results-texts';
import { resultsFormValues } from '../utils/results-form-values';
import { ResultField } from './result-field';
import { ResultsAuthors } from './results-authors';
import { StickerFields } from './sticker-fields';

const loadSchema = () => import('../utils/results-form-schema').then((m) => m.ResultsFormSchema);
const count = new Intl.NumberFormat(APP_LOCALE, { maximumFractionDigits: 0 });

/** Hints under the fields that have one: where the link taps came from, which keyword the DMs carry. */
function fieldHints(data: StoryResultsResponse): Partial<Record<Field, string>> {
  return {
    ...(data.trackedClicks !== null
      ? { linkTaps: TEXTS.trackedClicksHint(count.format(data.trackedClicks)) }
      : {}),
    keywordDms: TEXTS.keywordHint(chatKeyword(data.keyword)),
  };
}

/**
 * The story's numbers, as Instagram's insights name them, and its sticker's answers: every field optional, each
 * checked in the browser by the API's own schema (same Spanish messages), the server's refusals placed on their
 * fields. A save replaces the cached read and shows who entered and corrected them; a 409 (the story is no longer
 * published) is the caller's (`onNotPosted`).
 */
export function ResultsForm({ data, onNotPosted }: { data: StoryResultsResponse; onNotPosted: () => void }) {
  const mutation = useSaveStoryResults(data.story.id);
  const [initialValues] = useState(() => resultsFormValues(data));
  const form = useZodForm(loadSchema, { defaultValues: initialValues, mode: 'onTouched' });
  const hints = fieldHints(data);
  const isPending = mutation.isPending;
  const fromInstagram = new Set<Field>(data.results?.instagramFields ?? []);
  const instagramTakenAt = data.results?.instagramTakenAt ?? null;
  useInstagramValues(form, data.results);

  const onSubmit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: (saved) => {
        form.reset(resultsFormValues(saved));
        toast.success(RESULT_TEXTS.saved);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          onNotPosted();
          return;
        }
        applyServerIssues(form, error, { shouldFocus: true });
        toast.error(TEXTS.saveFailed, { description: errorMessage(error, TEXTS.saveFailed) });
      },
    }),
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        <fieldset className="min-w-0">
          <legend className="mb-1 font-semibold">{TEXTS.countsLegend}</legend>
          <div className="mb-4 grid gap-1 text-muted-foreground text-sm">
            <p>{TEXTS.optionalHint}</p>
            {fromInstagram.size > 0 && instagramTakenAt && (
              <p>{TEXTS.instagramTakenAt(formatDateTimeEs(instagramTakenAt, data.story.timeZone))}</p>
            )}
          </div>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {RESULT_FIELDS.map((field) => (
              <ResultField
                key={field}
                control={form.control}
                name={field}
                label={RESULT_FIELD_LABELS[field]}
                hint={hints[field]}
                isFromInstagram={fromInstagram.has(field)}
                disabled={isPending}
              />
            ))}
          </div>
        </fieldset>

        {data.sticker && initialValues.sticker && (
          <StickerFields
            control={form.control}
            sticker={data.sticker}
            values={initialValues.sticker}
            disabled={isPending}
          />
        )}

        <div className="grid gap-3 border-t pt-5 sm:flex sm:flex-wrap sm:items-center sm:justify-between">
          <ResultsAuthors results={data.results} timeZone={data.story.timeZone} />
          <SubmitButton
            isPending={isPending}
            pendingLabel={TEXTS.submitting}
            size="lg"
            className="h-12 w-full sm:order-last sm:w-auto"
          >
            {TEXTS.submit}
          </SubmitButton>
        </div>
      </form>
    </Form>
  );
}
