/**
 * The shape of a resource descriptor (`schemas/resources/<id>.json`, checked against
 * `schemas/resource.schema.json` by `npm run gen`). One file says everything the engine needs about a
 * page: who may open it, where it sits in the menu, which operations of the contract serve it, its
 * columns, its form, its actions and the catalogue keys of its texts. The generator resolves the texts
 * and the form schemas and emits the typed registry in `src/entities/generated/`.
 */
import type { AccessExpression } from '../contract/access/accessExpression';

/** Where a value sent with an operation comes from. */
export type ValueSource =
  | { row: string } // a field of the row the action is on (dot path)
  | { route: string } // a parameter of the page's route (`:storeId`)
  | { parent: string } // a field of the parent row, for a resource shown inside another's detail
  | { session: string } // a field of the signed-in user's session (`locationId`); left out when empty
  | { store: string } // a field of the signed-in user's store (`showDescriptionField`), as get-store-info answers it
  | { const: string | number | boolean | null };

export type Params = Record<string, ValueSource>;

/** A row condition: an action, a confirmation text or a column style applies only to matching rows. */
export type Condition =
  | { field: string; equals: string | number | boolean | null }
  | { field: string; in: (string | number | boolean | null)[] }
  | { field: string; notEquals: string | number | boolean | null }
  | { allOf: Condition[] }; // every condition holds (a grant that is not deleted yet)

export interface ListOperation {
  path: string;
  /** The key of the answer that holds the rows. */
  items: string;
  params?: Params;
  /** Only the rows matching this are listed (categories without a Spanish name are left out). */
  only?: Condition;
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
  /** Who may use it, besides opening the page; default everyone who opens it. */
  access?: AccessExpression;
}

export interface RowOperation {
  path: string;
  /** The request field that names the row (`rewardId`); its value is the row's `key` field. */
  id: string;
  params?: Params;
  /** Who may use it, besides opening the page; default everyone who opens it. */
  access?: AccessExpression;
}

export interface UpdateSpec extends RowOperation {
  /** Only matching rows can be edited (a notification not yet sent). */
  when?: Condition;
}

export interface GetOperation extends RowOperation {
  /**
   * The answer key(s) holding the row; several are merged (admin store: `store` and `user`); none
   * when the answer's own fields are taken through `rename`.
   */
  item: string | string[];
  /** Form fields taken from a dot path of the answer (`userId: 'user.id'`). */
  rename?: Record<string, string>;
}

export interface ReorderOperation {
  path: string;
  /** The request field that carries every row's key in the new order. */
  ids: string;
}

/** Small components shown beside a section's form, given its live data (src/entities/singleton/previews.ts). */
export type PreviewName = 'pointsEarned';

/** What a settings section does after a save (src/entities/singleton/afterSave.ts). */
export type AfterSaveName = 'applyLanguage' | 'signOut';

export interface SingletonSection {
  id: string;
  /**
   * Without `item` the whole answer is the section's object (a field beside others, a list).
   * `rename`: form fields taken from a dot path of that object (`countryId: 'country.id'`).
   */
  load: { path: string; item?: string; rename?: Record<string, string> };
  /**
   * `body`: the request field the form's object goes under; by default the fields are the body.
   * `item`: the answer's saved object, which the form then starts again from (else the reloaded one).
   */
  save?: { path: string; item?: string; body?: string };
  form?: FormSpec;
  /** Fields of what it loads shown read-only: the whole section without save, else above its form. */
  fields?: (string | ColumnSpec)[];
  access?: AccessExpression;
  /** Page actions (scope 'page') shown in this section, given its object as their row. */
  actions?: string[];
  /** A failed save as an error toast instead of a message in the section (the password change, spec §8). */
  failure?: 'inline' | 'toast';
  /** A section whose save cannot be undone (account deletion): a danger button and frame. */
  danger?: boolean;
  /** Shown beside the form and following what is typed (what a sample purchase earns). */
  preview?: PreviewName;
  /** Done after a successful save, before its toast (switch to the saved language, end the session). */
  after?: AfterSaveName;
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
  | 'rating'
  | 'month'
  | 'code'; // a code people read aloud or type (a QR card's): monospaced, so I and l differ

/**
 * Names whose labels are in the catalogues rather than in the field's enum: the contract's operations
 * that change data (`operations.<operationId>`) or the tables the audit trail watches
 * (`tables.<name>`). A value with no label (an operation since renamed) shows as recorded.
 */
export type ValueList = 'operations' | 'tables';

export interface ColumnSpec {
  field: string;
  format?: ColumnFormat;
  /** The values are names of one of these lists, shown by their labels (format enum). */
  values?: ValueList;
  sortable?: boolean;
  /** Hidden until the user shows it from the columns menu. */
  hidden?: boolean;
  /** A catalogue key said when the value is empty (a stock of null is "unlimited"); default a dash. */
  empty?: string;
  /** The column exists only when this boolean of the list's answer is true (`withSubscription`). */
  whenAnswer?: string;
  /** The cell shows its value only on rows matching this (a web-app link for multi-store accounts). */
  when?: Condition;
  /**
   * The cell is a link to this address, built from the row and the list's answer:
   * `{answer.clientWebApp}/{row.slug}`. Each `{…}` is a dot path; a missing value leaves the cell empty.
   */
  href?: string;
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
  /** A catalogue key each option's label is instead, interpolating the item (`{{name}} · {{points}}`). */
  template?: string;
  body?: Record<string, string | number | boolean>;
  /** Only the items matching this are offered (active packages), besides the one already chosen. */
  only?: Condition;
}

/** Where a moment's zone comes from: a field of the user's store, or of an operation's answer (a list's). */
export type ZoneSource = { store: string } | { path: string; field: string };

/** A date and a time field read together as a moment in a zone. */
export interface MomentSpec {
  date: string;
  time: string;
  zone: ZoneSource;
}

/** What choosing an option fills a sibling field with. */
export type FillSource =
  | { item: string } // a field of the chosen item (a package's price), always
  | { context: 'currency' | 'today' }; // the form's currency or today's date, when the field is empty

export interface WidgetSpec {
  widget: WidgetName;
  /** `options`: where the choices come from; `object` stores `{ id }` instead of the bare id. */
  source?: OptionsSource;
  shape?: 'id' | 'object';
  /** `options`: the label of the empty choice (a catalogue key); without it a choice is required. */
  emptyLabel?: string;
  /** `options`: sibling fields that choosing an item fills (a package's redemptions and price). */
  fill?: Record<string, FillSource>;
  /** `image`: the upload's model type (`/general/upload-file/{modelType}`). */
  upload?: string;
  /** `mapPoint`: the sibling fields it fills (their own inputs are hidden). */
  fields?: { latitude: string; longitude: string; zoom?: string };
  /**
   * `mapPoint`: the operation whose answer names the map's tiles, with no body — the list's own when it
   * carries them, read from the list's cached answer, so opening the form calls nothing more.
   */
  tiles?: { path: string; url: string; attribution?: string };
  /** `idsFile`: the operation answering which of `customerIds` name nobody (`unknownIds`), asked before sending. */
  check?: string;
  /**
   * `idsFile`: a boolean sibling field set when the user confirms sending the good lines only (its own
   * input is hidden): the server then skips the ids that name nobody instead of refusing them all.
   */
  skipField?: string;
  /**
   * `time`: the sibling date field it makes a moment with, and the zone that moment is read in (the
   * store's, where the server sends a notification). The form shows the zone and, where the user's
   * browser is in another, lets them type their own time and sends it converted.
   */
  date?: string;
  zone?: ZoneSource;
  /**
   * `translations`: the sibling text field that is the row's name in Spanish (a store type's `name`):
   * the Spanish input fills it and its own input is hidden, so the two cannot disagree.
   */
  name?: string;
}

/** A figure of the list's answer and how it is written. */
export interface SummarySpec {
  field: string;
  format?: ColumnFormat;
}

/**
 * A control above a list that narrows it, kept in the URL like the search. A field of the list's
 * request is sent with the list call (orders by status, from and to a day); otherwise, for a list the
 * server answers whole, a field of the rows they must equal.
 */
export interface FilterSpec {
  field: string;
  /** select: the field's values (its enum, or yes/no); date: a day. Default from the field's schema. */
  widget?: 'select' | 'date' | 'text';
  /** select: the choices are another operation's rows (a branch, a city) instead of the field's values. */
  source?: OptionsSource;
  /** Catalogue key of the choice that does not filter (default engine.filters.all). */
  allLabel?: string;
  /** select: the choices are the names of one of these lists, by their labels. */
  values?: ValueList;
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
  /**
   * A field that must be typed exactly as a value (dot path) of the object the form is about, e.g. the
   * store's name to delete the account: the submit stays disabled until it is.
   */
  mustMatch?: { field: string; source: string };
  /** Fields the form requires though the request does not always (the customers of a bulk grant). */
  required?: string[];
  /** Fields only the create form shows (where a customer signed up): the update request has none. */
  createOnly?: string[];
  /**
   * Fields the context fixes when it has a value for them (an employee bound to a branch: their own
   * `locationId`): the form then hides the field and sends that value; without one the user fills it.
   */
  fixed?: Record<string, ValueSource>;
  /**
   * Fields required when a value of the context is true, though the contract leaves them optional (the
   * description of a grant when the store asks for one: `{ "store": "showDescriptionField" }`).
   */
  requiredWhen?: Record<string, ValueSource>;
}

/** A list inside an action's details: the answer's array at `field`, as a table of these columns. */
export interface DetailsList {
  field: string;
  columns: (string | ColumnSpec)[];
}

export type ResultSpec =
  | { kind: 'toast' } // its text may interpolate the answer: {{result.customer.points}}
  | { kind: 'download'; field: string }
  | { kind: 'secret'; field: string }
  | {
      kind: 'details';
      field: string;
      /** The answer's fields shown, labelled and formatted like columns (default: every field, raw). */
      fields?: (string | ColumnSpec)[];
      lists?: DetailsList[];
    }
  | { kind: 'list'; field: string; columns: (string | ColumnSpec)[] } // the answer's rows in a table
  /** Another resource's list, live (its own rows and actions), in a dialog: the action's operation is its list's. */
  | { kind: 'resource'; resource: string };

export interface ActionSpec {
  id: string;
  /**
   * `['row', 'page']`: on each row and on the page too, where the form asks for the fields the row
   * would give (its `{ row }` params: a customer chosen with the `customer` widget). `['row', 'bulk']`:
   * on each row and on the selected rows, the operation called once per row unless `ids` carries them
   * all.
   */
  scope: 'row' | 'page' | 'bulk' | ('row' | 'page' | 'bulk')[];
  icon?: string;
  access?: AccessExpression;
  when?: Condition;
  operation: { path: string; params?: Params; ids?: string };
  form?: FormSpec;
  confirm?: boolean;
  danger?: boolean;
  result?: ResultSpec;
  /** A row action's form starts with the row's values of the fields it shows (a location's city). */
  prefill?: boolean;
  /**
   * Another resource whose texts for this action serve when this one has none of its own (the same
   * confirmation of a reward request on three lists).
   */
  textsOf?: string;
}

/** A link to another page: `to` is a path under /dashboard, with `{field}`s of the row for a row's link (a store's payments); a settings page shows its links under its title. */
export interface RowLinkSpec {
  id: string;
  to: string;
  icon?: string;
  access?: AccessExpression;
}

/** The operations of a page for one kind of user, replacing `operations` (the store side's read-only categories). */
export type Operations = NonNullable<ResourceDescriptor['operations']>;

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
  /**
   * A field of the row the confirmation counts (a level's customers): its value is the texts' `count`,
   * so they can say how many rows a delete moves, in the plural forms of the language.
   */
  confirmCount?: string;
}

/**
 * A row's page (`<route>/:id`): the row read by its info operation(s) — several are merged in order, a
 * customer's record and figures, then their balance and level progress —, its fields, and the lists
 * that belong to it.
 */
export interface DetailSpec {
  info?: GetOperation | GetOperation[];
  /** Fields shown large at the top (a balance, a level). */
  highlight?: (string | ColumnSpec)[];
  fields?: (string | ColumnSpec)[];
  related: string[];
}

export interface ResourceDescriptor {
  id: string;
  kind: 'collection' | 'singleton' | 'screen';
  /** The page's path under /dashboard; none for a resource shown only inside another's detail. */
  route?: string;
  /** Catalogue key of the page title (default `entities.<id>.title`). */
  title?: string;
  /** Who may open the page; defaults to its list's (or first loaded section's) x-access in the contract. */
  access?: AccessExpression;
  menu?: MenuPlacement[];
  /** kind 'screen': the hand-written screen's name in `src/screens/screens.ts`. */
  screen?: string;
  /** The entity of `schemas/entities/` the rows are. */
  entity?: string;
  /** The row field that identifies a row (default `id`). */
  key?: string;
  /**
   * The fields that name a row to the user, joined by spaces (a customer's first and last name): a
   * detail page's heading, a card's title, "Edit: …" for screen readers. Default: the first text column.
   */
  labelFields?: string[];
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
  /** Fields of the list's answer about every matching row (an average rating, an NPS), shown above the table. */
  summary?: (string | SummarySpec)[];
  form?: FormSpec;
  actions?: ActionSpec[];
  /** Links from each row to other pages. */
  links?: RowLinkSpec[];
  /** Other operations for users of one type (userType 'admin' or 'client'). */
  operationsFor?: Partial<Record<'admin' | 'client', Operations>>;
  /** kind 'singleton': resources listed below the sections (a subscription's history). */
  related?: string[];
  /** Resources shown inside a row's detail page (`<route>/:id`). */
  detail?: DetailSpec;
  /** Catalogue keys replacing the conventional ones, by text name. */
  texts?: Record<string, string>;
}
