import type { CampaignFileLaunchStepKey } from './campaign-file';
import { IMPORT_MAX_LAUNCH_STEPS, IMPORT_TEXT_LIMITS } from './field-limits';
import { type Checked, INVALID, type IssueList } from './issue-list';
import { isRecord } from './json-record';
import { atPosition, FIELD_PROBLEMS, launchStepPosition } from './messages';
import { FieldReader } from './read-fields';
import type { NormalizedLaunchStep } from './types';

function validateLaunchStep(issues: IssueList, raw: unknown, index: number): Checked<NormalizedLaunchStep> {
  const at = `launch_plan.${index}`;
  const position = launchStepPosition(index);
  if (!isRecord(raw)) {
    issues.add(at, atPosition(position, FIELD_PROBLEMS.launchStepNotObject));
    return INVALID;
  }
  const read = new FieldReader<CampaignFileLaunchStepKey>(issues, raw, at, position);
  const title = read.required('title', { max: IMPORT_TEXT_LIMITS.launchStepTitle, singleLine: true });
  const description = read.required('description', { max: IMPORT_TEXT_LIMITS.launchStepDescription });
  if (title === INVALID || description === INVALID) return INVALID;
  // The file's `step` is not trusted: steps are numbered 1..n in file order.
  return { step: index + 1, title, description };
}

/** The optional launch plan: null when absent; INVALID when anything in it has a problem (all are listed). */
export function validateLaunchPlan(issues: IssueList, raw: unknown): Checked<NormalizedLaunchStep[] | null> {
  if (raw === undefined || raw === null) return null;
  const at = 'launch_plan';
  if (!Array.isArray(raw)) {
    issues.add(at, atPosition(null, FIELD_PROBLEMS.notArray(at)));
    return INVALID;
  }
  if (raw.length > IMPORT_MAX_LAUNCH_STEPS) {
    issues.add(at, atPosition(null, FIELD_PROBLEMS.tooManyItems(at, IMPORT_MAX_LAUNCH_STEPS)));
    return INVALID;
  }
  const steps = raw.map((item, index) => validateLaunchStep(issues, item, index));
  return steps.some((step) => step === INVALID) ? INVALID : (steps as NormalizedLaunchStep[]);
}
