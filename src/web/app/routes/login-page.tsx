import { LOGIN_TEXTS } from '@shared/auth/login-errors';
import { safeNextPath } from '@shared/auth/next-path';
import { AUTH_LOADING_TIMEOUT_MS } from '@shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircleIcon, CalendarCheckIcon, ChartNoAxesColumnIcon, SparklesIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { BrandMark } from '@/components/layout/brand-mark';
import { FullPageStatus } from '@/components/layout/full-page-status';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoginForm } from '@/features/auth/components/login-form';
import { SsoErrorAlert, SsoSignIn } from '@/features/auth/components/sso-sign-in';
import { queryKeys } from '@/lib/query-keys';
import { logSecurityEvent } from '@/lib/security-log';
import { useSession } from '@/lib/session/get-session';
import { sessionEndedOf } from '@/lib/session/session-end-reason';
import { useLandingPath } from '@/lib/session/use-landing-path';
import { APP_NAME, useDocumentTitle } from '@/lib/use-document-title';

const HIGHLIGHTS = [
  { icon: CalendarCheckIcon, text: 'Planifica cada historia día a día' },
  { icon: ChartNoAxesColumnIcon, text: 'Sigue el progreso de tus campañas' },
  { icon: SparklesIcon, text: 'Crea campañas con ayuda de la IA' },
] as const;

/**
 * /login (spec section 2): 'Cargando...' while the session is read (at most 5 s, then the form anyway),
 * 'Redirigiendo...' when somebody is already signed in (replace: admin -> /admin, anyone else -> /dashboard).
 */
export function LoginPage() {
  useDocumentTitle('Iniciar sesión');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const [hasTimedOut, setHasTimedOut] = useState(false);
  const user = session.data?.user ?? null;
  // The link the visitor was sent here from (a reminder, a page opened signed out): followed once signed in,
  // when it is a path of this app (safeNextPath); else the user's landing page.
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  // A sign-in by SSO that the server refused comes back here with its reason (services/auth/sso-access.ts).
  const ssoError = searchParams.get('error');
  const target = useLandingPath(user, next);
  // An open tab signed out by the server because of the account (deactivated, temporary password expired).
  const sessionEnded = sessionEndedOf(useLocation().state);

  useEffect(() => {
    if (!session.isPending) return;
    const timer = window.setTimeout(() => setHasTimedOut(true), AUTH_LOADING_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [session.isPending]);

  useEffect(() => {
    if (!target) return;
    logSecurityEvent('redirect', { from: '/login', to: target, reason: 'signed-in' });
    navigate(target, { replace: true });
  }, [target, navigate]);

  if (target || user) return <FullPageStatus message={LOGIN_TEXTS.redirecting} />;
  if (session.isPending && !hasTimedOut) {
    return <FullPageStatus message={LOGIN_TEXTS.loading} hint={LOGIN_TEXTS.loadingHint} />;
  }

  const handleSuccess = async () => {
    // A fresh session: forget any profile of a previous user and read who signed in.
    queryClient.removeQueries({ queryKey: queryKeys.auth.me });
    await queryClient.invalidateQueries({ queryKey: queryKeys.auth.session });
  };

  return (
    <div className="relative flex min-h-dvh items-center justify-center overflow-hidden px-4 py-10 sm:px-6">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-32 -left-24 size-96 rounded-full bg-[#f58529]/15 blur-3xl" />
        <div className="absolute top-1/3 -right-24 size-[28rem] rounded-full bg-[#dd2a7b]/15 blur-3xl" />
        <div className="absolute -bottom-40 left-1/4 size-96 rounded-full bg-[#8134af]/15 blur-3xl" />
      </div>

      <main className="grid w-full max-w-5xl items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <section
          aria-labelledby="login-brand"
          className="flex flex-col items-center text-center lg:items-start lg:text-left"
        >
          <BrandMark className="size-14 rounded-2xl" />
          <h1 id="login-brand" className="mt-5 font-bold text-3xl tracking-tight sm:text-4xl">
            {APP_NAME}
          </h1>
          <p className="mt-3 max-w-md text-base text-muted-foreground sm:text-lg">
            Gestiona, publica y mide tus campañas de Instagram Stories en un solo lugar.
          </p>
          <ul className="mt-8 hidden gap-4 lg:grid">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-foreground/80">
                <span className="flex size-9 items-center justify-center rounded-lg bg-card shadow-sm ring-1 ring-border">
                  <Icon className="size-4 text-primary" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </section>

        <Card className="mx-auto w-full max-w-md gap-5 border-border/70 shadow-xl shadow-primary/5">
          <CardHeader>
            <CardTitle>
              <h2 className="text-xl">Iniciar sesión</h2>
            </CardTitle>
            <CardDescription>Accede con el email y la contraseña de tu cuenta.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {sessionEnded && (
              <Alert variant="destructive" role="alert">
                <AlertCircleIcon aria-hidden="true" />
                <AlertTitle>{LOGIN_TEXTS.sessionEndedTitle}</AlertTitle>
                <AlertDescription>{sessionEnded}</AlertDescription>
              </Alert>
            )}
            {ssoError && <SsoErrorAlert code={ssoError} />}
            <LoginForm onSuccess={handleSuccess} />
            <SsoSignIn />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
