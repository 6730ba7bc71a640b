import { HOURS_PER_DAY } from '../constants';
import { AUTOMATION_CHECK_TEXTS as TEXTS } from './automation-check-texts';
import { checkKeywords } from './check-keywords';
import { checkLinks } from './check-links';
import type { AutomationCheckInput, AutomationFinding, CheckedAutomation } from './types';

/** Instagram's messaging windows after a person's message: automatic messages 24 h, a person (HUMAN_AGENT) 7 days. */
export const AUTOMATIC_WINDOW_HOURS = HOURS_PER_DAY;
export const HUMAN_WINDOW_HOURS = 7 * HOURS_PER_DAY;

/**
 * Each follow-up's time after the person's message: the delays add up (each counts from the message before it),
 * and the person is assumed not to write again (the worst case, when no new window opens).
 */
function windowFindings(automation: CheckedAutomation | null): AutomationFinding[] {
  if (!automation) return [];
  const findings: AutomationFinding[] = [];
  let elapsed = 0;
  automation.followUpSequence.forEach((item, i) => {
    elapsed += Math.max(0, item.delayHours);
    const where = `${TEXTS.automation} · ${TEXTS.followUp(i + 1)}`;
    const hours = Math.round(elapsed);
    if (elapsed > HUMAN_WINDOW_HOURS) {
      findings.push({
        code: 'follow_up_expired',
        severity: 'error',
        storyId: null,
        where,
        message: TEXTS.followUpExpired(i + 1, hours),
      });
    } else if (elapsed > AUTOMATIC_WINDOW_HOURS && !item.humanAgent) {
      findings.push({
        code: 'follow_up_window',
        severity: 'error',
        storyId: null,
        where,
        message: TEXTS.followUpWindow(i + 1, hours),
      });
    }
  });
  return findings;
}

/**
 * «Revisar automatizaciones» (issue 33 §4): every problem of a campaign's chat automation and of the stories that
 * lead to it, stories first (in the campaign's order), then the automation. Pure: the same rules for the screen, the
 * import's preview, the request for approval and the API.
 */
export function checkAutomation(input: AutomationCheckInput): AutomationFinding[] {
  const findings = [...checkKeywords(input), ...windowFindings(input.automation), ...checkLinks(input)];
  const order = new Map(input.stories.map((story, i) => [story.id, i]));
  const rank = (f: AutomationFinding) =>
    f.storyId === null ? input.stories.length : (order.get(f.storyId) ?? 0);
  return findings
    .map((finding, i) => ({ finding, i }))
    .sort((a, b) => rank(a.finding) - rank(b.finding) || a.i - b.i)
    .map(({ finding }) => finding);
}
