import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../api';
import type { AccessContext } from '../../contract/access/accessRules';
import { isRow, matches, type Row } from '../../entities/data/values';
import { useCustomerSearch } from '../../entities/form/widgets/useCustomerSearch';
import type { ResolvedAction } from '../../entities/resource';
import { allowedQuickActions, quickActionPath } from '../../screens/dashboard/quickActions';
import { type MenuLink, visibleMenu } from '../menu/menu';
import { accessRule } from '../menu/pages';
import {
  arrangeOptions,
  choiceId,
  type PaletteChoice,
  type PaletteCustomer,
  type PaletteOption,
} from './paletteChoices';
import { usePaletteResources } from './usePaletteResources';

/** The resource whose rows are the customers the palette searches. */
const CUSTOMERS = 'customers';

type AccessExpression = Parameters<typeof accessRule>[0];

function allowed(expression: AccessExpression | null | undefined, access: AccessContext): boolean {
  return expression === null || expression === undefined || accessRule(expression)(access);
}

function customerOf(row: Row): PaletteCustomer {
  const name = [row.first_name, row.last_name].filter((part) => typeof part === 'string' && part).join(' ');
  return {
    id: typeof row.id === 'number' || typeof row.id === 'string' ? row.id : String(row.id),
    name,
    code: typeof row.code === 'string' ? row.code : null,
    points: typeof row.points === 'number' ? row.points : null,
  };
}

/** The sidebar's links the user sees, each with the group it sits in (its hint). */
function visibleLinks(access: AccessContext): { link: MenuLink; groupLabel: string | null }[] {
  return visibleMenu(access).flatMap((entry): { link: MenuLink; groupLabel: string | null }[] =>
    entry.kind === 'link'
      ? [{ link: entry, groupLabel: null }]
      : entry.children.map((link) => ({ link, groupLabel: entry.labelKey })),
  );
}

/**
 * Everything the palette offers this user for what they typed, in order: built from the sidebar's
 * rules (pages), the registry's create and page actions with the checks the list page makes, the
 * dashboard's quick actions, the counter's customer search and the customers' row actions.
 */
export function usePaletteOptions({
  query,
  access,
  session,
  recent,
}: {
  query: string;
  access: AccessContext;
  session: Session;
  recent: PaletteChoice[];
}) {
  const { t } = useTranslation();
  const links = useMemo(() => visibleLinks(access), [access]);
  const resources = usePaletteResources(
    links.map(({ link }) => link.key),
    access,
  );
  const customersResource = resources.find((resource) => resource.id === CUSTOMERS) ?? null;
  const search = useCustomerSearch(query, customersResource !== null);

  const pages = useMemo(
    () =>
      links.map(
        ({ link, groupLabel }): PaletteOption =>
          option(
            { kind: 'page', key: link.key },
            t(link.labelKey),
            groupLabel ? t(groupLabel) : null,
            `/dashboard/${link.key}`,
            link.icon,
          ),
      ),
    [links, t],
  );

  const actions = useMemo(() => {
    const found: PaletteOption[] = [];
    const paths = new Set<string>();
    const push = (entry: PaletteOption) => {
      if (paths.has(entry.path)) return;
      paths.add(entry.path);
      found.push(entry);
    };
    for (const resource of resources) {
      const base = `/dashboard/${resource.route ?? ''}`;
      if (resource.create && allowed(resource.create.access, access))
        push(
          option(
            { kind: 'action', resourceId: resource.id, actionId: 'create' },
            t(resource.texts.createTitle),
            t(resource.texts.title),
            `${base}?action=create`,
            'plus',
          ),
        );
      for (const action of resource.actions) {
        if (action.scope !== 'page' || !allowed(action.access, access)) continue;
        push(
          option(
            { kind: 'action', resourceId: resource.id, actionId: action.id },
            t(action.texts.label),
            t(resource.texts.title),
            `${base}?action=${action.id}`,
            action.icon,
          ),
        );
      }
    }
    // The dashboard's daily jobs the registry has no page action for (looking a customer up).
    for (const quick of allowedQuickActions(session)) {
      push(
        option(
          { kind: 'action', resourceId: 'dashboard', actionId: quick },
          t(`dashboard.actions.${quick}`),
          t('menu.customers'),
          quickActionPath(quick),
          quick === 'search' ? 'search' : quick === 'addPoints' ? 'coins' : 'gift',
        ),
      );
    }
    return found;
  }, [resources, access, session, t]);

  const rowActions = useMemo(
    () =>
      (customersResource?.actions ?? []).filter(
        (action) => action.scope === 'row' && allowed(action.access, access),
      ),
    [customersResource, access],
  );

  const customerRoute = `/dashboard/${customersResource?.route ?? CUSTOMERS}`;
  const customerOption = (customer: PaletteCustomer, withBalance: boolean) =>
    option(
      { kind: 'customer', customer },
      customer.name,
      withBalance && customer.points !== null
        ? t('engine.customer.option', { code: customer.code, points: customer.points })
        : customer.code,
      `${customerRoute}/${customer.id}`,
      'user',
    );
  const customerActionOption = (action: ResolvedAction, customer: PaletteCustomer) =>
    option(
      { kind: 'customerAction', actionId: action.id, customer },
      t('palette.actionOn', { action: t(action.texts.label), customer: customer.name }),
      null,
      `${customerRoute}/${customer.id}?action=${action.id}`,
      action.icon,
    );

  const rows = search.customers.filter(isRow);
  const customers = rows.map((row) => customerOption(customerOf(row), true));
  const first = rows[0];
  // The actions on the customer found first, only those their row allows (as its detail page does).
  const firstActions = first
    ? rowActions
        .filter((action) => matches(action.when, first))
        .map((action) => customerActionOption(action, customerOf(first)))
    : [];

  const offered = new Map([...pages, ...actions].map((entry) => [entry.id, entry]));
  const recentOptions = recent.flatMap((choice): PaletteOption[] => {
    if (choice.kind === 'customer') return customersResource ? [customerOption(choice.customer, false)] : [];
    if (choice.kind === 'customerAction') {
      const action = rowActions.find((a) => a.id === choice.actionId);
      return action ? [customerActionOption(action, choice.customer)] : [];
    }
    // A page or an action still offered: one the rules no longer give is not shown.
    const still = offered.get(choiceId(choice));
    return still ? [still] : [];
  });

  const options = arrangeOptions({
    query,
    recent: recentOptions,
    pages,
    actions,
    customers,
    customerActions: firstActions,
  });
  return {
    options,
    searching: customersResource !== null && search.waiting,
    failed: search.failed,
  };
}

function option(
  choice: PaletteChoice,
  label: string,
  hint: string | null,
  path: string,
  icon: PaletteOption['icon'],
): PaletteOption {
  return { id: choiceId(choice), choice, label, hint, path, icon, group: 'pages' };
}
