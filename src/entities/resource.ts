/**
 * A resource as the engine reads it: its descriptor after `npm run gen` checked it against the contract
 * and resolved every text to a catalogue key, every column to a format and a label, and every form to a
 * self-contained schema with a precompiled validator. The generated files in `src/entities/generated/`
 * are values of these types.
 */
import type { UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { AccessExpression } from '../contract/access/accessExpression';
import type { JsonApiPath } from '../contract/types';
import type { IconName } from '../ui/iconShapes';
import type {
  AfterSaveName,
  ColumnFormat,
  Condition,
  DeleteSpec,
  GetOperation,
  MomentSpec,
  OptionsSource,
  Params,
  PreviewName,
  ResultSpec,
  UpdateSpec,
  ValueList,
  ValueSource,
} from './descriptor';

/** What the sidebar and the router know of every page, without loading the page. */
export interface PageEntry {
  id: string;
  kind: 'collection' | 'singleton' | 'screen';
  /** The path under /dashboard ('' for home); may hold parameters (`admin/store/payments/:storeId`). */
  route: string;
  title: string;
  access: AccessExpression;
  menu: MenuEntryData[];
  /** kind 'screen': the screen's name; the others load their resource. */
  screen: string | null;
  /** Whether rows open a detail page at `<route>/:id`. */
  hasDetail: boolean;
  /**
   * A list page's first shape, painted before its code has loaded (src/app/layout/PageFirstShape.tsx):
   * the catalogue keys of its heading and of its search box's placeholder (null: it has none).
   */
  list: { title: string; search: string | null } | null;
}

export interface MenuEntryData {
  order: number;
  icon: IconName;
  group: string | null;
  label: string;
  access: AccessExpression;
}

export interface MenuGroupData {
  id: string;
  order: number;
  icon: IconName;
  label: string;
  access: AccessExpression;
}

export interface ResolvedColumn {
  field: string;
  label: string;
  format: ColumnFormat;
  sortable: boolean;
  hidden: boolean;
  /** format 'enum': the catalogue key of each value's label. */
  values?: Record<string, string>;
  /** format 'enum': the values are names of this list, labelled `<list>.<name>` (listTexts.ts). */
  valueList?: ValueList;
  /** The catalogue key said when the value is empty, when it is not a dash. */
  empty?: string;
  /** The column exists only when this boolean of the list's answer is true. */
  whenAnswer?: string;
  /** The cell shows its value only on matching rows. */
  when?: Condition;
  /** The cell links to this template's address (`{answer.clientWebApp}/{row.slug}`). */
  href?: string;
}

/** An action's details: the answer's fields as labelled values, its arrays as tables. */
export interface ResolvedDetails {
  fields: ResolvedColumn[];
  lists: { field: string; label: string; columns: ResolvedColumn[] }[];
}

/** A row's link to another page, shown among its actions. */
export interface ResolvedLink {
  id: string;
  /** A path under /dashboard with `{field}`s of the row. */
  to: string;
  icon: IconName;
  label: string;
  access: AccessExpression | null;
}

export interface ResolvedFilter {
  field: string;
  /** Catalogue key of the control's label. */
  label: string;
  /** text: what the user types (contained in an email), sent when they press Enter or leave it. */
  widget: 'select' | 'date' | 'text';
  /** request: sent with the list call; rows: rows of a list answered whole must equal it. */
  target: 'request' | 'rows';
  /** How the URL's text is sent or compared. */
  type: 'string' | 'number' | 'boolean';
  /** select: each value with the catalogue key of its label. */
  options: { value: string; label: string }[];
  /** select: the choices are every name of this list, by its label (`<list>.<name>`), alphabetically. */
  valueList?: ValueList;
  /** select: choices that are another operation's rows (a branch, a city) instead of fixed values. */
  source?: OptionsSource;
  /** select fed by a list or an operation: the catalogue key of the choice that filters nothing. */
  allLabel?: string;
}

/** A figure of a list's answer about all its matching rows, shown above the table. */
export interface ResolvedSummary {
  field: string;
  label: string;
  format: ColumnFormat;
  /** Catalogue key of a line saying what the figure means (how an NPS is worked out), if any. */
  help: string | null;
}

export interface ResolvedOperation {
  path: JsonApiPath;
  params?: Params;
  /** Who may use it, besides opening the page (absent: everyone who opens it). */
  access?: AccessExpression;
}

export interface ResolvedRowOperation extends ResolvedOperation {
  id: string;
}

/** An action's result with a list's columns resolved like a table's. */
export type ResolvedResult =
  | Exclude<ResultSpec, { kind: 'list' }>
  | { kind: 'list'; field: string; columns: ResolvedColumn[] };

export interface ResolvedAction {
  id: string;
  scope: 'row' | 'page' | 'bulk';
  icon: IconName;
  access: AccessExpression | null;
  when: Condition | null;
  operation: ResolvedOperation & { ids?: string };
  /** The key of its form in the resource's forms module, or null when it asks nothing. */
  form: string | null;
  confirm: boolean;
  danger: boolean;
  result: ResolvedResult;
  /** result 'details': what to show of the answer, labelled and formatted (raw keys without it). */
  details?: ResolvedDetails | null;
  /** A row action's form starts with the row's values. */
  prefill?: boolean;
  texts: {
    label: string;
    title: string;
    confirm: string;
    progress: string;
    success: string;
    failure: string;
    /** A longer text under the success toast's title (what the customer is told), when it has one. */
    successDetail?: string;
  };
  /** A bulk action the engine runs once per selected row: its texts count them (`count`). */
  perRow?: boolean;
}

export interface ResolvedSection {
  id: string;
  title: string;
  access: AccessExpression | null;
  /** Without `item`, the whole answer; `rename`: form fields from dot paths of the loaded object. */
  load: { path: JsonApiPath; item?: string; rename?: Record<string, string> };
  save: { path: JsonApiPath; item?: string; body?: string } | null;
  /** The key of its form, or null for a section shown read-only. */
  form: string | null;
  fields: ResolvedColumn[];
  /** Ids of the page actions shown in the section, with its object as their row. */
  actions: string[];
  failure: 'inline' | 'toast';
  danger: boolean;
  /** Shown beside the form, given its live data. */
  preview: PreviewName | null;
  /** Done after a successful save, before its toast. */
  after: AfterSaveName | null;
  texts: {
    saving: string;
    saved: string;
    /** A second line under the saved title ('Perfil actualizado' / 'La información ha sido guardada.'). */
    savedDescription: string | null;
    saveFailed: string;
    submit: string;
    /** A paragraph under the heading, interpolated with the loaded object's fields. */
    description: string | null;
    /** What the section says when the operation answers no object (no API token yet). */
    empty: string | null;
  };
}

/** A link to another page (`to`, under /dashboard), with its label's catalogue key. */
export interface ResolvedLink {
  id: string;
  to: string;
  icon: IconName;
  label: string;
  access: AccessExpression | null;
}

export type ResourceTextName =
  | 'title'
  | 'create'
  | 'createTitle'
  | 'editTitle'
  | 'viewTitle'
  | 'readOnly'
  | 'creating'
  | 'updating'
  | 'created'
  | 'updated'
  | 'createFailed'
  | 'updateFailed'
  | 'deleteTitle'
  | 'deleteConfirm'
  | 'deleteWarning'
  | 'deleting'
  | 'deleted'
  | 'deleteFailed'
  | 'bulkDeleteConfirm'
  | 'bulkDeleted'
  | 'empty'
  | 'emptyHint'
  | 'search'
  | 'detailTitle'
  | 'loadFailed';

export interface Resource {
  id: string;
  /** Lists of names its columns and filters show by their labels, loaded with it (loadResource.ts). */
  valueLists?: ValueList[];
  kind: 'collection' | 'singleton';
  route: string | null;
  /** The row field that identifies a row. */
  key: string;
  access: AccessExpression;
  list: {
    /** Null for rows that are the parent row's field `items` (a detail's related list). */
    path: JsonApiPath | null;
    items: string;
    params?: Params;
    /** server: the operation pages, sorts and searches; client: it answers every row at once. */
    paging: 'server' | 'client';
    search: 'server' | 'client' | 'none';
    defaultSort: { field: string; direction: 'asc' | 'desc' } | null;
    searchFields: string[];
    /** Only the rows matching this are listed. */
    only?: Condition;
    /** Absent when the list has none. */
    summary?: ResolvedSummary[];
  } | null;
  get: (GetOperation & { path: JsonApiPath }) | null;
  create: ResolvedOperation | null;
  update: (ResolvedRowOperation & Pick<UpdateSpec, 'when'>) | null;
  remove: (ResolvedRowOperation & Pick<DeleteSpec, 'warnWhen' | 'when' | 'confirmCount'>) | null;
  reorder: { path: JsonApiPath; ids: string } | null;
  columns: ResolvedColumn[];
  /** Controls that narrow the list, kept in the URL. */
  filters: ResolvedFilter[];
  actions: ResolvedAction[];
  sections: ResolvedSection[];
  detail: {
    /** One operation, or several whose rows are merged in order. */
    info: (GetOperation & { path: JsonApiPath }) | (GetOperation & { path: JsonApiPath })[] | null;
    /** Fields shown large at the top, when the descriptor names some. */
    highlight?: ResolvedColumn[];
    fields: ResolvedColumn[];
    related: string[];
  } | null;
  /** The fields that name a row, joined by spaces (a customer's first and last name), when given. */
  labelFields?: string[];
  /**
   * A catalogue key naming a row whose fields say little on their own (a points movement): interpolated
   * with its columns written as the table shows them, and its parent row's fields under `parent`.
   */
  rowLabel?: string;
  texts: Record<ResourceTextName, string>;
  /** Links to other pages (only when the descriptor has some): each row's, or a settings page's. */
  links?: ResolvedLink[];
  /** kind 'singleton': resources listed below the sections (only when it has some). */
  related?: string[];
  /** The resource's forms (schemas, ui schemas, precompiled validators), loaded with the first form opened. */
  forms: (() => Promise<FormsModule>) | null;
  /** Other operations for users of one type, replacing the resource's own for them. */
  variants?: Partial<Record<'admin' | 'client', ResourceOperations>>;
  /** The keys of the create and update forms in the forms module (a variant's own forms). */
  formKeys?: { create: string; update: string };
  /** A heading interpolated with the list's answer (`Pagos de {{store.name}}`), once it has arrived. */
  answerTitle?: string;
}

/** The operations a resource's pages use, which a variant replaces as a whole. */
export type ResourceOperations = Pick<
  Resource,
  'list' | 'get' | 'create' | 'update' | 'remove' | 'reorder'
> & {
  formKeys: { create: string; update: string };
};

/** One form: a self-contained JSON Schema, its ui schema, and its validators compiled at build time. */
export interface FormDefinition {
  schema: Record<string, unknown>;
  uiSchema: UiSchema;
  /** Form-only fields that repeat another (`repeatPassword: password`); never sent. */
  confirm: Record<string, string>;
  /** Writable fields the form does not show, with their schemas: sent as the row has them. */
  omitted: Record<string, Record<string, unknown>>;
  /** A field that must equal a value (dot path) of the object the form is about before it can be sent. */
  mustMatch?: { field: string; source: string };
  /** Fields the context fixes when it has a value (hidden then, and sent with it); see FormSpec.fixed. */
  fixed?: Record<string, ValueSource>;
  /** Fields required when a value of the context is true; see FormSpec.requiredWhen. */
  requiredWhen?: Record<string, ValueSource>;
  /** Date and time fields read as a moment in a zone, converted from and to the user's (WidgetSpec.zone). */
  moments?: MomentSpec[];
}

export interface FormsModule {
  forms: Record<string, FormDefinition>;
  validators: Record<string, ValidatorFunctions>;
}
