/**
 * «Publicar automáticamente» (issue 32): which stories the panel may publish itself through Instagram's API, and
 * how an automatic publication stands. Instagram's content-publishing API takes one image or video per story and
 * nothing else: no stickers (polls, questions, links, mentions), no music, no text typed over it. A story that needs
 * any of those is published by the brand from its phone, as always.
 */
import { parseStickerInfo } from '../domain/sticker-info';
import { type MediaFacts, storyFormatFlags } from '../media/story-format';
import { AUTO_PUBLISH_TEXTS, type AutoPublishBlocker } from './auto-publish-texts';

export {
  AUTO_PUBLISH_LABELS,
  AUTO_PUBLISH_PENDING,
  AUTO_PUBLISH_STATES,
  AUTO_PUBLISH_TEXTS,
  type AutoPublishBlocker,
  type AutoPublishState,
} from './auto-publish-texts';

/** What the rule reads of a story. */
export interface AutoPublishStoryFacts {
  copyText: string;
  storyType: string;
  stickerInfo: unknown;
  /** The story has a tracked link (its CTA: a link sticker). */
  hasTrackedLink: boolean;
  media: ReadonlyArray<MediaFacts & { mimeType: string }>;
}

const URL_PATTERN = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\.[a-z]{2,}/i;
/** An Instagram handle: @ then 1 to 30 letters, digits, dots or underscores, not inside an e-mail address. */
const MENTION_PATTERN = /(^|[^\w.])@[A-Za-z0-9._]{1,30}/;

/**
 * Why a story cannot be published automatically, in order (empty: it can). The media must be a single image (JPEG,
 * PNG, WebP or HEIC: the panel hands Instagram a JPEG) or video that passes Instagram's story format checks.
 */
export function autoPublishBlockers(
  story: AutoPublishStoryFacts,
): { code: AutoPublishBlocker; message: string }[] {
  const found: { code: AutoPublishBlocker; message: string }[] = [];
  const add = (code: AutoPublishBlocker, detail?: string) =>
    found.push({
      code,
      message: detail ? `${AUTO_PUBLISH_TEXTS.blockers[code]}: ${detail}` : AUTO_PUBLISH_TEXTS.blockers[code],
    });
  if (parseStickerInfo(story.stickerInfo)) add('sticker');
  if (story.hasTrackedLink || URL_PATTERN.test(story.copyText)) add('link');
  if (MENTION_PATTERN.test(story.copyText)) add('mention');
  if (story.storyType === 'TEXTO_PANTALLA') add('text_overlay');
  if (story.media.length === 0) add('no_media');
  else if (story.media.length > 1) add('several_media');
  else {
    const file = story.media[0]!;
    const flags = storyFormatFlags(file).filter((flag) => flag.code !== 'LOW_RESOLUTION');
    if (file.width === undefined || file.height === undefined) add('media_format', 'no se conoce su tamaño.');
    else if (flags.length > 0) {
      const detail = flags.map((flag) => flag.message).join(' ');
      add('media_format', detail.charAt(0).toLowerCase() + detail.slice(1));
    }
  }
  return found;
}
