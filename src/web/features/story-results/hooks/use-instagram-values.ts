import { resultInputText } from '@shared/results/result-input';
import type { SavedStoryResults, StoryResultsBody } from '@shared/results/story-results';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ResultsFormValues } from '../utils/results-form-values';

/**
 * The counts Instagram filled follow the latest read (issue 32): the form starts from the values saved when it
 * opened, and an insights poll may bring fresher numbers (or fill one more field) while it is open. Those fields
 * are read-only, so their values are the server's; what the brand is typing in the others is left alone.
 */
export function useInstagramValues(
  form: UseFormReturn<ResultsFormValues, unknown, StoryResultsBody>,
  results: SavedStoryResults | null,
) {
  useEffect(() => {
    if (!results) return;
    for (const field of results.instagramFields) {
      const text = resultInputText(results[field]);
      if (form.getValues(field) !== text) form.setValue(field, text, { shouldValidate: false });
    }
  }, [form, results]);
}
