import { useTranslation } from 'react-i18next';
import { ListPageShell } from '../../entities/list/ListPageShell';
import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { PAGES, type PageKey } from '../menu/pages';
import { HomeFirstShape } from './HomeFirstShape';

/**
 * What a page shows before its code and data are in: a list's heading and search box (its first shape,
 * from the registry), the home's store card with its texts from the early store-info answer, or the
 * generic placeholder. The same in the page's HTML (FrameShell) and in the
 * frame while it waits for the user's information or the page's chunk (DashboardLayout,
 * DashboardPageFrame), so nothing the user already reads disappears and comes back.
 */
export function PageFirstShape({ pageKey }: { pageKey: PageKey | null }) {
  const { t } = useTranslation();
  if (pageKey === '') return <HomeFirstShape />;
  const list = pageKey === null ? null : PAGES[pageKey].entry.list;
  if (!list) return <PagePlaceholder />;
  return <ListPageShell title={t(list.title)} search={list.search === null ? null : t(list.search)} />;
}
