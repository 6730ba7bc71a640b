import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { AccountInfoCard } from '@/features/client-profile/components/account-info-card';
import { AiInfoForm } from '@/features/client-profile/components/ai-info-form';
import { CalendarFeedCard } from '@/features/client-profile/components/calendar-feed-card';
import { ChangePasswordForm } from '@/features/client-profile/components/change-password-form';
import { NotificationsCard } from '@/features/client-profile/components/notifications-card';
import { PersonalInfoForm } from '@/features/client-profile/components/personal-info-form';
import { useCurrentClient } from '@/lib/session/get-current-client';
import { useAuth } from '@/lib/session/use-auth';

/**
 * /dashboard/profile 'Mi Perfil' (spec section 2): personal info, account, AI info and password, then the
 * reminders ('Notificaciones') and the calendar link (issue 15). The client
 * record is the layout's (same query): when it is missing or failed to load the form stays empty and a save
 * answers 'No se encontraron datos del cliente'.
 */
export function ProfilePage() {
  const { profile } = useAuth();
  const clientQuery = useCurrentClient();
  const isLoadingClient = clientQuery.isPending && clientQuery.fetchStatus === 'fetching';

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Mi Perfil"
        description="Tus datos, la información para la IA, tu contraseña y tus notificaciones."
      />
      {/* Spec order on one column (personal, account, AI, password, then notifications and calendar); two columns from lg. */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <div className="contents lg:col-span-2 lg:grid lg:gap-6">
          <div className="order-1 lg:order-none">
            {isLoadingClient ? <FormSkeleton /> : <PersonalInfoForm client={clientQuery.data ?? null} />}
          </div>
          <div className="order-3 lg:order-none">
            <AiInfoForm hasUser={profile !== null} />
          </div>
          <div className="order-5 lg:order-none">
            <NotificationsCard />
          </div>
          <div className="order-6 lg:order-none">
            <CalendarFeedCard />
          </div>
        </div>
        <div className="contents lg:grid lg:gap-6">
          <div className="order-2 lg:order-none">
            <AccountInfoCard profile={profile} />
          </div>
          <div className="order-4 lg:order-none">
            <ChangePasswordForm email={profile?.email} />
          </div>
        </div>
      </div>
    </div>
  );
}

function FormSkeleton() {
  return (
    <Card aria-busy="true">
      <span className="sr-only" role="status">
        Cargando perfil...
      </span>
      <CardHeader>
        <Skeleton className="h-6 w-48" />
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </CardContent>
    </Card>
  );
}
