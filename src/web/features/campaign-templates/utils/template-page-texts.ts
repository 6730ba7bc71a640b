/**
 * The words of the «Plantillas» screen itself (issue 33 §2), apart from its dialogs' (template-dialog-texts.ts),
 * which load with them.
 */
export const TEMPLATE_PAGE_TEXTS = {
  title: 'Plantillas',
  description: 'Campañas reutilizables con variables como {marca} o {producto}.',
  upload: 'Subir plantilla (JSON)',
  loading: 'Cargando plantillas...',
  loadFailed: 'No se pudieron cargar las plantillas.',
  emptyTitle: 'Todavía no hay plantillas',
  emptyHint:
    'Guarda una campaña como plantilla desde Gestión de Campañas, o sube un archivo JSON con variables.',
  goToCampaigns: 'Ir a Gestión de Campañas',
  use: 'Usar plantilla',
  preview: 'Vista previa',
  rename: 'Renombrar',
  remove: 'Eliminar',
} as const;

/** «3 días · 12 historias». */
export function templateSizeLabel({
  dayCount,
  storyCount,
}: {
  dayCount: number;
  storyCount: number;
}): string {
  const days = `${dayCount} ${dayCount === 1 ? 'día' : 'días'}`;
  const stories = `${storyCount} ${storyCount === 1 ? 'historia' : 'historias'}`;
  return `${days} · ${stories}`;
}
