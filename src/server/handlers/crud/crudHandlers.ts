/**
 * The list / add / update / delete handlers of a plain entity, from one description of it — the server's
 * half of "a new entity costs a schema, a descriptor and its texts" (README, "Adding an entity or an
 * operation", step 7, shows a whole description). Modelled on react-admin's ra-data-simple-rest: one
 * small factory, the same four calls for every entity, clear errors.
 *
 * What every generated handler does, so no entity can do it differently by accident:
 * - the scope's guard first (crudScope.ts), then every read, update and delete limited to the caller's
 *   rows: another store's row is 404 with the entity's `notFound`, never touched;
 * - add and update run `beforeWrite` and their statement in one transaction, so a check that locks a
 *   row (the plan's limit of locations) holds until the row is written; a delete runs `beforeRemove`
 *   and its statement in one transaction too;
 * - add and update answer the row as the list shows it (read again through `select`, joins included).
 *
 * Types: each handler is typed by the entity (its body, its view, its answer keys), not by an
 * operationId; the module that exports them checks them against the exact operation types with
 * `satisfies HandlerGroup`, so a wrong answer key, view or id field fails to compile there.
 */
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Caller } from '../../auth/caller';
import type { HandlerContext } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { notFound } from '../../http/apiError';
import type { Services } from '../../services';
import { isoInstant } from '../../views/dates';
import type { CrudEntity } from './crudEntity';
import type { CrudScope } from './crudScope';

/** A table the factory can write: an integer `id` primary key. */
export type CrudTable = PgTable & { id: AnyPgColumn<{ data: number; notNull: true }> };

/** The texts an entity answers (messages.ts keys them per entity: `messages.<entity>.created` …). */
export interface CrudMessages {
  created: string;
  updated: string;
  deleted: string;
  notFound: string;
}

/** What `beforeWrite` sees. */
export interface WriteCheck<Input, StoreId> {
  /** The write's transaction: query through this, not services.db (PGlite would wait for it forever). */
  db: Database;
  body: Input;
  /** The caller's store, or null on the platform side. */
  storeId: StoreId;
  /** The row being updated; undefined when adding. */
  id: number | undefined;
  /** Who asks (the scope's guard has let them in). */
  caller: Caller | null;
}

/** What `beforeRemove` sees: the row about to be deleted, in the delete's transaction. */
export interface RemoveCheck<StoreId> {
  db: Database;
  storeId: StoreId;
  id: number;
  caller: Caller | null;
}

/**
 * What the factory asks of `select`: a Drizzle select it can filter (scope, id) and order, then read.
 * Any `db.select(…).from(…)` with joins fits; its row type is what `view` reads.
 */
export interface RowsQuery<Row> {
  where(where: SQL | undefined): PromiseLike<Row[]> & { orderBy(...order: SQL[]): PromiseLike<Row[]> };
}

export interface CrudSpec<
  T extends CrudTable,
  Row,
  View,
  Input,
  StoreId extends number | null,
  Stamp extends object,
  List extends string,
  Add extends string,
  Update extends string,
  Remove extends string,
  IdField extends string,
  ListKey extends string,
  ItemKey extends string,
> {
  /** The four operationIds the handlers answer. */
  operations: { list: List; add: Add; update: Update; remove: Remove };
  /** The table written by add, update and delete. */
  table: T;
  /** Whose rows: `storeScope(table, guard)` or `platformScope`. */
  scope: CrudScope<StoreId, Stamp>;
  /**
   * The entity's schema (`contractEntity('News')`): `view` and `values` default from it, each field
   * copied by name (instants written as ISO 8601), its readOnly fields never written, its writeOnly
   * ones never answered. A field with no column of the same name fails when the module loads.
   */
  entity?: CrudEntity<View, Input>;
  /**
   * The rows as the list shows them, with joins if the view needs them. Defaults to
   * `db.select().from(table)`.
   */
  select?: (db: Database) => RowsQuery<Row>;
  /** The list's order; end with the id so that equal rows keep one order. */
  orderBy: SQL[];
  /** A row of `select` as answered; defaults to the entity's readable fields, copied. */
  view?: (row: Row) => View;
  /**
   * The columns a body writes, on add and on update (may throw a 4xx, e.g. a day range backwards). It
   * must give every required column but the scope's (`storeId`), which the factory writes itself.
   * Defaults to the entity's writable fields, copied.
   */
  values?: (body: Input) => Omit<T['$inferInsert'], keyof Stamp>;
  /** Columns only an add writes, e.g. `{ createdAt: services.now() }` (the clock tests move). */
  addValues?: (services: Services) => Partial<T['$inferInsert']>;
  /** A check before add and update, in their transaction (a category or city that must exist…). */
  beforeWrite?: (check: WriteCheck<Input, StoreId>) => Promise<void>;
  /** A check before a delete, in its transaction (a branch employees are bound to stays). */
  beforeRemove?: (check: RemoveCheck<StoreId>) => Promise<void>;
  /** The request field naming the row on update and delete (`offerId`). */
  idField: IdField;
  /** The answer's keys: the list's (`offers`) and one row's (`offer`). */
  answerKeys: { list: ListKey; item: ItemKey };
  messages: CrudMessages;
}

/** List bodies of plain entities are empty; a list with filters or paging does not fit (nor compile). */
type ListHandler<ListKey extends string, View> = (
  context: HandlerContext<Record<string, undefined>>,
) => Promise<Record<ListKey, View[]>>;
type AddHandler<Input, ItemKey extends string, View> = (
  context: HandlerContext<Input>,
) => Promise<{ m: string } & Record<ItemKey, View>>;
type UpdateHandler<Input, IdField extends string, ItemKey extends string, View> = (
  context: HandlerContext<Input & Record<IdField, number>>,
) => Promise<{ m: string } & Record<ItemKey, View>>;
type DeleteHandler<IdField extends string> = (
  context: HandlerContext<Record<IdField, number>>,
) => Promise<{ m: string }>;

/**
 * `{ [key]: value }` typed by its key. TypeScript types a computed key as `string`, hence the one cast of
 * the factory; it is exact because every key is a single literal (the `const` type parameters below).
 */
function keyed<K extends string, V>(key: K, value: V): Record<K, V> {
  return { [key]: value } as Record<K, V>;
}

/** Mistakes of a description that types cannot see; thrown when the module loads, so the server stops. */
function assertFits(operations: Record<string, string>, side: 'store' | 'platform'): void {
  const ids = Object.values(operations);
  const wrongSide = ids.filter((id) => id.startsWith('admin') !== (side === 'platform'));
  if (wrongSide.length > 0) {
    throw new Error(
      `crudHandlers: ${wrongSide.join(', ')} cannot use the ${side} scope: platformScope is only for ` +
        '/admin operations (held to administrators by registerOperations), storeScope for the others',
    );
  }
}

/** An answer's value of a column: instants as the contract writes them (DateTime), the rest as read. */
function answerValue(value: unknown): unknown {
  return value instanceof Date ? isoInstant(value) : value;
}

type Columns<T extends CrudTable> = Partial<T['$inferInsert']>;

/**
 * `select`, `view` and `values` as given or defaulted from the table and the entity. The defaults copy
 * fields by name, which the types cannot follow (hence their casts); what makes them safe is checked
 * here, when the module loads: every field copied has a column of its name in the table.
 */
function withDefaults<T extends CrudTable, Row, View, Input, Stamp extends object>(spec: {
  table: T;
  entity?: CrudEntity<View, Input>;
  select?: (db: Database) => RowsQuery<Row>;
  view?: (row: Row) => View;
  values?: (body: Input) => Omit<T['$inferInsert'], keyof Stamp>;
}): {
  select: (db: Database) => RowsQuery<Row>;
  view: (row: Row) => View;
  values: (body: Input) => Omit<T['$inferInsert'], keyof Stamp>;
} {
  const table: PgTable = spec.table;
  const { entity } = spec;
  const columns = new Set(Object.keys(getTableColumns(table)));
  const fieldsOf = (which: 'readable' | 'writable', instead: string): readonly string[] => {
    if (!entity) throw new Error(`crudHandlers: give \`${instead}\` or the \`entity\` it defaults from`);
    const missing = entity[which].filter((field) => !columns.has(field));
    if (missing.length > 0)
      throw new Error(
        `crudHandlers(${entity.name}): the table has no column for the ${which} field(s) ` +
          `${missing.join(', ')}; give \`${instead}\``,
      );
    return entity[which];
  };
  const readable = spec.view || spec.select ? [] : fieldsOf('readable', 'view');
  const writable = spec.values ? [] : fieldsOf('writable', 'values');
  return {
    select: spec.select ?? ((db) => db.select().from(table) as unknown as RowsQuery<Row>),
    view:
      spec.view ??
      ((row) => {
        const columnsOfRow = row as Record<string, unknown>;
        return Object.fromEntries(readable.map((field) => [field, answerValue(columnsOfRow[field])])) as View;
      }),
    values:
      spec.values ??
      ((body) => {
        const fields = body as Record<string, unknown>;
        return Object.fromEntries(writable.map((field) => [field, fields[field]])) as Columns<T> as Omit<
          T['$inferInsert'],
          keyof Stamp
        >;
      }),
  };
}

export function crudHandlers<
  T extends CrudTable,
  Row,
  View,
  Input,
  StoreId extends number | null,
  Stamp extends object,
  List extends string,
  Add extends string,
  Update extends string,
  Remove extends string,
  const IdField extends string,
  const ListKey extends string,
  const ItemKey extends string,
>(
  spec: CrudSpec<T, Row, View, Input, StoreId, Stamp, List, Add, Update, Remove, IdField, ListKey, ItemKey>,
): Record<List, ListHandler<ListKey, View>> &
  Record<Add, AddHandler<Input, ItemKey, View>> &
  Record<Update, UpdateHandler<Input, IdField, ItemKey, View>> &
  Record<Remove, DeleteHandler<IdField>> {
  const { operations, scope, messages } = spec;
  assertFits(operations, scope.side);
  // Writes need no row type: they answer the id and read the row again through `select`.
  const table: PgTable = spec.table;
  const idColumn = spec.table.id;
  const { select, view, values } = withDefaults(spec);
  const oneRow = (storeId: StoreId, id: number) => and(eq(idColumn, id), scope.rows(storeId));

  async function load(db: Database, storeId: StoreId, id: number): Promise<View> {
    const [row] = await select(db).where(oneRow(storeId, id));
    if (!row) throw notFound(messages.notFound);
    return view(row);
  }

  const list: ListHandler<ListKey, View> = async ({ caller, services }) => {
    const storeId = scope.enter(caller);
    const rows = await select(services.db)
      .where(scope.rows(storeId))
      .orderBy(...spec.orderBy);
    return keyed(spec.answerKeys.list, rows.map(view));
  };

  const add: AddHandler<Input, ItemKey, View> = async ({ body, caller, services }) => {
    const storeId = scope.enter(caller);
    const id = await services.db.transaction(async (tx) => {
      await spec.beforeWrite?.({ db: tx, body, storeId, id: undefined, caller });
      const [created] = await tx
        .insert(table)
        .values({ ...values(body), ...spec.addValues?.(services), ...scope.stamp(storeId) })
        .returning({ id: idColumn });
      if (!created) throw new Error(`${operations.add}: the insert returned no row`);
      return created.id;
    });
    return { m: messages.created, ...keyed(spec.answerKeys.item, await load(services.db, storeId, id)) };
  };

  const update: UpdateHandler<Input, IdField, ItemKey, View> = async ({ body, caller, services }) => {
    const storeId = scope.enter(caller);
    const id = body[spec.idField];
    await services.db.transaction(async (tx) => {
      await spec.beforeWrite?.({ db: tx, body, storeId, id, caller });
      const [updated] = await tx
        .update(table)
        .set({ ...values(body), ...scope.stamp(storeId) })
        .where(oneRow(storeId, id))
        .returning({ id: idColumn });
      if (!updated) throw notFound(messages.notFound);
    });
    return { m: messages.updated, ...keyed(spec.answerKeys.item, await load(services.db, storeId, id)) };
  };

  const remove: DeleteHandler<IdField> = async ({ body, caller, services }) => {
    const storeId = scope.enter(caller);
    const id = body[spec.idField];
    await services.db.transaction(async (tx) => {
      if (spec.beforeRemove) {
        // Another store's row is not found before the check could say anything about it.
        const [row] = await tx.select({ id: idColumn }).from(table).where(oneRow(storeId, id));
        if (!row) throw notFound(messages.notFound);
        await spec.beforeRemove({ db: tx, storeId, id, caller });
      }
      const deleted = await tx.delete(table).where(oneRow(storeId, id)).returning({ id: idColumn });
      if (deleted.length === 0) throw notFound(messages.notFound);
    });
    return { m: messages.deleted };
  };

  return Object.assign(
    keyed(operations.list, list),
    keyed(operations.add, add),
    keyed(operations.update, update),
    keyed(operations.remove, remove),
  );
}
