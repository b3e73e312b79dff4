/**
 * The compact contract of a plain entity: an `x-crud` block in a path file of openapi/ expands into its
 * list, add, update and delete operations, written exactly as the hand-written ones are (envelope `s`,
 * `m` and the payload key, security by side, the shared 4XX answer, request bodies by the README's rules),
 * so a plain entity's contract is a dozen lines while the YAML stays the source. One operation per key of
 * the file, named by the last segment of its path (`/client/news/add` → `add`), which openapi.yaml's
 * `paths` refer to as it does to any hand-written operation:
 *
 *   x-crud:
 *     entity: News                 # schemas/entities/News.json, or a relative path to a .json schema
 *     id: newsId                   # names the row in update and delete bodies
 *     keys: { list: news, item: news }
 *     access: admin                # every operation's x-access, unless the operation names its own
 *     tags: [admin, news]
 *     list: { path: /admin/news/get-all, summary: …, answer: The news., paged: { sortBy: [name] } }
 *     add: { path: …, summary: …, answer: … }
 *     update: { path: …, summary: …, answer: … }
 *     delete: { path: …, summary: … }
 *
 * Each operation may also have a `description` and its own `access`. The operationId is the camelCase of
 * the path. A mistake throws naming the file and the field.
 */
import { dirname, relative, resolve, sep } from 'node:path';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export const CRUD_KEY = 'x-crud';
export const CRUD_OPERATIONS = ['list', 'add', 'update', 'delete'] as const;
type CrudOperation = (typeof CRUD_OPERATIONS)[number];

/** Where the files the expansion refers to are: the repository's openapi/ and schemas/ folders. */
export interface CrudLayout {
  root: string;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class CrudContractError extends Error {}

/** Reads the block's fields, each error naming the file and the field. */
class BlockReader {
  constructor(
    private readonly file: string,
    private readonly block: JsonObject,
  ) {}

  fail(field: string, problem: string): never {
    throw new CrudContractError(`${this.file}: ${CRUD_KEY}${field === '' ? '' : `.${field}`} ${problem}`);
  }

  text(field: string, value: unknown): string {
    if (typeof value !== 'string' || value.trim() === '') this.fail(field, 'must be a non-empty string');
    return value;
  }

  optionalText(field: string, value: unknown): string | undefined {
    return value === undefined ? undefined : this.text(field, value);
  }

  texts(field: string, value: unknown): string[] {
    if (!Array.isArray(value) || value.length === 0) this.fail(field, 'must be a non-empty list of strings');
    return value.map((item, index) => this.text(`${field}[${index}]`, item));
  }

  object(field: string, value: unknown): JsonObject {
    if (!isObject(value)) this.fail(field, 'must be an object');
    return value;
  }

  only(field: string, value: JsonObject, allowed: readonly string[]): void {
    const unknown = Object.keys(value).filter((key) => !allowed.includes(key));
    if (unknown.length > 0)
      this.fail(field, `has unknown fields: ${unknown.join(', ')} (allowed: ${allowed.join(', ')})`);
  }

  get raw(): JsonObject {
    return this.block;
  }
}

/** `/client/get-all-news` → `clientGetAllNews`. */
export function operationIdOf(path: string): string {
  const words = path.split(/[/-]/).filter((word) => word !== '');
  return words.map((word, index) => (index === 0 ? word : word[0]?.toUpperCase() + word.slice(1))).join('');
}

/** The key of the operation in its file: the last segment of its path. */
export function operationKeyOf(path: string): string {
  return (
    path
      .split('/')
      .filter((segment) => segment !== '')
      .at(-1) ?? ''
  );
}

interface Refs {
  entity: string;
  id: string;
  okStatus: string;
  message: string;
  ok: string;
  error: string;
  listQuery: string;
}

function refsFrom(file: string, entity: string, layout: CrudLayout): Refs {
  const from = dirname(file);
  const ref = (target: string) => relative(from, resolve(layout.root, target)).split(sep).join('/');
  const entityFile = entity.endsWith('.json')
    ? resolve(from, entity)
    : resolve(layout.root, `schemas/entities/${entity}.json`);
  return {
    entity: ref(entityFile),
    id: ref('schemas/common/Id.json'),
    okStatus: ref('openapi/components/schemas/OkStatus.yaml'),
    message: ref('openapi/components/schemas/Message.yaml'),
    ok: ref('openapi/components/responses/Ok.yaml'),
    error: ref('openapi/components/responses/Error.yaml'),
    listQuery: ref('schemas/common/ListQuery.json'),
  };
}

function jsonBody(schema: JsonObject): JsonObject {
  return { required: true, content: { 'application/json': { schema } } };
}

function answer(description: string, refs: Refs, payload: Record<string, JsonObject>): JsonObject {
  return {
    description,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['s', 'm', ...Object.keys(payload)],
          properties: { s: { $ref: refs.okStatus }, m: { $ref: refs.message }, ...payload },
        },
      },
    },
  };
}

const OPERATION_FIELDS = ['path', 'summary', 'description', 'answer', 'access'] as const;
const BLOCK_FIELDS = ['entity', 'id', 'keys', 'access', 'tags', ...CRUD_OPERATIONS] as const;

/**
 * The operations of one `x-crud` block, by their key in the file. `file` is the block's file (absolute),
 * named in errors relative to the layout's root.
 */
export function expandCrud(block: unknown, file: string, layout: CrudLayout): Record<string, JsonObject> {
  const shownFile = relative(layout.root, file).split(sep).join('/');
  if (!isObject(block)) throw new CrudContractError(`${shownFile}: ${CRUD_KEY} must be an object`);
  // Typed, so that `read.fail(…)` ends a branch for the compiler too.
  const read: BlockReader = new BlockReader(shownFile, block);
  read.only('', block, BLOCK_FIELDS);
  const entity = read.text('entity', block.entity);
  const tags = read.texts('tags', block.tags);
  const keys = block.keys === undefined ? {} : read.object('keys', block.keys);
  read.only('keys', keys, ['list', 'item']);
  const refs = refsFrom(file, entity, layout);
  const present = CRUD_OPERATIONS.filter((name) => block[name] !== undefined);
  if (present.length === 0)
    read.fail('list', `is missing: name at least one of ${CRUD_OPERATIONS.join(', ')}`);
  const idField = (): string => read.text('id', block.id);
  const listKey = (): string => read.text('keys.list', keys.list);
  const itemKey = (): string => read.text('keys.item', keys.item);

  const operations: Record<string, JsonObject> = {};
  for (const name of present) {
    const spec = read.object(name, block[name]);
    const allowed: readonly string[] = name === 'list' ? [...OPERATION_FIELDS, 'paged'] : OPERATION_FIELDS;
    read.only(name, spec, allowed);
    const path = read.text(`${name}.path`, spec.path);
    if (!/^\/(client|admin|general)\/[a-z0-9/-]+$/.test(path))
      read.fail(`${name}.path`, `'${path}' is not a /client, /admin or /general path of lower-case words`);
    const access = spec.access ?? block.access;
    if (access === undefined || access === null)
      read.fail(`${name}.access`, 'is missing (and the block has no access)');
    const description = read.optionalText(`${name}.description`, spec.description);
    const { requestBody, responses } = bodyAndAnswer(name, spec, read, refs, { idField, listKey, itemKey });
    const operation: JsonObject = {
      operationId: operationIdOf(path),
      'x-access': access,
      // The list only reads: run without the call's transaction and left out of the audit trail.
      ...(name === 'list' ? { 'x-reads': true } : {}),
      summary: read.text(`${name}.summary`, spec.summary),
      ...(description === undefined ? {} : { description }),
      tags,
      // The store's API token acts on every plain /client entity; /admin inherits the session alone.
      ...(path.startsWith('/client/') ? { security: [{ sessionToken: [] }, { storeApiToken: [] }] } : {}),
      requestBody,
      responses,
    };
    const key = operationKeyOf(path);
    if (key in operations) read.fail(`${name}.path`, `ends in '${key}' like another operation of the block`);
    operations[key] = { post: operation };
  }
  return operations;
}

interface Names {
  idField(): string;
  listKey(): string;
  itemKey(): string;
}

function bodyAndAnswer(
  name: CrudOperation,
  spec: JsonObject,
  read: BlockReader,
  refs: Refs,
  names: Names,
): { requestBody: JsonObject; responses: JsonObject } {
  const error = { $ref: refs.error };
  const entity = { $ref: refs.entity };
  const idObject = (id: string): JsonObject => ({
    type: 'object',
    required: [id],
    properties: { [id]: { $ref: refs.id } },
  });
  const answered = () => read.text(`${name}.answer`, spec.answer);
  switch (name) {
    case 'list': {
      const key = names.listKey();
      const rows: JsonObject = { type: 'array', items: entity };
      if (spec.paged === undefined) {
        return {
          requestBody: jsonBody({ type: 'object', additionalProperties: false }),
          responses: { '200': answer(answered(), refs, { [key]: rows }), '4XX': error },
        };
      }
      const paged = read.object('list.paged', spec.paged);
      read.only('list.paged', paged, ['sortBy']);
      const sortBy = read.texts('list.paged.sortBy', paged.sortBy);
      const total = {
        type: 'integer',
        minimum: 0,
        description: 'Rows matching the filters, over all pages.',
      };
      const sortField = {
        type: 'string',
        enum: sortBy,
        description: 'The fields this list can be sorted by.',
      };
      return {
        requestBody: jsonBody({
          allOf: [{ $ref: refs.listQuery }, { type: 'object', properties: { sortBy: sortField } }],
        }),
        responses: { '200': answer(answered(), refs, { [key]: rows, total }), '4XX': error },
      };
    }
    case 'add':
      return {
        requestBody: jsonBody(entity),
        responses: { '200': answer(answered(), refs, { [names.itemKey()]: entity }), '4XX': error },
      };
    case 'update':
      return {
        requestBody: jsonBody({ allOf: [idObject(names.idField()), entity] }),
        responses: { '200': answer(answered(), refs, { [names.itemKey()]: entity }), '4XX': error },
      };
    case 'delete':
      if (spec.answer !== undefined)
        read.fail('delete.answer', 'is not used: a delete answers the shared Ok');
      return {
        requestBody: jsonBody({ type: 'object', additionalProperties: false, ...idObject(names.idField()) }),
        responses: { '200': { $ref: refs.ok }, '4XX': error },
      };
  }
}

/**
 * A parsed path file with its `x-crud` block replaced by the operations it stands for (the file's
 * hand-written operations stay beside them). Files without the block come back as they are.
 */
export function withCrudExpanded(parsed: unknown, file: string, layout: CrudLayout): unknown {
  if (!isObject(parsed) || !(CRUD_KEY in parsed)) return parsed;
  const { [CRUD_KEY]: block, ...rest } = parsed;
  const expanded = expandCrud(block, file, layout);
  const clashes = Object.keys(expanded).filter((key) => key in rest);
  if (clashes.length > 0) {
    const shownFile = relative(layout.root, file).split(sep).join('/');
    throw new CrudContractError(
      `${shownFile}: ${CRUD_KEY} makes ${clashes.join(', ')}, which the file also writes by hand`,
    );
  }
  return { ...expanded, ...rest };
}
