import { PageHeader } from '@/components/layout/page-header';
import { CommentInbox } from '@/features/story-comments/components/comment-inbox';

export const CLIENT_COMMENTS_TEXTS = {
  title: 'Comentarios',
  subtitle:
    'Tus conversaciones con la agencia sobre cada historia. Primero las que tienen mensajes sin leer.',
} as const;

/** /dashboard/comments «Comentarios»: the client's threads, unread first, each linking to its story. */
export function ClientCommentsPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={CLIENT_COMMENTS_TEXTS.title} description={CLIENT_COMMENTS_TEXTS.subtitle} />
      <CommentInbox area="client" />
    </div>
  );
}
