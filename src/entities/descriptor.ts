/**
 * The shape of a resource descriptor (`schemas/resources/<id>.json`, checked against
 * `schemas/resource.schema.json` by `npm run gen`). One file says everything the engine needs about a
 * page: who may open it, where it sits in the menu, which operations of the contract serve it, its
 * columns, its form, its actions and the catalogue keys of its texts. The generator resolves the texts
 * and the form schemas and emits the typed registry in `src/entities/generated/`.
 */
import type { AccessExpression } from '../app/menu/accessExpression';

/** Where a value sent with an operation comes from. */
export type ValueSource =
  | { row: string } // a field of the row the action is on (dot path)
  | { route: string } // a parameter of the page's route (`:storeId`)
  | { parent: string } // a field of the parent row, for a resource shown inside another's detail
  | { const: string | number | boolean | null };

export type Params = Record<string, ValueSource>;

/** A row condition: an action, a confirmation text or a column style applies only to matching rows. */
export type Condition =
  | { field: string; equals: string | number | boolean | null }
  | { field: string; in: (string | number | boolean | null)[] }
  | { field: string; notEquals: string | number | boolean | null };

export interface ListOperation {
  path: string;
  /** The key of the answer that holds the rows. */
  items: string;
  params?: Params;
}

/**
 * Rows that are a field of the parent row (an order's notes), for a resource shown inside another's
 * detail: no call, the rows come with the parent. `entity` then names the parent's entity.
 */
export interface ParentFieldList {
  parent: string;
}

export interface CreateOperation {
  path: string;
  params?: Params;
}

export interface RowOperation {
  path: string;
  /** The request field that names the row (`rewardId`); its value is the row's `key` field. */
  id: string;
  params?: Params;
}

export interface UpdateSpec extends RowOperation {
  /** Only matching rows can be edited (a notification not yet sent). */
  when?: Condition;
}

export interface GetOperation extends RowOperation {
  /** The answer key(s) holding the row; several are merged (admin store: `store` and `user`). */
  item: string | string[];
  /** Form fields taken from a dot path of the answer (`userId: 'user.id'`). */
  rename?: Record<string, string>;
}

export interface ReorderOperation {
  path: string;
  /** The request field that carries every row's key in the new order. */
  ids: string;
}

export interface SingletonSection {
  id: string;
  load: { path: string; item: string };
  /** `body`: the request field the form's object goes under; by default the fields are the body. */
  save?: { path: string; item?: string; body?: string };
  form?: FormSpec;
  /** A section without save shows these fields of what it loads. */
  fields?: (string | ColumnSpec)[];
  access?: AccessExpression;
}

export type ColumnFormat =
  | 'text'
  | 'number'
  | 'points'
  | 'money'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'image'
  | 'enum'
  | 'color'
  | 'email'
  | 'link'
  | 'rating';

export interface ColumnSpec {
  field: string;
  format?: ColumnFormat;
  sortable?: boolean;
  /** Hidden until the user shows it from the columns menu. */
  hidden?: boolean;
  /** A catalogue key said when the value is empty (a stock of null is "unlimited"); default a dash. */
  empty?: string;
}

export type WidgetName =
  | 'text'
  | 'textarea'
  | 'password'
  | 'email'
  | 'number'
  | 'money'
  | 'points'
  | 'switch'
  | 'select'
  | 'date'
  | 'time'
  | 'color'
  | 'image'
  | 'options'
  | 'customer'
  | 'translations'
  | 'timeZone'
  | 'mapPoint'
  | 'idsFile'
  | 'lines'
  | 'hidden';

/** Choices fed by another operation (locations, countries, store types, categories, rewards…). */
export interface OptionsSource {
  path: string;
  items: string;
  /** The option's value and label fields of each item. */
  value: string;
  label: string;
  body?: Record<string, string | number | boolean>;
}

export interface WidgetSpec {
  widget: WidgetName;
  /** `options`: where the choices come from; `object` stores `{ id }` instead of the bare id. */
  source?: OptionsSource;
  shape?: 'id' | 'object';
  /** `options`: the label of the empty choice (a catalogue key); without it a choice is required. */
  emptyLabel?: string;
  /** `image`: the upload's model type (`/general/upload-file/{modelType}`). */
  upload?: string;
  /** `mapPoint`: the sibling fields it fills. */
  fields?: { latitude: string; longitude: string; zoom?: string };
}

/**
 * A control above a list that narrows it, kept in the URL like the search. A field of the list's
 * request is sent with the list call (orders by status, from and to a day); otherwise, for a list the
 * server answers whole, a field of the rows they must equal.
 */
export interface FilterSpec {
  field: string;
  /** select: the field's values (its enum, or yes/no); date: a day. Default from the field's schema. */
  widget?: 'select' | 'date';
}

export interface FormSection {
  id: string;
  fields: string[];
}

export interface FormSpec {
  /** The fields shown, in order; `*` stands for the remaining writable fields. Default: all. */
  fields?: string[];
  /** Writable fields the form never shows (sent as loaded, or the contract's default). */
  omit?: string[];
  sections?: FormSection[];
  widgets?: Record<string, WidgetName | WidgetSpec>;
  /** Form-only fields that must repeat another (repeated password); never sent. */
  confirm?: Record<string, string>;
  /** Fields required on creation only (a password), though the contract makes them optional on update. */
  requiredOnCreate?: string[];
}

export type ResultSpec =
  | { kind: 'toast' }
  | { kind: 'download'; field: string }
  | { kind: 'secret'; field: string }
  | { kind: 'details'; field: string };

export interface ActionSpec {
  id: string;
  scope: 'row' | 'page' | 'bulk';
  icon?: string;
  access?: AccessExpression;
  when?: Condition;
  operation: { path: string; params?: Params; ids?: string };
  form?: FormSpec;
  confirm?: boolean;
  danger?: boolean;
  result?: ResultSpec;
}

export interface MenuPlacement {
  order: number;
  icon: string;
  group?: string;
  /** A catalogue key; defaults to the page's title. */
  label?: string;
  /** Defaults to the page's access. */
  access?: AccessExpression;
}

export interface DeleteSpec extends RowOperation {
  /** A warning instead of the usual confirmation, for matching rows (an unsent notification). */
  warnWhen?: Condition;
  /** Only matching rows can be deleted (a coupon not yet used); a bulk delete leaves the others. */
  when?: Condition;
}

export interface ResourceDescriptor {
  id: string;
  kind: 'collection' | 'singleton' | 'screen';
  /** The page's path under /dashboard; none for a resource shown only inside another's detail. */
  route?: string;
  /** Catalogue key of the page title (default `entities.<id>.title`). */
  title?: string;
  access: AccessExpression;
  menu?: MenuPlacement[];
  /** kind 'screen': the hand-written screen's name in `src/screens/screens.ts`. */
  screen?: string;
  /** The entity of `schemas/entities/` the rows are. */
  entity?: string;
  /** The row field that identifies a row (default `id`). */
  key?: string;
  operations?: {
    list?: ListOperation | ParentFieldList;
    get?: GetOperation;
    create?: CreateOperation;
    update?: UpdateSpec;
    remove?: DeleteSpec;
    reorder?: ReorderOperation;
  };
  /** kind 'singleton': one form per section, each loaded and saved by its own operations. */
  sections?: SingletonSection[];
  columns?: (string | ColumnSpec)[];
  defaultSort?: { field: string; direction: 'asc' | 'desc' };
  /** The fields a client-side search matches (server-paged lists search on the server). */
  searchFields?: string[];
  /** Controls that narrow the list (a status, a date range), kept in the URL. */
  filters?: (string | FilterSpec)[];
  form?: FormSpec;
  actions?: ActionSpec[];
  /** Resources shown inside a row's detail page (`<route>/:id`). */
  detail?: { fields?: (string | ColumnSpec)[]; related: string[]; info?: GetOperation };
  /** Catalogue keys replacing the conventional ones, by text name. */
  texts?: Record<string, string>;
}
