import { useEffect } from 'react';

export const APP_NAME = 'Panel de Stories';

/** Sets the browser tab title of the current page: 'Title · Panel de Stories'. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
