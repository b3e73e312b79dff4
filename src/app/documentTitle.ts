import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab's title: the page's name, then the app's ('Clientes · Panel de control'). */
export function documentTitle(t: TFunction, page: string): string {
  return t('app.documentTitle', { page });
}

/**
 * Names the page in the browser tab, in the interface's language, for as long as it is shown. Pages
 * call it with their title; undefined leaves the title to a page shown inside (the 404 in the frame).
 */
export function useDocumentTitle(page: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (page !== undefined) document.title = documentTitle(t, page);
  }, [t, page]);
}
