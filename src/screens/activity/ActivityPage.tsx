import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Row } from '../../entities/data/values';
import { EntityListPage } from '../../entities/list/EntityListPage';
import { ACTIVITY_TABS, TAB_PARAM, tabIndex } from './activityTabs';

/** One object for every tab: the lists' parameter context is memoised on it. */
const NO_PARENT: Row = {};

/**
 * The store's activity ('Actividad'): purchases, redemptions, reviews and surveys, each a server-paged
 * list of the engine with its date range, branch and own filters. The open tab and each list's view
 * live in the URL, so a reload or a shared link shows the same thing.
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selected = tabIndex(params.get(TAB_PARAM));

  function select(index: number) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      const key = ACTIVITY_TABS[index]?.key;
      if (index === 0 || !key) next.delete(TAB_PARAM);
      else next.set(TAB_PARAM, key);
      return next;
    });
  }

  return (
    <div className="space-y-4">
      <div>
        {/* Under the top bar's h1, as every page's heading: each tab's list heading is then an h3. */}
        <h2 className="text-xl font-semibold text-slate-900">{t('menu.activity')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('activity.intro')}</p>
      </div>
      <TabGroup selectedIndex={selected} onChange={select}>
        {/* On a phone the tabs scroll sideways rather than wrap onto two rows. */}
        <TabList
          aria-label={t('activity.tabs')}
          className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1"
        >
          {ACTIVITY_TABS.map((tab) => (
            <Tab
              key={tab.key}
              className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:border-slate-300 hover:text-slate-900 focus:outline-none data-focus-visible:ring-2 data-focus-visible:ring-brand-600 data-selected:border-brand-600 data-selected:text-brand-700"
            >
              {t(tab.resource.texts.title)}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="pt-4">
          {ACTIVITY_TABS.map((tab) => (
            // Only the open tab is mounted: the others call nothing until chosen.
            <TabPanel key={tab.key} className="focus:outline-none">
              <EntityListPage resource={tab.resource} parent={{ row: NO_PARENT, prefix: tab.key }} />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </div>
  );
}
