import { APPROVAL_TEXTS } from '@shared/approvals/approval-texts';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/layout/load-error';
import { useApprovalLink } from '@/features/approval-link/api/lookup-approval-link';
import { ApprovalLinkView } from '@/features/approval-link/components/approval-link-view';
import { APPROVAL_PAGE_TEXTS } from '@/features/approval-link/texts';
import { AuthCardPage } from '@/features/auth/components/auth-card-page';
import { InvalidLinkCard } from '@/features/auth/components/invalid-link-card';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /approve?token=…, the page an approval e-mail links to: the client approves the stories of a day or a campaign,
 * or asks for changes, without signing in (the link's token is the credential; it goes to the API in POST bodies,
 * never in an API URL). A dead link (unknown, expired, replaced by a newer one) says so.
 */
export function ApprovalPage() {
  useDocumentTitle(APPROVAL_PAGE_TEXTS.documentTitle);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const query = useApprovalLink(token);
  const { data, error } = query;
  const isDead = isApiError(error) && (error.status === 404 || error.status === 400);

  if (token === '' || isDead) return <InvalidApprovalLink />;
  if (data) return <ApprovalLinkView token={token} page={data} />;
  if (query.isError) {
    return (
      <AuthCardPage title={APPROVAL_PAGE_TEXTS.documentTitle}>
        <LoadError
          title={APPROVAL_PAGE_TEXTS.loadErrorTitle}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </AuthCardPage>
    );
  }
  return (
    <AuthCardPage title={APPROVAL_PAGE_TEXTS.documentTitle}>
      <p className="text-center text-muted-foreground" role="status">
        {APPROVAL_PAGE_TEXTS.loading}
      </p>
    </AuthCardPage>
  );
}

function InvalidApprovalLink() {
  return <InvalidLinkCard title={APPROVAL_PAGE_TEXTS.invalidTitle} message={APPROVAL_TEXTS.linkInvalid} />;
}
