import { lazy } from 'react';
import { DeferredSection } from '@/components/layout/deferred-section';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { AccountInfoCard } from '@/features/client-profile/components/account-info-card';
import { ChangePasswordForm } from '@/features/client-profile/components/change-password-form';
import { PersonalInfoForm } from '@/features/client-profile/components/personal-info-form';
import { useCurrentClient } from '@/lib/session/get-current-client';
import { useAuth } from '@/lib/session/use-auth';

// Below the first screen of a phone: drawn once the page has settled or they come near (issue 30).
const AiInfoForm = lazy(() =>
  import('@/features/client-profile/components/ai-info-form').then((m) => ({ default: m.AiInfoForm })),
);
const NotificationsCard = lazy(() =>
  import('@/features/client-profile/components/notifications-card').then((m) => ({
    default: m.NotificationsCard,
  })),
);
const CalendarFeedCard = lazy(() =>
  import('@/features/client-profile/components/calendar-feed-card').then((m) => ({
    default: m.CalendarFeedCard,
  })),
);

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
            {isLoadingClient ? (
              <CardSkeleton label="Cargando perfil..." rows={4} />
            ) : (
              <PersonalInfoForm client={clientQuery.data ?? null} />
            )}
          </div>
          <div className="order-3 lg:order-none">
            <DeferredSection
              placeholder={<CardSkeleton label="Cargando información para la IA..." rows={3} />}
            >
              <AiInfoForm hasUser={profile !== null} />
            </DeferredSection>
          </div>
          <div className="order-5 lg:order-none">
            <DeferredSection placeholder={<CardSkeleton label="Cargando notificaciones..." rows={3} />}>
              <NotificationsCard />
            </DeferredSection>
          </div>
          <div className="order-6 lg:order-none">
            <DeferredSection placeholder={<CardSkeleton label="Cargando calendario..." rows={1} />}>
              <CalendarFeedCard />
            </DeferredSection>
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

/** A card's place while it loads: its title and `rows` fields. */
function CardSkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <Card aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      <CardHeader>
        <Skeleton className="h-6 w-48" />
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </CardContent>
    </Card>
  );
}
