/**
 * The compact contract (`x-crud`, scripts/contract/expandCrud.ts): a block gives the operations a
 * maintainer would have written by hand, and a wrong block is refused naming its file and field.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expandCrud, withCrudExpanded } from '../../scripts/contract/expandCrud';

const root = fileURLToPath(new URL('../../', import.meta.url));
const file = `${root}openapi/paths/client/things.yaml`;
const layout = { root };

const block = {
  entity: 'Thing',
  id: 'thingId',
  keys: { list: 'things', item: 'thing' },
  access: 'storeSettings',
  tags: ['client', 'things'],
  list: {
    path: '/client/thing/get-all',
    summary: 'List things',
    answer: 'The things.',
    paged: { sortBy: ['name'] },
  },
  add: { path: '/client/thing/add', summary: 'Add a thing', answer: 'The thing as added.' },
  update: { path: '/client/thing/update', summary: 'Change a thing', answer: 'The thing as saved.' },
  delete: { path: '/client/thing/delete', summary: 'Delete a thing', access: 'owner' },
};

const answerSchema = (key: string, value: object, extra: object = {}) => ({
  type: 'object',
  additionalProperties: false,
  required: ['s', 'm', key, ...Object.keys(extra)],
  properties: {
    s: { $ref: '../../components/schemas/OkStatus.yaml' },
    m: { $ref: '../../components/schemas/Message.yaml' },
    [key]: value,
    ...extra,
  },
});
const entity = { $ref: '../../../schemas/entities/Thing.json' };
const json = (schema: object) => ({ required: true, content: { 'application/json': { schema } } });

describe('an x-crud block', () => {
  it('expands into the four operations, keyed by the last segment of their paths', () => {
    const operations = expandCrud(block, file, layout);
    expect(Object.keys(operations)).toEqual(['get-all', 'add', 'update', 'delete']);
    expect(operations['get-all']?.post).toEqual({
      operationId: 'clientThingGetAll',
      'x-access': 'storeSettings',
      'x-reads': true,
      summary: 'List things',
      tags: ['client', 'things'],
      security: [{ sessionToken: [] }, { storeApiToken: [] }],
      requestBody: json({
        allOf: [
          { $ref: '../../../schemas/common/ListQuery.json' },
          {
            type: 'object',
            properties: {
              sortBy: {
                type: 'string',
                enum: ['name'],
                description: 'The fields this list can be sorted by.',
              },
            },
          },
        ],
      }),
      responses: {
        '200': {
          description: 'The things.',
          content: {
            'application/json': {
              schema: answerSchema(
                'things',
                { type: 'array', items: entity },
                {
                  total: {
                    type: 'integer',
                    minimum: 0,
                    description: 'Rows matching the filters, over all pages.',
                  },
                },
              ),
            },
          },
        },
        '4XX': { $ref: '../../components/responses/Error.yaml' },
      },
    });
    expect(operations.add?.post).toMatchObject({ operationId: 'clientThingAdd', requestBody: json(entity) });
    expect(operations.update?.post).toMatchObject({
      operationId: 'clientThingUpdate',
      requestBody: json({
        allOf: [
          {
            type: 'object',
            required: ['thingId'],
            properties: { thingId: { $ref: '../../../schemas/common/Id.json' } },
          },
          entity,
        ],
      }),
    });
    expect(operations.delete?.post).toMatchObject({
      operationId: 'clientThingDelete',
      'x-access': 'owner',
      responses: { '200': { $ref: '../../components/responses/Ok.yaml' } },
    });
  });

  it('gives /admin operations no security of their own (the session, by the contract default)', () => {
    const admin = {
      ...block,
      access: 'admin',
      list: { path: '/admin/thing/get-all', summary: 'List', answer: 'All.' },
    };
    const { add: _add, update: _update, delete: _delete, ...listOnly } = admin;
    const operations = expandCrud(listOnly, file, layout);
    expect(operations['get-all']?.post).not.toHaveProperty('security');
    expect(operations['get-all']?.post).toMatchObject({
      requestBody: json({ type: 'object', additionalProperties: false }),
    });
  });

  it('keeps the hand-written operations of its file beside the expanded ones', () => {
    const expanded = withCrudExpanded({ 'x-crud': block, export: { post: {} } }, file, layout);
    expect(Object.keys(expanded as object)).toEqual(['get-all', 'add', 'update', 'delete', 'export']);
  });

  const mistakes: [string, Record<string, unknown>, string][] = [
    ['no entity', { entity: undefined }, 'x-crud.entity must be a non-empty string'],
    ['no tags', { tags: [] }, 'x-crud.tags must be a non-empty list of strings'],
    ['an unknown field', { pages: true }, 'x-crud has unknown fields: pages'],
    ['no id for update', { id: undefined }, 'x-crud.id must be a non-empty string'],
    ['no item key', { keys: { list: 'things' } }, 'x-crud.keys.item must be a non-empty string'],
    ['no access', { access: undefined }, 'x-crud.list.access is missing'],
    ['a summary missing', { add: { path: '/client/thing/add', answer: 'x' } }, 'x-crud.add.summary'],
    ['a bad path', { add: { path: 'thing/add', summary: 'x', answer: 'x' } }, "x-crud.add.path 'thing/add'"],
    [
      'an answer on delete',
      { delete: { path: '/client/thing/delete', summary: 'x', answer: 'x' } },
      'x-crud.delete.answer',
    ],
    [
      'paged without sortBy',
      { list: { path: '/client/thing/get-all', summary: 'x', answer: 'x', paged: {} } },
      'x-crud.list.paged.sortBy',
    ],
    [
      'no operation',
      { list: undefined, add: undefined, update: undefined, delete: undefined },
      'x-crud.list is missing: name at least one of',
    ],
  ];
  it.each(mistakes)('with %s is refused naming the file and the field', (_name, change, message) => {
    expect(() => expandCrud({ ...block, ...change }, file, layout)).toThrow(
      `openapi/paths/client/things.yaml: ${message}`,
    );
  });

  it('may not write an operation its file also writes by hand', () => {
    expect(() => withCrudExpanded({ 'x-crud': block, add: { post: {} } }, file, layout)).toThrow(
      'openapi/paths/client/things.yaml: x-crud makes add, which the file also writes by hand',
    );
  });
});
