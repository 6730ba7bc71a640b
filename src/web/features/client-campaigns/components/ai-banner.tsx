import { SparklesIcon } from 'lucide-react';
import { useId } from 'react';
import { CreateWithAiButton } from './create-with-ai-button';

/** The banner of 'Mis Campañas' that promotes the AI campaign wizard (beta, invitation only). */
export function AiBanner({ onCreate }: { onCreate(): void }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="relative overflow-hidden rounded-2xl border border-primary/15 bg-accent/60 p-5 shadow-sm sm:p-6"
    >
      <div
        aria-hidden="true"
        className="-top-16 -right-16 pointer-events-none absolute size-48 rounded-full bg-brand-gradient opacity-15 blur-2xl"
      />
      <div className="relative flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-gradient text-white shadow-md">
            <SparklesIcon className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={headingId} className="font-semibold text-lg leading-tight">
                Crea tu campaña con IA
              </h2>
              <span className="rounded-full bg-primary px-2 py-0.5 font-bold text-[0.7rem] text-primary-foreground tracking-wide">
                BETA
              </span>
              <span className="text-muted-foreground text-xs">Acceso exclusivo</span>
            </div>
            <p className="max-w-2xl text-muted-foreground text-sm">
              Responde 5 preguntas sencillas y nuestro agente de IA creará una campaña completa, con sus
              historias y un plan de lanzamiento paso a paso.
            </p>
          </div>
        </div>
        <CreateWithAiButton label="Crear Campaña con IA" onClick={onCreate} className="w-full md:w-auto" />
      </div>
    </section>
  );
}
