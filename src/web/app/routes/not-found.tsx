import { HomeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/layout/brand-mark';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any unknown path (spec section 2). The text is the spec's, in English on purpose. */
export function NotFoundPage() {
  useDocumentTitle('Página no encontrada');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 p-6 text-center">
      <BrandMark className="size-12" />
      <div className="space-y-2">
        <p className="font-bold text-6xl text-primary tracking-tight">404</p>
        <h1 className="font-semibold text-2xl">Oops! Page not found</h1>
        <p className="text-muted-foreground">La página que buscas no existe o se ha movido.</p>
      </div>
      <Button asChild>
        <Link to={paths.home.getHref()}>
          <HomeIcon aria-hidden="true" />
          Volver al inicio
        </Link>
      </Button>
    </main>
  );
}
