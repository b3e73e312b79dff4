/**
 * One descriptor checked against the contract and resolved into what the engine reads (src/entities/
 * resource.ts): operations that exist, row fields that exist in the answers, sortable columns that the
 * list's sortBy enum allows, forms that show only writable fields, and every text a catalogue key.
 * Problems are collected, not thrown, so one `npm run gen` reports them all.
 */
import type { AccessExpression } from '../../src/app/menu/accessExpression';
import type { JsonApiPath } from '../../src/contract/types';
import type {
  ActionSpec,
  ColumnFormat,
  ColumnSpec,
  FilterSpec,
  FormSpec,
  MenuPlacement,
  Params,
  ResourceDescriptor,
} from '../../src/entities/descriptor';
import type {
  FormDefinition,
  MenuEntryData,
  PageEntry,
  ResolvedAction,
  ResolvedColumn,
  ResolvedFilter,
  ResolvedSection,
  Resource,
  ResourceTextName,
} from '../../src/entities/resource';
import { ICON_SHAPES, type IconName } from '../../src/ui/iconShapes';
import { CatalogueKeys } from './catalogueKeys';
import { ContractSchemas, fieldSchema, isObject, type JsonObject, objectBranch } from './contractSchemas';
import { FormBuilder } from './formSchema';

export interface ResolvedDescriptor {
  page: PageEntry | null;
  /** Null for screens, which the engine does not render. */
  resource: Omit<Resource, 'forms'> | null;
  forms: Record<string, FormDefinition>;
}

const FORMAT_BY_KIND: Record<string, ColumnFormat> = {
  Money: 'money',
  Points: 'points',
  DateTime: 'datetime',
  Date: 'date',
  ImageUrl: 'image',
  Email: 'email',
  LinkUrl: 'link',
};

/** Texts every resource may show, and whether a resource that needs them must have its own. */
const OWN_TEXTS: ResourceTextName[] = ['title', 'createTitle', 'editTitle'];

export class ResourceResolver {
  private readonly forms: FormBuilder;

  constructor(
    private readonly contract: ContractSchemas,
    private readonly catalogue: CatalogueKeys,
    private readonly errors: string[],
    private readonly groups: Set<string>,
  ) {
    this.forms = new FormBuilder(contract, catalogue, errors);
  }

  resolve(descriptor: ResourceDescriptor): ResolvedDescriptor {
    const forms: Record<string, FormDefinition> = {};
    const texts = this.texts(descriptor);
    const page = descriptor.route === undefined ? null : this.page(descriptor, texts.title);
    if (descriptor.kind === 'screen') return { page, resource: null, forms };

    const where = descriptor.id;
    const ops = descriptor.operations ?? {};
    const listOp = ops.list && 'path' in ops.list ? ops.list : undefined;
    const parentList = ops.list && 'parent' in ops.list ? ops.list : undefined;
    for (const op of [
      listOp,
      ops.get,
      ops.create,
      ops.update,
      ops.remove,
      ops.reorder,
      descriptor.detail?.info,
    ]) {
      if (op && !this.contract.hasOperation(op.path))
        this.errors.push(`${where}: unknown operation ${op.path}`);
    }
    if (descriptor.entity && !this.entityExists(descriptor.entity))
      this.errors.push(`${where}: unknown entity ${descriptor.entity}`);

    const rowSchema = listOp
      ? this.rowSchema(where, listOp.path, listOp.items)
      : parentList
        ? this.parentRowSchema(where, descriptor.entity, parentList.parent)
        : null;
    const listRequest = listOp ? this.requestProperties(listOp.path) : {};
    const paging = 'page' in listRequest ? 'server' : 'client';
    const sortEnum = enumOf(listRequest.sortBy);
    const columns = (descriptor.columns ?? []).map((column) =>
      this.column(descriptor.id, column, rowSchema, paging, sortEnum),
    );
    if (listOp) this.checkParams(where, listOp.path, listOp.params);
    const filters = (descriptor.filters ?? []).map((filter) =>
      this.filter(descriptor.id, filter, listRequest, paging === 'client' ? rowSchema : null),
    );

    if (ops.create) {
      this.checkParams(where, ops.create.path, ops.create.params);
      forms.create = this.forms.build({
        resourceId: descriptor.id,
        operation: ops.create.path,
        engineFields: Object.keys(ops.create.params ?? {}),
        spec: descriptor.form,
        mode: 'create',
      });
    }
    for (const [name, op] of [
      ['update', ops.update],
      ['remove', ops.remove],
      ['get', ops.get],
    ] as const) {
      if (!op) continue;
      if (!(op.id in this.requestProperties(op.path)))
        this.errors.push(`${where}: ${name} operation ${op.path} has no request field ${op.id}`);
      this.checkParams(where, op.path, op.params);
    }
    if (ops.update) {
      forms.update = this.forms.build({
        resourceId: descriptor.id,
        operation: ops.update.path,
        engineFields: [ops.update.id, ...Object.keys(ops.update.params ?? {})],
        spec: withoutCreateOnly(descriptor.form),
        mode: 'update',
      });
    }
    const conditions = [
      ['update.when', ops.update?.when],
      ['remove.when', ops.remove?.when],
      ['remove.warnWhen', ops.remove?.warnWhen],
      ...(descriptor.actions ?? []).map((a) => [`actions.${a.id}.when`, a.when] as const),
    ] as const;
    for (const [name, condition] of conditions) {
      if (condition && rowSchema && !fieldSchema(rowSchema, condition.field))
        this.errors.push(`${where}: ${name} names ${condition.field}, not a field of the rows`);
    }
    const info = descriptor.detail?.info;
    if (info && this.contract.hasOperation(info.path)) {
      if (!(info.id in this.requestProperties(info.path)))
        this.errors.push(`${where}: detail info ${info.path} has no request field ${info.id}`);
      this.checkParams(where, info.path, info.params);
    }
    if (ops.reorder && !(ops.reorder.ids in this.requestProperties(ops.reorder.path)))
      this.errors.push(`${where}: reorder operation has no request field ${ops.reorder.ids}`);

    const actions = (descriptor.actions ?? []).map((action) => this.action(descriptor, action, forms));
    const sections = (descriptor.sections ?? []).map((section): ResolvedSection => {
      let form: string | null = null;
      if (section.save) {
        form = `section.${section.id}`;
        forms[form] = this.forms.build({
          resourceId: descriptor.id,
          operation: section.save.path,
          engineFields: [],
          spec: section.form,
          mode: 'section',
          ...(section.save.body ? { bodyField: section.save.body } : {}),
        });
      }
      let loaded: JsonObject | null = null;
      if (!this.contract.hasOperation(section.load.path))
        this.errors.push(`${where}: unknown operation ${section.load.path}`);
      else {
        const item = propertiesOf(this.contract.answer(section.load.path).schema)[section.load.item];
        if (!isObject(item))
          this.errors.push(`${where}: ${section.load.path} answers no '${section.load.item}'`);
        else loaded = objectBranch(item);
      }
      const title = this.catalogue.first(`entities.${descriptor.id}.sections.${section.id}`);
      if (!title) this.errors.push(`${where}: no text entities.${descriptor.id}.sections.${section.id}`);
      return {
        id: section.id,
        title: title ?? '',
        access: section.access ?? null,
        load: asPath(section.load),
        save: section.save ? asPath(section.save) : null,
        form,
        fields: (section.fields ?? []).map((column) =>
          this.column(descriptor.id, column, loaded, 'client', []),
        ),
        texts: {
          saving: this.sectionText(descriptor.id, section.id, 'saving'),
          saved: this.sectionText(descriptor.id, section.id, 'saved'),
          saveFailed: this.sectionText(descriptor.id, section.id, 'saveFailed'),
        },
      };
    });

    const detail = descriptor.detail
      ? {
          info: descriptor.detail.info ? asPath(descriptor.detail.info) : null,
          fields: (descriptor.detail.fields ?? []).map((column) =>
            this.column(descriptor.id, column, rowSchema, 'client', []),
          ),
          related: descriptor.detail.related,
        }
      : null;

    const resource: Omit<Resource, 'forms'> = {
      id: descriptor.id,
      kind: descriptor.kind,
      route: descriptor.route ?? null,
      key: descriptor.key ?? 'id',
      access: descriptor.access,
      list: ops.list
        ? {
            ...(listOp ? asPath(listOp) : { path: null, items: parentList?.parent ?? '' }),
            paging,
            search: 'search' in listRequest ? 'server' : descriptor.searchFields ? 'client' : 'none',
            defaultSort: descriptor.defaultSort ?? null,
            searchFields: descriptor.searchFields ?? [],
          }
        : null,
      get: ops.get ? asPath(ops.get) : null,
      create: ops.create ? asPath(ops.create) : null,
      update: ops.update ? asPath(ops.update) : null,
      remove: ops.remove ? asPath(ops.remove) : null,
      reorder: ops.reorder ? asPath(ops.reorder) : null,
      columns,
      filters,
      actions,
      sections,
      detail,
      texts,
    };
    if (
      descriptor.defaultSort &&
      !columns.some((c) => c.field === descriptor.defaultSort?.field && c.sortable)
    )
      this.errors.push(`${where}: default sort ${descriptor.defaultSort.field} is not a sortable column`);
    return { page, resource, forms };
  }

  private entityExists(name: string): boolean {
    try {
      this.contract.entity(name);
      return true;
    } catch {
      return false;
    }
  }

  private page(descriptor: ResourceDescriptor, title: string): PageEntry {
    return {
      id: descriptor.id,
      kind: descriptor.kind,
      route: descriptor.route ?? '',
      title,
      access: descriptor.access,
      menu: (descriptor.menu ?? []).map((placement) => this.menuEntry(descriptor, placement, title)),
      screen: descriptor.screen ?? null,
      hasDetail: descriptor.detail !== undefined,
    };
  }

  private menuEntry(descriptor: ResourceDescriptor, placement: MenuPlacement, title: string): MenuEntryData {
    if (placement.group && !this.groups.has(placement.group))
      this.errors.push(`${descriptor.id}: unknown menu group ${placement.group}`);
    if (placement.label && !this.catalogue.has(placement.label))
      this.errors.push(`${descriptor.id}: no text ${placement.label}`);
    return {
      order: placement.order,
      icon: this.icon(descriptor.id, placement.icon),
      group: placement.group ?? null,
      label: placement.label ?? title,
      access: placement.access ?? descriptor.access,
    };
  }

  icon(where: string, name: string): IconName {
    if (!(name in ICON_SHAPES)) this.errors.push(`${where}: unknown icon ${name}`);
    return name as IconName;
  }

  private texts(descriptor: ResourceDescriptor): Record<ResourceTextName, string> {
    const names: ResourceTextName[] = [
      'title',
      'create',
      'createTitle',
      'editTitle',
      'creating',
      'updating',
      'created',
      'updated',
      'createFailed',
      'updateFailed',
      'deleteTitle',
      'deleteConfirm',
      'deleteWarning',
      'deleting',
      'deleted',
      'deleteFailed',
      'bulkDeleteConfirm',
      'bulkDeleted',
      'empty',
      'emptyHint',
      'search',
      'detailTitle',
      'loadFailed',
    ];
    const needed = new Set<ResourceTextName>(['title']);
    if (descriptor.operations?.create) needed.add('createTitle');
    if (descriptor.operations?.update) needed.add('editTitle');
    const resolved = {} as Record<ResourceTextName, string>;
    for (const name of names) {
      const explicit = name === 'title' && descriptor.title ? descriptor.title : descriptor.texts?.[name];
      if (explicit !== undefined && !this.catalogue.has(explicit))
        this.errors.push(`${descriptor.id}: text ${name} names ${explicit}, not in the Spanish catalogue`);
      const own = explicit ?? this.catalogue.first(`entities.${descriptor.id}.${name}`);
      const key = own ?? (OWN_TEXTS.includes(name) ? null : this.catalogue.first(`engine.${name}`));
      if (!key && needed.has(name))
        this.errors.push(`${descriptor.id}: no text entities.${descriptor.id}.${name}`);
      resolved[name] = key ?? `engine.${name}`;
    }
    for (const name of Object.keys(descriptor.texts ?? {}))
      if (!names.includes(name as ResourceTextName))
        this.errors.push(`${descriptor.id}: unknown text name ${name}`);
    return resolved;
  }

  private sectionText(resourceId: string, sectionId: string, name: string): string {
    return (
      this.catalogue.first(
        `entities.${resourceId}.sections.${sectionId}_${name}`,
        `entities.${resourceId}.${name}`,
      ) ?? `engine.${name}`
    );
  }

  private rowSchema(where: string, path: string, items: string): JsonObject | null {
    if (!this.contract.hasOperation(path)) return null;
    const answer = propertiesOf(this.contract.answer(path).schema)[items];
    if (!isObject(answer) || answer.type !== 'array' || !isObject(answer.items)) {
      this.errors.push(`${where}: ${path} answers no list '${items}'`);
      return null;
    }
    return answer.items;
  }

  /** The rows of a parent-field list: the items of the parent entity's array field. */
  private parentRowSchema(where: string, entity: string | undefined, field: string): JsonObject | null {
    if (!entity || !this.entityExists(entity)) return null;
    const schema = fieldSchema(this.contract.entity(entity).schema, field);
    if (schema?.type !== 'array' || !isObject(schema.items)) {
      this.errors.push(`${where}: the parent entity ${entity} has no list field ${field}`);
      return null;
    }
    return schema.items;
  }

  private filter(
    resourceId: string,
    filter: string | FilterSpec,
    listRequest: JsonObject,
    rowSchema: JsonObject | null,
  ): ResolvedFilter {
    const spec: FilterSpec = typeof filter === 'string' ? { field: filter } : filter;
    const where = `${resourceId}: filter ${spec.field}`;
    if (RESERVED_QUERY_NAMES.has(spec.field))
      this.errors.push(`${where}: the URL already uses ${spec.field} for the list's view`);
    const requestField = listRequest[spec.field];
    const target = isObject(requestField) ? 'request' : 'rows';
    const schema = isObject(requestField)
      ? requestField
      : rowSchema
        ? fieldSchema(rowSchema, spec.field)
        : null;
    if (!schema)
      this.errors.push(
        `${where}: neither a field of the list's request nor a field of rows the server answers whole`,
      );
    const values = enumOf(schema);
    const type = typeOf(schema);
    const widget =
      spec.widget ?? (values.length > 0 || type === 'boolean' ? 'select' : isDay(schema) ? 'date' : null);
    if (!widget) this.errors.push(`${where}: name its widget (select or date)`);
    if (widget === 'date' && target === 'rows')
      this.errors.push(`${where}: a date filter needs a field of the list's request`);
    const options =
      widget !== 'select'
        ? []
        : type === 'boolean'
          ? [
              { value: 'true', label: 'engine.yes' },
              { value: 'false', label: 'engine.no' },
            ]
          : values.map((value) => {
              const key = this.catalogue.first(
                `entities.${resourceId}.values.${spec.field}.${value}`,
                `values.${spec.field}.${value}`,
              );
              if (!key) this.errors.push(`${where}: no label for ${spec.field} = ${value}`);
              return { value, label: key ?? value };
            });
    if (widget === 'select' && options.length === 0)
      this.errors.push(`${where}: a select filter needs an enum or a boolean field`);
    const label =
      this.catalogue.first(`entities.${resourceId}.filters.${spec.field}`) ??
      this.forms.label(resourceId, spec.field, where);
    return { field: spec.field, label, widget: widget ?? 'select', target, type, options };
  }

  private requestProperties(path: string): JsonObject {
    if (!this.contract.hasOperation(path)) return {};
    return propertiesOf(this.contract.requestBody(path).schema);
  }

  private checkParams(where: string, path: string, params: Params | undefined): void {
    const request = this.requestProperties(path);
    for (const name of Object.keys(params ?? {}))
      if (!(name in request)) this.errors.push(`${where}: ${path} has no request field ${name}`);
  }

  private column(
    resourceId: string,
    column: string | ColumnSpec,
    rowSchema: JsonObject | null,
    paging: 'server' | 'client',
    sortEnum: string[],
  ): ResolvedColumn {
    const spec: ColumnSpec = typeof column === 'string' ? { field: column } : column;
    const schema = rowSchema ? fieldSchema(rowSchema, spec.field) : null;
    if (rowSchema && !schema)
      this.errors.push(`${resourceId}: the rows have no readable field ${spec.field}`);
    const format = spec.format ?? guessFormat(schema);
    const sortable =
      spec.sortable ?? (paging === 'server' ? sortEnum.includes(spec.field) : format !== 'image');
    if (sortable && paging === 'server' && !sortEnum.includes(spec.field))
      this.errors.push(`${resourceId}: column ${spec.field} is sortable but not in the list's sortBy enum`);
    const first = spec.field.split('.')[0] ?? spec.field;
    const label = this.forms.label(resourceId, first, resourceId);
    const resolved: ResolvedColumn = {
      field: spec.field,
      label,
      format,
      sortable,
      hidden: spec.hidden ?? false,
    };
    if (spec.empty !== undefined) {
      if (!this.catalogue.has(spec.empty)) this.errors.push(`${resourceId}: no text ${spec.empty}`);
      resolved.empty = spec.empty;
    }
    if (format === 'enum') {
      const values = schema ? enumOf(schema) : [];
      resolved.values = {};
      for (const value of values) {
        const key = this.catalogue.first(
          `entities.${resourceId}.values.${first}.${value}`,
          `values.${first}.${value}`,
        );
        if (!key) this.errors.push(`${resourceId}: no label for ${first} = ${value}`);
        resolved.values[value] = key ?? value;
      }
    }
    return resolved;
  }

  private action(
    descriptor: ResourceDescriptor,
    action: ActionSpec,
    forms: Record<string, FormDefinition>,
  ): ResolvedAction {
    const where = `${descriptor.id}.actions.${action.id}`;
    const { path, params, ids } = action.operation;
    if (!this.contract.hasOperation(path)) this.errors.push(`${where}: unknown operation ${path}`);
    else {
      this.checkParams(where, path, params);
      if (ids && !(ids in this.requestProperties(path)))
        this.errors.push(`${where}: ${path} has no field ${ids}`);
    }
    let form: string | null = null;
    if (action.form && this.contract.hasOperation(path)) {
      form = `action.${action.id}`;
      forms[form] = this.forms.build({
        resourceId: descriptor.id,
        operation: path,
        engineFields: [...Object.keys(params ?? {}), ...(ids ? [ids] : [])],
        spec: action.form,
        mode: 'action',
      });
    }
    const text = (name: string, fallback: string | null) => {
      const key = this.catalogue.first(
        `entities.${descriptor.id}.actions.${action.id}.${name}`,
        ...(fallback ? [fallback] : []),
      );
      if (!key) this.errors.push(`${where}: no text entities.${descriptor.id}.actions.${action.id}.${name}`);
      return key ?? '';
    };
    const label = text('label', null);
    return {
      id: action.id,
      scope: action.scope,
      icon: this.icon(where, action.icon ?? 'dots'),
      access: (action.access as AccessExpression | undefined) ?? null,
      when: action.when ?? null,
      operation: asPath(action.operation),
      form,
      confirm: action.confirm ?? false,
      danger: action.danger ?? false,
      result: action.result ?? { kind: 'toast' },
      texts: {
        label,
        title: this.catalogue.first(`entities.${descriptor.id}.actions.${action.id}.title`) ?? label,
        confirm: action.confirm ? text('confirm', null) : 'engine.confirm',
        progress: text('progress', 'engine.working'),
        success: text('success', 'engine.done'),
        failure: text('failure', 'engine.failed'),
      },
    };
  }
}

/** An operation whose path the resolver checked against the contract. */
function asPath<T extends { path: string }>(op: T): Omit<T, 'path'> & { path: JsonApiPath } {
  return op as Omit<T, 'path'> & { path: JsonApiPath };
}

function withoutCreateOnly(spec: FormSpec | undefined): FormSpec | undefined {
  if (!spec?.requiredOnCreate) return spec;
  const { requiredOnCreate: _createOnly, ...rest } = spec;
  return rest;
}

function propertiesOf(schema: JsonObject): JsonObject {
  return isObject(schema.properties) ? schema.properties : {};
}

function enumOf(schema: unknown): string[] {
  if (!isObject(schema)) return [];
  if (Array.isArray(schema.enum)) return schema.enum.filter((v): v is string => typeof v === 'string');
  const branch = objectBranch(schema);
  return branch && branch !== schema ? enumOf(branch) : [];
}

/** Query parameters a list's view already uses (listState.ts), and the page action's. */
const RESERVED_QUERY_NAMES = new Set(['page', 'size', 'sort', 'dir', 'q', 'action']);

function typeOf(schema: JsonObject | null): ResolvedFilter['type'] {
  if (!schema) return 'string';
  const branch = Array.isArray(schema.oneOf) ? schema.oneOf.find(isObject) : schema;
  const raw = isObject(branch) ? branch.type : undefined;
  const type = Array.isArray(raw) ? raw.find((t) => t !== 'null') : raw;
  if (type === 'boolean') return 'boolean';
  if (type === 'integer' || type === 'number') return 'number';
  return 'string';
}

function isDay(schema: JsonObject | null): boolean {
  return schema?.format === 'date' || schema?.title === 'Date';
}

function guessFormat(schema: JsonObject | null): ColumnFormat {
  if (!schema) return 'text';
  const title = typeof schema.title === 'string' ? schema.title : '';
  if (title in FORMAT_BY_KIND) return FORMAT_BY_KIND[title] as ColumnFormat;
  if (schema.format === 'date-time') return 'datetime';
  if (schema.format === 'date') return 'date';
  if (schema.format === 'email') return 'email';
  if (Array.isArray(schema.enum)) return 'enum';
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'boolean') return 'boolean';
  if (type === 'integer' || type === 'number') return 'number';
  return 'text';
}

/**
 * One descriptor resolved against the contract and catalogues, outside the registry: what a test
 * uses to prove that a descriptor alone makes a working page.
 */
export function resolveDescriptor(
  descriptor: ResourceDescriptor,
  bundledContract: unknown,
  catalogues: unknown[],
) {
  const errors: string[] = [];
  const resolver = new ResourceResolver(
    new ContractSchemas(bundledContract),
    new CatalogueKeys(catalogues),
    errors,
    new Set(),
  );
  return { ...resolver.resolve(descriptor), errors };
}
