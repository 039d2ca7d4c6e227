// The tab's title (<title>) of every route: "<page title> – Tuura" in the person's language,
// following a language change. Routes set it through <PageTitle> in the route table (router.tsx);
// pages that replace a route's own page (the error pages) call usePageTitle.
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab's title to `page` (already in the person's language) with the app's name. */
export function usePageTitle(page: string) {
  const { t } = useTranslation();
  const title = t('app.pageTitle', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** A route's page under the title of `titleKey` (an i18n key). */
export function PageTitle({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(t(titleKey));
  return children;
}
