/** The small pages of a tracked link that leads nowhere (issue 31): static Spanish HTML, nothing from the request. */

function page(title: string, message: string): string {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif;
        background: #f8fafc; color: #0f172a; }
      main { max-width: 28rem; padding: 2rem 1.5rem; text-align: center; }
      h1 { font-size: 1.375rem; margin: 0 0 0.75rem; }
      p { margin: 0; line-height: 1.5; color: #475569; }
    </style>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>${message}</p>
    </main>
  </body>
</html>`;
}

export const LINK_NOT_FOUND_PAGE = page(
  'Enlace no encontrado',
  'Este enlace no existe. Comprueba que lo has copiado entero o pide uno nuevo a quien te lo envió.',
);

export const LINK_GONE_PAGE = page(
  'Enlace desactivado',
  'Este enlace ya no está activo: la campaña que lo usaba ha terminado o la agencia lo ha desactivado.',
);
