/**
 * The results form's schema, loaded after the first view (useZodForm): the typed text becomes numbers
 * (results-form-values.ts), then the API's own StoryResultsBody checks them, so every message is the server's
 * (RESULT_TEXTS) and every issue keeps the body's path, which is the field's name in the form.
 */
import { StoryResultsBody } from '@shared/results/story-results';
import { z } from 'zod';
import { type ResultsFormValues, resultsBodyOf } from './results-form-values';

export const ResultsFormSchema = z
  .custom<ResultsFormValues>()
  .transform(resultsBodyOf)
  .pipe(StoryResultsBody);
