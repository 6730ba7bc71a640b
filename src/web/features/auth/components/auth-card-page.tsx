import type { ReactNode } from 'react';
import { BrandMark } from '@/components/layout/brand-mark';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { APP_NAME } from '@/lib/use-document-title';

/**
 * The frame of the signed-out pages around the sign-in (forgot password, new password): the product's mark and
 * name over one card on the login page's backdrop, centred, one column from 320 px up.
 */
export function AuthCardPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="relative flex min-h-dvh items-center justify-center overflow-hidden px-4 py-10 sm:px-6">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-32 -left-24 size-96 rounded-full bg-[#f58529]/15 blur-3xl" />
        <div className="absolute top-1/3 -right-24 size-[28rem] rounded-full bg-[#dd2a7b]/15 blur-3xl" />
        <div className="absolute -bottom-40 left-1/4 size-96 rounded-full bg-[#8134af]/15 blur-3xl" />
      </div>
      <main className="grid w-full max-w-md gap-6">
        <p className="flex items-center justify-center gap-3 font-semibold text-lg">
          <BrandMark className="size-9" />
          {APP_NAME}
        </p>
        <Card className="w-full gap-5 border-border/70 shadow-xl shadow-primary/5">
          <CardHeader>
            <CardTitle>
              <h1 className="text-xl">{title}</h1>
            </CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}
