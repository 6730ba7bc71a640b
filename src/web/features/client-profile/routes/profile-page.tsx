import { PageHeader } from '@/components/layout/page-header';

/** /dashboard/profile: the profile page. Filled in by its own issue. */
export function ProfilePage() {
  return <PageHeader title="Mi Perfil" />;
}
