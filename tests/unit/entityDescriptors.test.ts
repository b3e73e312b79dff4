/**
 * What the generator makes of the descriptor features the customers page grew the engine with, shown
 * on a descriptor that exists only here (resolved against the real contract and Spanish catalogues).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveDescriptor } from '../../scripts/entities/resolveResource';
import type { ResourceDescriptor } from '../../src/entities/descriptor';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const contract: unknown = JSON.parse(readFileSync(join(ROOT, 'src/contract/generated/openapi.json'), 'utf8'));
const pagesDir = join(ROOT, 'src/i18n/locales/pages/es');
const catalogues: unknown[] = [
  JSON.parse(readFileSync(join(ROOT, 'src/i18n/locales/es.json'), 'utf8')),
  ...readdirSync(pagesDir).map((file) => JSON.parse(readFileSync(join(pagesDir, file), 'utf8'))),
];

const location = {
  widget: 'options' as const,
  source: { path: '/client/get-locations', items: 'locations', value: 'id', label: 'name' },
  emptyLabel: 'entities.customers.noLocation',
};

const descriptor: ResourceDescriptor = {
  id: 'customers',
  kind: 'collection',
  title: 'menu.customers',
  access: 'allStoreUsers',
  entity: 'Customer',
  labelFields: ['first_name', 'last_name'],
  operations: {
    list: { path: '/client/customer/all', items: 'customers' },
    create: { path: '/client/customer/add', access: { permission: 'permCreateCustomer' } },
    update: { path: '/client/customer/update', id: 'customerId' },
  },
  columns: ['first_name', 'last_name', 'points'],
  form: {
    fields: ['first_name', 'last_name', 'email', 'locationId'],
    widgets: { email: 'email', locationId: location },
    createOnly: ['locationId'],
    fixed: { locationId: { session: 'locationId' } },
  },
  actions: [
    {
      id: 'addPoints',
      scope: ['row', 'page'],
      access: { permission: 'permGivePoints' },
      operation: { path: '/client/customer/add-points', params: { customerId: { row: 'id' } } },
      form: { fields: ['customerId', 'points'], widgets: { customerId: 'customer', points: 'points' } },
    },
    {
      id: 'lastGivenPoints',
      scope: 'page',
      operation: { path: '/client/last-given-points' },
      result: { kind: 'list', field: 'movements', columns: ['customer.name', 'points', 'type'] },
    },
  ],
  detail: {
    info: [
      { path: '/client/customer/info', id: 'customerId', item: ['customer', 'stats'] },
      { path: '/client/customer/points', id: 'customerId', item: [], rename: { nextLevel: 'nextLevel' } },
    ],
    highlight: ['points', 'nextLevel.missing'],
    fields: ['purchases'],
    related: [],
  },
};

describe('descriptor features resolved by the generator', () => {
  const { resource, forms, errors } = resolveDescriptor(descriptor, contract, catalogues);

  it('resolves without errors', () => {
    expect(errors).toEqual([]);
  });

  it('an action on rows and the page: the row gives the customer, the page form asks for it first', () => {
    const variants = resource?.actions.filter((action) => action.id === 'addPoints') ?? [];
    expect(variants.map((action) => [action.scope, action.form, action.operation.params])).toEqual([
      ['row', 'action.addPoints', { customerId: { row: 'id' } }],
      ['page', 'action.addPoints.page', {}],
    ]);
    expect(Object.keys(forms['action.addPoints']?.schema.properties as object)).toEqual(['points']);
    expect(Object.keys(forms['action.addPoints.page']?.schema.properties as object)).toEqual([
      'customerId',
      'points',
    ]);
    expect(forms['action.addPoints.page']?.uiSchema.customerId).toMatchObject({ 'ui:widget': 'customer' });
    expect(forms['action.addPoints.page']?.schema.required).toEqual(['customerId', 'points']);
  });

  it("an action's form labels its own fields: points to give, not the balance", () => {
    expect(forms['action.addPoints']?.schema.properties).toMatchObject({
      points: { title: 'entities.customers.actions.addPoints.fields.points' },
    });
    expect(resource?.columns.find((column) => column.field === 'points')?.label).toBe(
      'entities.customers.fields.points',
    );
  });

  it('create-only and fixed fields: the branch on creation only, fixed by the session', () => {
    expect(Object.keys(forms.create?.schema.properties as object)).toContain('locationId');
    expect(forms.create?.fixed).toEqual({ locationId: { session: 'locationId' } });
    expect(Object.keys(forms.update?.schema.properties as object)).not.toContain('locationId');
    expect(forms.update?.fixed).toBeUndefined();
    expect(resource?.create?.access).toEqual({ permission: 'permCreateCustomer' });
  });

  it('a list result resolves its columns against the answer, with the action’s own labels first', () => {
    const last = resource?.actions.find((action) => action.id === 'lastGivenPoints');
    expect(last?.result).toMatchObject({
      kind: 'list',
      field: 'movements',
      columns: [
        { field: 'customer.name', label: 'fields.customer', format: 'text' },
        {
          field: 'points',
          label: 'entities.customers.actions.lastGivenPoints.fields.points',
          format: 'number',
        },
        { field: 'type', format: 'enum', values: { grant: 'entities.customers.values.type.grant' } },
      ],
    });
  });

  it('a detail merges its info operations: the figures and the renamed next level are fields', () => {
    expect(resource?.detail?.highlight?.map((column) => column.label)).toEqual([
      'entities.customers.fields.points',
      'entities.customers.fields.nextLevel.missing',
    ]);
    expect(resource?.detail?.fields.map((column) => [column.field, column.format])).toEqual([
      ['purchases', 'number'],
    ]);
    expect(resource?.labelFields).toEqual(['first_name', 'last_name']);
  });

  it('reports a detail field no info operation answers', () => {
    const broken = resolveDescriptor(
      { ...descriptor, detail: { ...descriptor.detail, related: [], fields: ['shoeSize'] } },
      contract,
      catalogues,
    );
    expect(broken.errors).toContain('customers: the rows have no readable field shoeSize');
  });
});

describe('form rules the generator keeps (issue 15)', () => {
  const notifications: ResourceDescriptor = {
    id: 'notifications',
    kind: 'collection',
    title: 'menu.notifications',
    access: { allOf: ['owner', { plan: 'planPushNotifications' }] },
    entity: 'Notification',
    operations: {
      list: { path: '/client/notification/get-all', items: 'notifications' },
      create: { path: '/client/notification/add' },
    },
    columns: ['title'],
    form: { fields: ['title', 'description', 'date', 'time'], widgets: { description: 'textarea' } },
  };

  it('refuses a time shown with a date that does not say its zone', () => {
    const { errors } = resolveDescriptor(notifications, contract, catalogues);
    expect(errors).toContain(
      "notifications: form of /client/notification/add: time 'time' is shown with a date: name its zone (widgets.time.zone)",
    );
  });

  it('writes a zoned time as a moment the form converts', () => {
    const zoned = resolveDescriptor(
      {
        ...notifications,
        form: {
          fields: ['title', 'description', 'date', 'time'],
          widgets: { time: { widget: 'time', date: 'date', zone: { store: 'timeZone' } } },
        },
      },
      contract,
      catalogues,
    );
    expect(zoned.errors).toEqual([]);
    expect(zoned.forms.create?.moments).toEqual([
      { date: 'date', time: 'time', zone: { store: 'timeZone' } },
    ]);
  });

  it('refuses requiredWhen and fill naming fields the form does not show', () => {
    const { errors } = resolveDescriptor(
      {
        ...descriptor,
        form: {
          fields: ['first_name', 'locationId'],
          widgets: { locationId: { ...location, fill: { birthDate: { context: 'today' } } } },
          requiredWhen: { email: { store: 'showDescriptionField' } },
        },
      },
      contract,
      catalogues,
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        "customers: form of /client/customer/add: options 'locationId' fill 'birthDate', not another field the form shows",
        "customers: form of /client/customer/add: requiredWhen names 'email', not shown",
      ]),
    );
  });
});
