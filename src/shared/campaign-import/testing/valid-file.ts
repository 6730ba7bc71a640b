/** A small valid import file (2 days, 2 blocks on day 1), fresh on every call so tests can mutate it. */
export function validImportFile() {
  return {
    campaign_title: 'Lanzamiento Blend Nº 7',
    start_date: '2026-03-02',
    days: [
      {
        date: '2026-03-02',
        theme: 'Presentación',
        blocks: [
          {
            block_name: 'Mañana',
            stories: [
              {
                number: 1,
                copy: 'Hoy te contamos algo que casi nadie sabe ☕',
                visual: 'Taza humeante sobre la barra.',
                type: 'TEXTO_PANTALLA',
                sticker: { type: 'poll', options: ['Sí', 'No'] },
              },
              {
                number: 2,
                copy: 'Llevamos seis meses probando tuestes.',
                visual: 'Marta habla a cámara.',
                type: 'EL_HABLANDO',
                notes: 'Grabar en vertical.',
              },
            ],
          },
          {
            block_name: 'Tarde',
            stories: [
              {
                number: 3,
                copy: '"El mejor café del barrio." — Irene',
                visual: 'Captura del mensaje de Irene.',
                type: 'TESTIMONIO_CLIENTE',
              },
            ],
          },
        ],
      },
      {
        date: '2026-03-04',
        theme: 'Cierre',
        blocks: [
          {
            block_name: 'Noche',
            stories: [
              {
                number: 1,
                copy: 'Ya a la venta.',
                visual: 'Bolsa del blend sobre fondo naranja.',
                type: 'TEXTO_PANTALLA',
              },
            ],
          },
        ],
      },
    ],
  } as Record<string, unknown> & {
    days: Array<
      Record<string, unknown> & {
        blocks: Array<Record<string, unknown> & { stories: Array<Record<string, unknown>> }>;
      }
    >;
  };
}
