import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { auroraCampaign, storyCard } from './support';

/**
 * Records, from the page's first script on, the ids of the elements that get `data-highlighted="true"`. The highlight
 * of an external link lasts 3 s: on a loaded machine (and a CPU slowed six times) it can come and go between two
 * polls of an assertion, so the tests check that it happened from this record, not by catching it on screen.
 */
async function recordHighlights(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { highlightedIds: string[] }).highlightedIds = seen;
    const note = (element: Element) => {
      if (element.getAttribute('data-highlighted') === 'true') seen.push(element.id);
    };
    // An element may change to highlighted, or be rendered highlighted already.
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') note(record.target as Element);
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          note(node);
          for (const inner of node.querySelectorAll('[data-highlighted="true"]')) note(inner);
        }
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-highlighted'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { highlightedIds: string[] }).highlightedIds);
}

test.describe('campaign detail: deep link to a story', () => {
  test('the dashboard Editar link opens the campaign with that story highlighted', async ({
    demoClientPage: page,
  }) => {
    const highlighted = await recordHighlights(page);
    await page.goto('/dashboard');
    const upcoming = page.getByRole('heading', { name: 'Próximas Historias' });
    await expect(upcoming).toBeVisible();
    const firstEdit = page.getByRole('link', { name: /^Editar/ }).first();
    const href = await firstEdit.getAttribute('href');
    expect(href).toMatch(/\/dashboard\/campaigns\/[^?]+\?storyId=[^&]+&source=external$/);
    const storyId = new URL(href!, 'http://x').searchParams.get('storyId')!;

    await firstEdit.click();
    const card = page.locator(`article#historia-${storyId}`);
    await expect.poll(highlighted).toContain(`historia-${storyId}`);
    await expect(card).toBeInViewport();
    // The highlight of an external link lasts 3 s (src/web/features/campaign-detail/hooks/use-story-focus.test.ts,
    // on fake timers): here only that it ends, within the default wait.
    await expect(card).not.toHaveAttribute('data-highlighted', 'true');
  });

  test('?storyId=…&source=external opens the day that holds the story and highlights it', async ({
    demoClientPage: page,
  }) => {
    const highlighted = await recordHighlights(page);
    await page.goto('/dashboard/campaigns');
    const { campaign } = await auroraCampaign(page);
    // A future day: not the day opened by default (today's).
    const day = campaign.days[5]!;
    const story = day.stories[2]!;

    // On a slow phone (CPU six times slower) React Router's scroll restoration commits late: it must not take the
    // user back to the top after the page has scrolled to the story (it did, restoring the previous document's
    // position; see src/web/app/scroll-restoration-key.ts).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(`/dashboard/campaigns/${campaign.id}?storyId=${story.id}&source=external`);
    await expect(page.getByRole('heading', { level: 1, name: campaign.title })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^Día ${day.dayOrder} - `) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const card = storyCard(page, story);
    await expect.poll(highlighted).toContain(`historia-${story.id}`);
    await expect(card).toBeInViewport();
    await expect(card).toBeFocused();
    // Still there once the highlight has ended and nothing is left to load.
    await expect(card).not.toHaveAttribute('data-highlighted', 'true');
    await expect(card).toBeInViewport();
  });
});
