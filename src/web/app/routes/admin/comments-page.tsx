import { PageHeader } from '@/components/layout/page-header';
import { CommentInbox } from '@/features/story-comments/components/comment-inbox';

export const ADMIN_COMMENTS_TEXTS = {
  title: 'Comentarios',
  subtitle:
    'Las conversaciones con tus clientes sobre cada historia. Primero las que tienen mensajes sin leer.',
} as const;

/** /admin/comments «Comentarios»: every client's threads, unread first, each linking to its story. */
export function AdminCommentsPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={ADMIN_COMMENTS_TEXTS.title} description={ADMIN_COMMENTS_TEXTS.subtitle} />
      <CommentInbox area="admin" />
    </div>
  );
}
