import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import type { ResolvedAction, ResolvedColumn, Resource } from '../resource';
import { ColumnsMenu } from './ColumnsMenu';
import { ListSearchField } from './ListSearchField';
import { LIST_BUTTONS_CLASSES, LIST_TOOLBAR_CLASSES, listHeadingClasses } from './listLayout';
import { PageActionsMenu } from './PageActionsMenu';

/** Page actions shown as buttons; the others wait in a menu, so a toolbar stays one line. */
const PAGE_ACTION_BUTTONS = 2;

export interface ListToolbarProps {
  resource: Resource;
  titleId: string;
  /** The heading, when it says more than the resource's title (the store a list belongs to). */
  heading?: string;
  embedded: boolean;
  /** The heading is read by screen readers only (a dialog's title already says it). */
  headingHidden?: boolean;
  /** The list's search as applied; the box keeps what is typed until typing pauses. */
  search: string;
  onSearch: (text: string) => void;
  /** Told when the search box starts or stops holding text the list has not searched for yet. */
  onTypingAhead?: (ahead: boolean) => void;
  /** The search box, for `?action=search` to focus it. */
  searchRef?: Ref<HTMLInputElement>;
  onCreate: (() => void) | null;
  pageActions: ResolvedAction[];
  onAction: (action: ResolvedAction) => void;
  columns: ResolvedColumn[];
  visibility: Record<string, boolean>;
  onToggleColumn: (field: string) => void;
  onExport: () => void;
  canExport: boolean;
}

/** A list's heading with its search box and buttons: create, the page's actions, columns, export. */
export function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation();
  const { resource, embedded } = props;
  const searchable = resource.list?.search !== 'none';
  // The top bar's h1 names the page: a list's own title is the first heading under it, and a list
  // inside a detail page comes under that page's.
  // In a dialog, the dialog's title is the heading: the list's own name only labels its section.
  const Heading = props.headingHidden ? 'span' : embedded ? 'h3' : 'h2';
  return (
    <div className={LIST_TOOLBAR_CLASSES}>
      <Heading
        id={props.titleId}
        tabIndex={-1}
        className={`${listHeadingClasses(embedded)} focus:outline-none ${props.headingHidden ? 'sr-only' : ''}`}
      >
        {props.heading ?? t(resource.texts.title)}
      </Heading>
      {searchable && (
        <ListSearchField
          label={t(resource.texts.search)}
          search={props.search}
          onSearch={props.onSearch}
          {...(props.onTypingAhead ? { onTypingAhead: props.onTypingAhead } : {})}
          {...(props.searchRef ? { inputRef: props.searchRef } : {})}
        />
      )}
      <div className={LIST_BUTTONS_CLASSES}>
        <ColumnsMenu columns={props.columns} visibility={props.visibility} onToggle={props.onToggleColumn} />
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={props.onExport}
          disabled={!props.canExport}
        >
          <Icon name="download" width={18} height={18} />
          <span className="hidden sm:inline">{t('engine.exportCsv')}</span>
          <span className="sr-only sm:hidden">{t('engine.exportCsv')}</span>
        </button>
        {props.pageActions.slice(0, PAGE_ACTION_BUTTONS).map((action) => (
          <Button key={action.id} variant="secondary" onClick={() => props.onAction(action)}>
            <Icon name={action.icon} width={18} height={18} />
            {t(action.texts.label)}
          </Button>
        ))}
        {props.pageActions.length > PAGE_ACTION_BUTTONS && (
          <PageActionsMenu actions={props.pageActions.slice(PAGE_ACTION_BUTTONS)} onAction={props.onAction} />
        )}
        {props.onCreate && (
          <Button onClick={props.onCreate}>
            <Icon name="plus" width={18} height={18} />
            {t(resource.texts.create)}
          </Button>
        )}
      </div>
    </div>
  );
}
