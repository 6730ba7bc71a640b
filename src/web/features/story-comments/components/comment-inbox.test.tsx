// @vitest-environment jsdom

import type { CommentInboxResponse, CommentInboxThread } from '@shared/api/comments';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { CommentInbox } from './comment-inbox';

function thread(id: string, overrides: Partial<CommentInboxThread> = {}): CommentInboxThread {
  return {
    story: {
      id,
      title: `Historia ${id}`,
      storyNumber: 3,
      dayOrder: 2,
      dayDate: '2026-11-26',
      campaignId: 'camp-1',
      campaignTitle: 'Rebajas',
      clientId: 'client-1',
      brandName: 'Café Aurora',
      timeZone: 'Europe/Madrid',
    },
    commentCount: 4,
    unreadCount: 0,
    lastComment: {
      authorSide: 'client',
      authorName: 'Lucía Pérez',
      isOwn: false,
      excerpt: '¿Lo vemos mañana?',
      createdAt: '2026-11-20T09:00:00.000Z',
    },
    ...overrides,
  };
}

const inbox = (threads: CommentInboxThread[]): CommentInboxResponse => ({
  threads,
  unread: { unread: threads.reduce((n, t) => n + t.unreadCount, 0), threads: 1 },
});

describe('CommentInbox', () => {
  it('lists the threads as links to their story with the thread open, unread ones marked', async () => {
    mockFetch({
      'GET /api/comments/inbox': () =>
        json(
          inbox([
            thread('s1', { unreadCount: 2 }),
            thread('s2', { lastComment: { ...thread('s2').lastComment, isOwn: true, authorSide: 'agency' } }),
          ]),
        ),
    });
    renderWithProviders(<CommentInbox area="admin" />);
    const list = await screen.findByRole('region', { name: 'Conversaciones' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/admin/campaigns/camp-1?storyId=s1&source=external&comments=1');
    expect(links[0]).toHaveTextContent('Café Aurora · Rebajas · Día 2');
    expect(links[0]).toHaveTextContent('Historia 3: Historia s1');
    expect(links[0]).toHaveTextContent('Lucía Pérez: ¿Lo vemos mañana?');
    expect(links[0]).toHaveTextContent('2 sin leer');
    expect(links[0]).toHaveAttribute('data-unread', 'true');
    expect(links[1]).toHaveTextContent('Tú: ¿Lo vemos mañana?');
    expect(links[1]).toHaveTextContent('4 comentarios');
    expect(links[1]).not.toHaveAttribute('data-unread');
  });

  it('a client’s links stay in its area and do not repeat its own brand', async () => {
    mockFetch({ 'GET /api/comments/inbox': () => json(inbox([thread('s1')])) });
    renderWithProviders(<CommentInbox area="client" />);
    const link = await screen.findByRole('link');
    expect(link).toHaveAttribute('href', '/dashboard/campaigns/camp-1?storyId=s1&source=external&comments=1');
    expect(link).not.toHaveTextContent('Café Aurora');
  });

  it('says when there is nothing yet', async () => {
    mockFetch({ 'GET /api/comments/inbox': () => json(inbox([])) });
    renderWithProviders(<CommentInbox area="client" />);
    expect(await screen.findByRole('heading', { name: 'Todavía no hay comentarios' })).toBeInTheDocument();
  });
});
