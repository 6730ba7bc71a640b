import { formatDateEs } from '../dates';
import { parseStickerInfo } from '../domain/sticker-info';
import { AUTOMATION_CHECK_TEXTS as TEXTS } from './automation-check-texts';
import { type InvitedKeyword, invitedKeywords, normalizeKeyword, showsKeyword } from './keywords';
import type { AutomationCheckInput, AutomationFinding, CheckedStory } from './types';

/** What the audience reads of a story: its copy, and its sticker's question, options and text. */
export function storyText(story: CheckedStory): string {
  const sticker = parseStickerInfo(story.sticker);
  return [story.copy, sticker?.prompt ?? '', ...(sticker?.options ?? [])].join('\n');
}

const automationWhere = TEXTS.automation;

/** The automatic messages one trigger sends: the initial one and every follow-up not sent by a person. */
function automaticMessages(input: AutomationCheckInput): number {
  const automation = input.automation;
  if (!automation) return 0;
  const initial = automation.autoResponse?.trim() ? 1 : 0;
  return initial + automation.followUpSequence.filter((item) => !item.humanAgent).length;
}

function overlaps(a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/**
 * The keywords: one the client's other campaign uses on overlapping dates (keyword_duplicate), one written in
 * different ways (keyword_spelling), the automation's keyword shown by no story (keyword_not_shown), a story asking
 * for a keyword the automation does not answer (keyword_unanswered), an automation without its initial message
 * (empty_reply), and a story asking for comments while the automation sends several automatic messages
 * (private_reply_limit).
 */
export function checkKeywords(input: AutomationCheckInput): AutomationFinding[] {
  const findings: AutomationFinding[] = [];
  const configured = input.automation?.keyword?.trim() || null;
  const normalized = configured ? normalizeKeyword(configured) : '';
  const invitedBy = input.stories.map((story) => ({ story, invited: invitedKeywords(storyText(story)) }));

  if (normalized) {
    for (const sibling of input.siblings) {
      if (sibling.id === input.campaign.id || !sibling.keyword || !overlaps(sibling, input.campaign))
        continue;
      if (normalizeKeyword(sibling.keyword) !== normalized) continue;
      findings.push({
        code: 'keyword_duplicate',
        severity: 'error',
        storyId: null,
        where: automationWhere,
        message: TEXTS.keywordDuplicate(
          configured!,
          sibling.title,
          formatDateEs(sibling.startDate),
          formatDateEs(sibling.endDate),
        ),
      });
    }
    if (!input.stories.some((story) => showsKeyword(storyText(story), normalized))) {
      findings.push({
        code: 'keyword_not_shown',
        severity: 'error',
        storyId: null,
        where: automationWhere,
        message: TEXTS.keywordNotShown(configured!),
      });
    }
    if (!input.automation?.autoResponse?.trim()) {
      findings.push({
        code: 'empty_reply',
        severity: 'error',
        storyId: null,
        where: automationWhere,
        message: TEXTS.emptyReply(configured!),
      });
    }
  }

  for (const { story, invited } of invitedBy) {
    for (const keyword of invited) {
      if (keyword.normalized === normalized) continue;
      findings.push({
        code: 'keyword_unanswered',
        severity: 'error',
        storyId: story.id,
        where: story.label,
        message: TEXTS.keywordUnanswered(keyword.keyword, configured),
      });
    }
  }
  findings.push(...spellingFindings(configured, normalized, invitedBy));

  const messages = automaticMessages(input);
  for (const { story, invited } of invitedBy) {
    const byComment = invited.some((k) => k.channel === 'comment' && k.normalized === normalized);
    if (byComment && messages > 1) {
      findings.push({
        code: 'private_reply_limit',
        severity: 'error',
        storyId: story.id,
        where: story.label,
        message: TEXTS.privateReplyLimit(messages),
      });
    }
  }
  return findings;
}

/** The automation's keyword written another way by a story (accents, emoji; case alone does not count). */
function spellingFindings(
  configured: string | null,
  normalized: string,
  invitedBy: readonly { story: CheckedStory; invited: InvitedKeyword[] }[],
): AutomationFinding[] {
  if (!configured) return [];
  const written = (keyword: string) => keyword.trim().toLocaleLowerCase('es');
  const findings: AutomationFinding[] = [];
  for (const { story, invited } of invitedBy) {
    const other = invited.find(
      (k) => k.normalized === normalized && written(k.keyword) !== written(configured),
    );
    if (!other) continue;
    findings.push({
      code: 'keyword_spelling',
      severity: 'warning',
      storyId: story.id,
      where: story.label,
      message: TEXTS.keywordSpelling([configured, other.keyword]),
    });
  }
  return findings;
}
