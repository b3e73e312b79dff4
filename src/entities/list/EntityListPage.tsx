import type { RowSelectionState } from '@tanstack/react-table';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../session/useSession';
import { buttonClasses } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { useViewport } from '../../ui/useViewport';
import { distinctRowLabels, labelFieldsOf, labelOfRow } from '../data/rowLabel';
import { useActionParam } from '../data/useActionParam';
import { useCan } from '../data/useCan';
import { useListRows } from '../data/useListRows';
import { fillTemplate, matches, type Row, valueAt } from '../data/values';
import { usePrefetchForms } from '../form/usePrefetchForms';
import { useFormatContext } from '../format/useFormatContext';
import type { Resource } from '../resource';
import { columnsForAnswer } from './columnValue';
import { useColumnVisibility } from './columnVisibility';
import { EntityCards } from './EntityCards';
import { EntityTable } from './EntityTable';
import { ExportProgressModal } from './ExportProgressModal';
import { ListBody } from './ListBody';
import { ListDialogHost } from './ListDialogHost';
import { ListFilters } from './ListFilters';
import { ListSummary } from './ListSummary';
import { ListToolbar } from './ListToolbar';
import { createListDialogs } from './listDialogs';
import { LIST_FRAME_CLASSES } from './listLayout';
import { Pagination } from './Pagination';
import type { RowAction } from './RowActions';
import { rowTexts } from './rowTexts';
import { useDelayedFlag } from './useDelayedFlag';
import { useDrawnRows } from './useDrawnRows';
import { useListExport } from './useListExport';
import { useListView } from './useListView';
import { useReorder } from './useReorder';

export interface EntityListPageProps {
  resource: Resource;
  /** A list shown inside another row's detail page: that row, and the prefix of its URL state. */
  parent?: { row: Row; prefix: string };
  /** Shown in a dialog whose title names it: its own heading is left to screen readers. */
  inDialog?: boolean;
}

/** Nothing selected: one object, so the table given it is not redrawn for a new empty one. */
const NO_SELECTION: RowSelectionState = Object.freeze({});

/** How long an export runs before its progress is shown. */
export const EXPORT_PROGRESS_DELAY_MS = 400;

/**
 * The engine's list page: a descriptor's rows in a table (cards on a phone) with server or client
 * paging, sorting and search kept in the URL, column choice, CSV export, row selection with bulk
 * delete, and its create, edit, delete and custom actions in modals.
 */
export const EntityListPage = memo(function EntityListPage({
  resource,
  parent,
  inDialog = false,
}: EntityListPageProps) {
  const { t } = useTranslation();
  const route = useParams();
  const format = useFormatContext();
  const can = useCan();
  const viewport = useViewport();
  const navigate = useNavigate();
  const view = useListView(resource, parent?.prefix ?? '');
  const session = useSession();
  const context = useMemo(() => ({ route, parent: parent?.row, session }), [route, parent?.row, session]);
  const rows = useListRows(resource, view.state, context, format.language);
  // The answer (`rows`) starts what needs no drawing (the forms' prefetch, the title, the export); what is
  // on screen with the rows (the body, the figures above, the pages below) follows the rows drawn.
  // While the search box holds text the list has not searched for, the rows drawn stay (dimmed).
  const [typingAhead, setTypingAhead] = useState(false);
  const drawn = useDrawnRows(rows, typingAhead);
  // Columns tied to a flag of the answer (a subscription status) exist only when it is on.
  const columns = useMemo(
    () => columnsForAnswer(resource.columns, drawn.answer),
    [resource.columns, drawn.answer],
  );
  const { visibility, toggle } = useColumnVisibility(resource.id, resource.columns);
  // A selection belongs to the view it was made in: a new page, search or sort selects nothing.
  const viewKey = JSON.stringify(view.state);
  const [selection, setSelection] = useState<{ view: string; rows: RowSelectionState }>({
    view: viewKey,
    rows: NO_SELECTION,
  });
  const selected = selection.view === viewKey ? selection.rows : NO_SELECTION;
  // The same function for every view (the view it selects in is read when it is called): a new one on
  // each search or page would be new props to every card and row, all redrawn before the answer came.
  const viewKeyRef = useRef(viewKey);
  viewKeyRef.current = viewKey;
  const setSelected = useCallback(
    (next: RowSelectionState | ((current: RowSelectionState) => RowSelectionState)) =>
      setSelection((current) => {
        const view = viewKeyRef.current;
        const base = current.view === view ? current.rows : NO_SELECTION;
        return { view, rows: typeof next === 'function' ? next(base) : next };
      }),
    [],
  );
  // Its modals are held outside the page: opening one draws the modal, not the rows under it.
  const [dialogs] = useState(createListDialogs);

  const keyOf = useCallback((row: Row) => String(valueAt(row, resource.key)), [resource.key]);
  // The rows shown are named apart from each other (namesakes get what differs); any other row by itself.
  const shownLabels = useMemo(
    () => distinctRowLabels(resource, drawn.all, format, parent?.row),
    [resource, drawn.all, format, parent?.row],
  );
  const labelOf = useCallback(
    (row: Row) => shownLabels.get(row) ?? labelOfRow(resource, row, format, parent?.row),
    [shownLabels, resource, format, parent?.row],
  );
  const labelFields = useMemo(() => labelFieldsOf(resource), [resource]);
  const reorder = useReorder(resource, rows.all, labelOf);

  const pageActions = useMemo(
    () => resource.actions.filter((a) => a.scope === 'page' && can(a.access)),
    [resource.actions, can],
  );
  const bulkActions = resource.actions.filter((a) => a.scope === 'bulk' && can(a.access));
  const canCreate = resource.create !== null && can(resource.create.access);

  // `?action=<id>` opens a page action (the dashboard's quick actions and the command palette link
  // here), `?action=create` the create form; `?action=search` puts the cursor in the search box.
  const searchRef = useRef<HTMLInputElement>(null);
  useActionParam((requested) => {
    const action = pageActions.find((a) => a.id === requested);
    if (action) dialogs.open({ kind: 'action', action });
    else if (requested === 'create' && canCreate) dialogs.open({ kind: 'create' });
    else if (requested === 'search') searchRef.current?.focus();
  }, !parent);

  // A row's labels are mostly the same words for every row: translated once, not 100 times a page.
  const rowText = useMemo(() => rowTexts(t), [t]);
  // A row's actions are worked out once per row (while what they depend on stays): the same array each
  // time the table asks, so its memo row actions are not drawn again when a slice of rows is added.
  const rowActions = useMemo(() => {
    const worked = new WeakMap<Row, RowAction[]>();
    return (row: Row): RowAction[] => {
      const known = worked.get(row);
      if (known) return known;
      const actions: RowAction[] = [];
      if (resource.update && can(resource.update.access)) {
        // A row that can no longer change (a sent notification) is opened to be read, with the reason.
        const editable = matches(resource.update.when, row);
        actions.push({
          id: editable ? 'edit' : 'view',
          label: rowText(editable ? 'engine.edit' : 'engine.view'),
          icon: editable ? 'edit' : 'eye',
          onSelect: () => dialogs.open({ kind: 'edit', row, readOnly: !editable }),
        });
      }
      for (const action of resource.actions) {
        if (action.scope !== 'row' || !can(action.access) || !matches(action.when, row)) continue;
        actions.push({
          id: action.id,
          label: rowText(action.texts.label, row),
          icon: action.icon,
          danger: action.danger,
          onSelect: () => dialogs.open({ kind: 'action', action, row }),
        });
      }
      for (const link of resource.links ?? []) {
        const path = fillTemplate(link.to, row);
        if (path === null || !can(link.access)) continue;
        actions.push({
          id: link.id,
          label: rowText(link.label, row),
          icon: link.icon,
          onSelect: () => navigate(`/dashboard/${path}`),
        });
      }
      if (resource.remove && can(resource.remove.access) && matches(resource.remove.when, row))
        actions.push({
          id: 'delete',
          label: rowText('engine.delete'),
          icon: 'trash',
          danger: true,
          onSelect: () => dialogs.open({ kind: 'delete', rows: [row] }),
        });
      worked.set(row, actions);
      return actions;
    };
  }, [resource, can, rowText, navigate, dialogs.open]);

  const clearSelection = useCallback(() => setSelected({}), [setSelected]);
  const selectedRows = rows.rows.filter((row) => selected[keyOf(row)]);
  const canRemove = resource.remove !== null && can(resource.remove.access);
  // What its forms need is fetched as soon as the list's answer is in: the first form opens at once.
  const opensForms =
    canCreate ||
    (resource.update !== null && can(resource.update.access)) ||
    resource.actions.some((action) => action.form !== null && can(action.access));
  usePrefetchForms(resource, opensForms, rows.answer !== null);
  // A bulk delete leaves the rows that cannot be deleted (a used coupon) out.
  const deletableRows = canRemove ? selectedRows.filter((row) => matches(resource.remove?.when, row)) : [];
  const selectable = canRemove || bulkActions.length > 0;
  // A list inside a detail page that fits on one page needs no pager.
  const fitsOnePage = view.state.page === 1 && rows.total <= view.state.pageSize;
  const filters = resource.filters ?? [];
  const filtering = Object.values(view.state.filters).some((value) => value !== '');
  const searching = view.state.search.trim() !== '' || filtering;
  // What the table and the cards are given stays the same objects from one render to the next, so a
  // keystroke in the search box (which renders this page) does not redraw 100 rows: they are memo.
  const detailHref = useMemo(
    () =>
      resource.detail && resource.route
        ? (row: Row) => `/dashboard/${resource.route}/${encodeURIComponent(keyOf(row))}`
        : undefined,
    [resource.detail, resource.route, keyOf],
  );
  const { dispatch } = view;
  const onSort = useCallback((field: string) => dispatch({ type: 'sort', field }), [dispatch]);
  const applySearch = useCallback((search: string) => dispatch({ type: 'search', search }), [dispatch]);
  const tableSelection = useMemo(
    () => (selectable ? { selected, onChange: setSelected } : undefined),
    [selectable, selected, setSelected],
  );
  const cardSelection = useMemo(
    () =>
      selectable
        ? {
            isSelected: (key: string) => selected[key] === true,
            toggle: (key: string) => setSelected((current) => ({ ...current, [key]: !current[key] })),
          }
        : undefined,
    [selectable, selected, setSelected],
  );
  const reorderControls = useMemo(
    () => (reorder.enabled ? { onMove: reorder.move, moved: reorder.moved } : undefined),
    [reorder.enabled, reorder.move, reorder.moved],
  );
  const visibleColumns = columns.filter((c) => visibility[c.field] !== false);
  // A heading that names what the answer is about (a store's payments), once it has arrived.
  const heading =
    resource.answerTitle && rows.answer ? t(resource.answerTitle, rows.answer) : t(resource.texts.title);
  const exporter = useListExport({
    resource,
    state: view.state,
    context,
    clientRows: rows.all,
    answer: rows.answer,
    columns: visibleColumns,
    format,
    title: heading,
  });
  // A short export needs no dialog: it shows once one has taken a while.
  const exportIsLong = useDelayedFlag(exporter.progress !== null, EXPORT_PROGRESS_DELAY_MS);

  return (
    <section aria-labelledby={`${resource.id}-title`} className="space-y-4">
      <ListToolbar
        resource={resource}
        titleId={`${resource.id}-title`}
        embedded={parent !== undefined}
        headingHidden={inDialog}
        search={view.state.search}
        onSearch={applySearch}
        onTypingAhead={setTypingAhead}
        heading={heading}
        searchRef={searchRef}
        onCreate={canCreate ? () => dialogs.open({ kind: 'create' }) : null}
        pageActions={pageActions}
        onAction={(action) => dialogs.open({ kind: 'action', action })}
        columns={columns}
        visibility={visibility}
        onToggleColumn={toggle}
        onExport={exporter.start}
        canExport={rows.rows.length > 0 && exporter.progress === null}
      />
      {filters.length > 0 && (
        <ListFilters
          filters={filters}
          values={view.state.filters}
          onChange={(field, value) => view.dispatch({ type: 'filter', field, value })}
          onClear={() => view.dispatch({ type: 'clearFilters' })}
        />
      )}
      {resource.list?.summary && (
        <ListSummary figures={resource.list.summary} answer={drawn.answer} format={format} />
      )}
      {selectedRows.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 rounded-xl bg-brand-50 px-4 py-2 text-sm text-brand-900 ring-1 ring-brand-200">
          <span className="me-auto font-medium">{t('engine.selected', { count: selectedRows.length })}</span>
          {bulkActions.map((action) => {
            // Only the rows the action applies to (pending requests among others).
            const applicable = selectedRows.filter((row) => matches(action.when, row));
            if (applicable.length === 0) return null;
            return (
              <button
                key={action.id}
                type="button"
                className={buttonClasses(action.danger ? 'danger' : 'secondary')}
                onClick={() =>
                  dialogs.open({
                    kind: 'action',
                    action,
                    rows: applicable,
                    keys: applicable.map((row) => valueAt(row, resource.key) as number),
                  })
                }
              >
                <Icon name={action.icon} width={16} height={16} />
                {t(action.texts.label)}
                {applicable.length < selectedRows.length && ` (${applicable.length})`}
              </button>
            );
          })}
          {deletableRows.length > 0 && (
            <button
              type="button"
              className={buttonClasses('danger')}
              onClick={() => dialogs.open({ kind: 'delete', rows: deletableRows })}
            >
              <Icon name="trash" width={16} height={16} />
              {t('engine.deleteSelected')}
            </button>
          )}
          <button type="button" className={buttonClasses('ghost')} onClick={clearSelection}>
            {t('engine.clearSelection')}
          </button>
        </div>
      )}
      <div className={LIST_FRAME_CLASSES} data-list-card="">
        <ListBody
          resource={resource}
          rows={drawn}
          searching={searching}
          onCreate={canCreate ? () => dialogs.open({ kind: 'create' }) : null}
          compact={parent !== undefined}
        >
          {viewport === 'mobile' ? (
            <EntityCards
              rows={reorder.rows ?? drawn.rows}
              columns={columns}
              visibility={visibility}
              rowKey={keyOf}
              rowLabel={labelOf}
              labelFields={labelFields}
              format={format}
              answer={drawn.answer}
              rowActions={rowActions}
              {...(detailHref ? { detailHref } : {})}
              {...(reorderControls ? { reorder: reorderControls } : {})}
              {...(cardSelection ? { selection: cardSelection } : {})}
            />
          ) : (
            <EntityTable
              rows={reorder.rows ?? drawn.rows}
              columns={columns}
              visibility={visibility}
              rowKey={keyOf}
              rowLabel={labelOf}
              answer={drawn.answer}
              linkField={labelFields[0] ?? null}
              sort={view.state.sort}
              onSort={onSort}
              format={format}
              rowActions={rowActions}
              caption={heading}
              {...(detailHref ? { detailHref } : {})}
              {...(tableSelection ? { selection: tableSelection } : {})}
              {...(reorderControls ? { reorder: reorderControls } : {})}
            />
          )}
        </ListBody>
        {reorder.enabled && (
          <p role="status" className="sr-only">
            {reorder.announcement}
          </p>
        )}
        {!reorder.enabled && !drawn.isPending && drawn.total > 0 && !(parent && fitsOnePage) && (
          <Pagination
            page={view.state.page}
            pageSize={view.state.pageSize}
            total={drawn.total}
            onPage={(page) => view.dispatch({ type: 'page', page })}
            onPageSize={(pageSize) => view.dispatch({ type: 'pageSize', pageSize })}
          />
        )}
      </div>

      {exportIsLong && exporter.progress && (
        <ExportProgressModal title={heading} progress={exporter.progress} onCancel={exporter.cancel} />
      )}
      <ListDialogHost
        dialogs={dialogs}
        resource={resource}
        context={context}
        currency={format.currency}
        labelOf={labelOf}
        onDeleteClosed={clearSelection}
      />
    </section>
  );
});
