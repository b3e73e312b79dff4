/**
 * A resource as the engine reads it: its descriptor after `npm run gen` checked it against the contract
 * and resolved every text to a catalogue key, every column to a format and a label, and every form to a
 * self-contained schema with a precompiled validator. The generated files in `src/entities/generated/`
 * are values of these types.
 */
import type { UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { AccessExpression } from '../app/menu/accessExpression';
import type { JsonApiPath } from '../contract/types';
import type { IconName } from '../ui/iconShapes';
import type {
  ColumnFormat,
  Condition,
  DeleteSpec,
  GetOperation,
  Params,
  ResultSpec,
  UpdateSpec,
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
  /** The catalogue key said when the value is empty, when it is not a dash. */
  empty?: string;
}

export interface ResolvedFilter {
  field: string;
  /** Catalogue key of the control's label. */
  label: string;
  widget: 'select' | 'date';
  /** request: sent with the list call; rows: rows of a list answered whole must equal it. */
  target: 'request' | 'rows';
  /** How the URL's text is sent or compared. */
  type: 'string' | 'number' | 'boolean';
  /** select: each value with the catalogue key of its label. */
  options: { value: string; label: string }[];
}

export interface ResolvedOperation {
  path: JsonApiPath;
  params?: Params;
}

export interface ResolvedRowOperation extends ResolvedOperation {
  id: string;
}

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
  result: ResultSpec;
  texts: {
    label: string;
    title: string;
    confirm: string;
    progress: string;
    success: string;
    failure: string;
  };
}

export interface ResolvedSection {
  id: string;
  title: string;
  access: AccessExpression | null;
  load: { path: JsonApiPath; item: string };
  save: { path: JsonApiPath; item?: string; body?: string } | null;
  /** The key of its form, or null for a section shown read-only. */
  form: string | null;
  fields: ResolvedColumn[];
  texts: { saving: string; saved: string; saveFailed: string };
}

export type ResourceTextName =
  | 'title'
  | 'create'
  | 'createTitle'
  | 'editTitle'
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
  } | null;
  get: (GetOperation & { path: JsonApiPath }) | null;
  create: ResolvedOperation | null;
  update: (ResolvedRowOperation & Pick<UpdateSpec, 'when'>) | null;
  remove: (ResolvedRowOperation & Pick<DeleteSpec, 'warnWhen' | 'when'>) | null;
  reorder: { path: JsonApiPath; ids: string } | null;
  columns: ResolvedColumn[];
  /** Controls that narrow the list, kept in the URL. */
  filters: ResolvedFilter[];
  actions: ResolvedAction[];
  sections: ResolvedSection[];
  detail: {
    info: (GetOperation & { path: JsonApiPath }) | null;
    fields: ResolvedColumn[];
    related: string[];
  } | null;
  texts: Record<ResourceTextName, string>;
  /** The resource's forms (schemas, ui schemas, precompiled validators), loaded with the first form opened. */
  forms: (() => Promise<FormsModule>) | null;
}

/** One form: a self-contained JSON Schema, its ui schema, and its validators compiled at build time. */
export interface FormDefinition {
  schema: Record<string, unknown>;
  uiSchema: UiSchema;
  /** Form-only fields that repeat another (`repeatPassword: password`); never sent. */
  confirm: Record<string, string>;
  /** Writable fields the form does not show, with their schemas: sent as the row has them. */
  omitted: Record<string, Record<string, unknown>>;
}

export interface FormsModule {
  forms: Record<string, FormDefinition>;
  validators: Record<string, ValidatorFunctions>;
}
