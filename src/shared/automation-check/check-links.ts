import { LANDING_URL_PLACEHOLDER } from '../constants';
import { parseStickerInfo } from '../domain/sticker-info';
import { AUTOMATION_CHECK_TEXTS as TEXTS } from './automation-check-texts';
import type { AutomationCheckInput, AutomationFinding, CheckedLink } from './types';

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"«»“”]+/giu;
const TRAILING = /[.,;:!?)\]}»”’'"]+$/u;

/** The http(s) addresses written in a text, without the punctuation that ends a sentence. */
export function urlsIn(text: string): string[] {
  return [...text.matchAll(URL_IN_TEXT)].map((m) => m[0].replace(TRAILING, ''));
}

function comparable(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return `${parsed.host.toLowerCase()}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`;
  } catch {
    return null;
  }
}

/** A place where a link may be written: a story's copy, or a message of the automation. */
interface LinkPlace {
  storyId: string | null;
  where: string;
  text: string;
}

/**
 * The links of the stories and of the automation: an address that is not valid (broken_link), a tracked short link
 * that is disabled (broken_link), an address that is not one of the panel's short links (untracked_link, with the
 * tracked link of the same target when there is one), a landing page still the placeholder, and a story's link
 * sticker whose tracked link is disabled.
 */
export function checkLinks(input: AutomationCheckInput): AutomationFinding[] {
  const findings: AutomationFinding[] = [];
  const isShort = (url: string) => input.shortLinkPrefixes.some((prefix) => url.startsWith(prefix));
  const byUrl = new Map<string, CheckedLink>(input.links.map((link) => [link.url, link]));
  const trackedFor = (url: string) => {
    const key = comparable(url);
    return (
      input.links.find((link) => !link.disabled && key !== null && comparable(link.target) === key) ?? null
    );
  };
  const places: LinkPlace[] = input.stories.map((story) => ({
    storyId: story.id,
    where: story.label,
    text: story.copy,
  }));
  const automation = input.automation;
  if (automation) {
    const where = (part: string) => `${TEXTS.automation} · ${part}`;
    places.push({ storyId: null, where: where(TEXTS.initialMessage), text: automation.autoResponse ?? '' });
    for (const [i, item] of automation.followUpSequence.entries()) {
      places.push({
        storyId: null,
        where: where(TEXTS.followUp(i + 1)),
        text: `${item.message} ${item.attachment ?? ''}`,
      });
    }
  }
  for (const place of places) {
    for (const url of new Set(urlsIn(place.text))) {
      const base = { storyId: place.storyId, where: place.where };
      if (comparable(url) === null) {
        findings.push({ ...base, code: 'broken_link', severity: 'error', message: TEXTS.brokenLink(url) });
      } else if (isShort(url)) {
        if (byUrl.get(url)?.disabled)
          findings.push({
            ...base,
            code: 'broken_link',
            severity: 'error',
            message: TEXTS.disabledLink(url),
          });
      } else {
        const tracked = trackedFor(url);
        findings.push({
          ...base,
          code: 'untracked_link',
          severity: 'warning',
          message: TEXTS.untrackedLink(url, tracked?.url ?? null),
        });
      }
    }
  }
  for (const story of input.stories) {
    const sticker = parseStickerInfo(story.sticker);
    const link = input.links.find((l) => l.storyId === story.id);
    if (sticker?.url && link?.disabled) {
      findings.push({
        code: 'broken_link',
        severity: 'error',
        storyId: story.id,
        where: story.label,
        message: TEXTS.disabledLink(link.url),
      });
    }
  }
  const landing = automation?.landingUrl?.trim();
  if (landing) {
    const where = `${TEXTS.automation} · página`;
    const landingLink = input.links.find(
      (l) => l.storyId === null && comparable(l.target) === comparable(landing),
    );
    if (landing === LANDING_URL_PLACEHOLDER) {
      findings.push({
        code: 'broken_link',
        severity: 'error',
        storyId: null,
        where,
        message: TEXTS.placeholderLink,
      });
    } else if (comparable(landing) === null) {
      findings.push({
        code: 'broken_link',
        severity: 'error',
        storyId: null,
        where,
        message: TEXTS.brokenLink(landing),
      });
    } else if (landingLink?.disabled) {
      findings.push({
        code: 'broken_link',
        severity: 'error',
        storyId: null,
        where,
        message: TEXTS.disabledLink(landingLink.url),
      });
    }
  }
  return findings;
}
