import type { CampaignFileKey, CampaignFileLaunchStepKey } from './campaign-file';
import { IMPORT_MAX_LAUNCH_STEPS, IMPORT_TEXT_LIMITS } from './field-limits';
import { type Checked, INVALID } from './issue-list';
import { FIELD_PROBLEMS, launchStepPosition } from './messages';
import type { FieldReader } from './read-fields';
import type { NormalizedLaunchStep } from './types';

function validateLaunchStep(
  read: FieldReader<CampaignFileLaunchStepKey>,
  index: number,
): Checked<NormalizedLaunchStep> {
  const title = read.required('title', { max: IMPORT_TEXT_LIMITS.launchStepTitle, singleLine: true });
  const description = read.required('description', { max: IMPORT_TEXT_LIMITS.launchStepDescription });
  if (title === INVALID || description === INVALID) return INVALID;
  // The file's `step` is not trusted: steps are numbered 1..n in file order.
  return { step: index + 1, title, description };
}

/** The optional launch plan: null when absent; INVALID when anything in it has a problem (all are listed). */
export function validateLaunchPlan(
  read: FieldReader<CampaignFileKey>,
): Checked<NormalizedLaunchStep[] | null> {
  return read.objects(
    'launch_plan',
    {
      maxItems: IMPORT_MAX_LAUNCH_STEPS,
      position: launchStepPosition,
      notObject: FIELD_PROBLEMS.launchStepNotObject,
    },
    validateLaunchStep,
  );
}
