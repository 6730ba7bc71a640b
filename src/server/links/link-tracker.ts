import { isbot } from 'isbot';
import type { Executor } from '../db/client';
import { ClickWriter } from './click-writer';
import { LinkDirectory, type ResolvedLink } from './link-directory';
import { VisitorHasher } from './visitor-hash';

export type { ResolvedLink } from './link-directory';

/** What the redirect did with a tap. */
export type TapOutcome = 'counted' | 'repeat' | 'bot';

/**
 * The tracked links' redirect side (issue 31): which link a slug is, and whether a tap counts. A link preview or a
 * crawler (isbot's list: facebookexternalhit, WhatsApp, Slackbot, Googlebot, …; an empty user agent too) is
 * redirected but not counted; a person's repeat within 30 s counts once.
 */
export class LinkTracker {
  readonly directory: LinkDirectory;
  private readonly hasher: VisitorHasher;
  private readonly writer: ClickWriter;

  constructor(db: Executor, clock: () => number = Date.now) {
    this.directory = new LinkDirectory(db, clock);
    this.hasher = new VisitorHasher(db);
    this.writer = new ClickWriter(db);
  }

  resolve(slug: string): Promise<ResolvedLink | null> {
    return this.directory.resolve(slug);
  }

  async recordTap(input: {
    link: ResolvedLink;
    ip: string;
    userAgent: string;
    at: Date;
  }): Promise<TapOutcome> {
    if (isBotAgent(input.userAgent)) return 'bot';
    const visitorHash = await this.hasher.hash(input);
    return (await this.writer.record({ linkId: input.link.id, visitorHash })) ? 'counted' : 'repeat';
  }

  /** Waits for the taps being written. */
  flush(): Promise<void> {
    return this.writer.flush();
  }
}

/** isbot's verdicts kept by user agent: its pattern is long, and taps come from a few phone models at a time. */
const verdicts = new Map<string, boolean>();
const VERDICTS_MAX = 2_000;

/** A link previewer, crawler or script rather than a person's browser (no user agent at all counts as one). */
export function isBotAgent(userAgent: string): boolean {
  if (userAgent.trim() === '') return true;
  let verdict = verdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    // Bounded: a flood of made-up user agents only costs isbot's own time, never memory.
    if (verdicts.size >= VERDICTS_MAX) verdicts.clear();
    verdicts.set(userAgent, verdict);
  }
  return verdict;
}
