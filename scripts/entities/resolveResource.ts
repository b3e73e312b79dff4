/**
 * One descriptor checked against the contract and resolved into what the engine reads (src/entities/
 * resource.ts): operations that exist, row fields that exist in the answers, sortable columns that the
 * list's sortBy enum allows, forms that show only writable fields, and every text a catalogue key.
 * Problems are collected, not thrown, so one `npm run gen` reports them all.
 */
import type { AccessExpression } from '../../src/contract/access/accessExpression';
import type { JsonApiPath } from '../../src/contract/types';
import type {
  ActionSpec,
  ColumnFormat,
  ColumnSpec,
  Condition,
  FilterSpec,
  FormSpec,
  GetOperation,
  MenuPlacement,
  Operations,
  Params,
  ResourceDescriptor,
  ResultSpec,
  RowLinkSpec,
  SummarySpec,
  ValueList,
} from '../../src/entities/descriptor';
import type {
  FormDefinition,
  MenuEntryData,
  PageEntry,
  ResolvedAction,
  ResolvedColumn,
  ResolvedDetails,
  ResolvedFilter,
  ResolvedLink,
  ResolvedResult,
  ResolvedSection,
  ResolvedSummary,
  Resource,
  ResourceOperations,
  ResourceTextName,
} from '../../src/entities/resource';
import { ICON_SHAPES, type IconName } from '../../src/ui/iconShapes';
import { operationAccess } from '../contractAccess';
import { accessDisagreements, pageAccess } from './accessAgreement';
import { CatalogueKeys } from './catalogueKeys';
import { ContractSchemas, fieldSchema, isObject, type JsonObject, objectBranch } from './contractSchemas';
import { FormBuilder } from './formSchema';

/** A descriptor whose page access is settled (its own, or its list's x-access: accessAgreement.ts). */
export type AccessedDescriptor = ResourceDescriptor & { access: AccessExpression };

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
const OWN_TEXTS: ResourceTextName[] = ['title', 'createTitle', 'editTitle', 'viewTitle', 'readOnly'];

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

  resolve(descriptor: AccessedDescriptor): ResolvedDescriptor {
    const forms: Record<string, FormDefinition> = {};
    const texts = this.texts(descriptor);
    const page = descriptor.route === undefined ? null : this.page(descriptor, texts.title);
    if (descriptor.kind === 'screen') return { page, resource: null, forms };

    const where = descriptor.id;
    const ops = descriptor.operations ?? {};
    if (descriptor.entity && !this.entityExists(descriptor.entity))
      this.errors.push(`${where}: unknown entity ${descriptor.entity}`);
    const base = this.operations(descriptor, ops, '', forms);
    const { rowSchema, answerSchema, paging, sortEnum, listRequest } = base;
    const columns = (descriptor.columns ?? []).map((column) =>
      this.column(descriptor.id, column, rowSchema, paging, sortEnum, answerSchema),
    );
    const filters = (descriptor.filters ?? []).map((filter) =>
      this.filter(descriptor.id, filter, listRequest, paging === 'client' ? rowSchema : null),
    );
    const variants: NonNullable<Resource['variants']> = {};
    for (const [userType, variantOps] of Object.entries(descriptor.operationsFor ?? {}) as [
      'admin' | 'client',
      Operations,
    ][]) {
      const variant = this.operations(descriptor, variantOps, `${userType}.`, forms);
      const label = `${where}.operationsFor.${userType}`;
      if (variant.resolved.list && base.resolved.list && variant.paging !== paging)
        this.errors.push(
          `${label}: its list pages ${variant.paging === 'server' ? 'on' : 'off'} the server, unlike the page's`,
        );
      if (variant.rowSchema)
        for (const column of columns)
          if (!fieldSchema(variant.rowSchema, column.field))
            this.errors.push(`${label}: its rows have no readable field ${column.field}`);
      variants[userType] = variant.resolved;
    }
    const conditions = [
      ['update.when', ops.update?.when],
      ['remove.when', ops.remove?.when],
      ['remove.warnWhen', ops.remove?.warnWhen],
      ...(descriptor.actions ?? []).map((a) => [`actions.${a.id}.when`, a.when] as const),
    ] as const;
    for (const [name, condition] of conditions) {
      for (const field of condition ? conditionFields(condition) : [])
        if (rowSchema && !fieldSchema(rowSchema, field))
          this.errors.push(`${where}: ${name} names ${field}, not a field of the rows`);
    }
    const counted = ops.remove?.confirmCount;
    if (counted && rowSchema && fieldSchema(rowSchema, counted)?.type !== 'integer')
      this.errors.push(`${where}: remove.confirmCount names ${counted}, not an integer field of the rows`);
    const actions = (descriptor.actions ?? []).flatMap((action) => {
      const { scope } = action;
      if (!Array.isArray(scope)) return [this.action(descriptor, { ...action, scope }, forms)];
      return scope.map((one) =>
        one === 'row'
          ? this.action(descriptor, onRows(action), forms)
          : one === 'page'
            ? this.action(descriptor, onPage(action), forms, `action.${action.id}.page`)
            : this.action(descriptor, { ...action, scope: 'bulk' }, forms, `action.${action.id}.bulk`),
      );
    });
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
          sectionId: section.id,
          ...(section.save.body ? { bodyField: section.save.body } : {}),
        });
      }
      let loaded: JsonObject | null = null;
      if (!this.contract.hasOperation(section.load.path))
        this.errors.push(`${where}: unknown operation ${section.load.path}`);
      else {
        const answer = this.contract.answer(section.load.path).schema;
        const item = section.load.item === undefined ? answer : propertiesOf(answer)[section.load.item];
        if (!isObject(item))
          this.errors.push(`${where}: ${section.load.path} answers no '${section.load.item}'`);
        else loaded = objectBranch(item);
      }
      for (const [field, path] of Object.entries(section.load.rename ?? {}))
        if (loaded && !fieldSchema(loaded, path))
          this.errors.push(
            `${where}: section ${section.id} renames ${path} to ${field}, but loads no ${path}`,
          );
      if (section.save?.item && this.contract.hasOperation(section.save.path)) {
        const saved = propertiesOf(this.contract.answer(section.save.path).schema)[section.save.item];
        if (!isObject(saved))
          this.errors.push(`${where}: ${section.save.path} answers no '${section.save.item}'`);
      }
      if (section.after && !section.save)
        this.errors.push(`${where}: section ${section.id} has an after-save effect but no save`);
      if (section.preview && !section.save)
        this.errors.push(`${where}: section ${section.id} has a preview but no form to follow`);
      for (const id of section.actions ?? [])
        if (!descriptor.actions?.some((action) => action.id === id && action.scope === 'page'))
          this.errors.push(`${where}: section ${section.id} names ${id}, not a page action`);
      const title = this.catalogue.first(`entities.${descriptor.id}.sections.${section.id}`);
      if (!title) this.errors.push(`${where}: no text entities.${descriptor.id}.sections.${section.id}`);
      const own = (name: string) =>
        this.catalogue.first(`entities.${descriptor.id}.sections.${section.id}_${name}`);
      const resolved: ResolvedSection = {
        id: section.id,
        title: title ?? '',
        access: section.access ?? null,
        load: asPath(section.load),
        save: section.save ? asPath(section.save) : null,
        form,
        fields: (section.fields ?? []).map((column) =>
          this.column(descriptor.id, column, loaded, 'client', []),
        ),
        actions: section.actions ?? [],
        failure: section.failure ?? 'inline',
        danger: section.danger ?? false,
        preview: section.preview ?? null,
        after: section.after ?? null,
        texts: {
          saving: this.sectionText(descriptor.id, section.id, 'saving'),
          saved: this.sectionText(descriptor.id, section.id, 'saved'),
          savedDescription: own('savedDescription'),
          saveFailed: this.sectionText(descriptor.id, section.id, 'saveFailed'),
          submit: own('submit') ?? 'engine.save',
          description: own('description'),
          empty: own('empty'),
        },
      };
      return resolved;
    });

    let detail: Resource['detail'] = null;
    if (descriptor.detail) {
      const info = descriptor.detail.info;
      const detailSchema = this.detailSchema(where, infoOperations(info), rowSchema);
      const detailColumn = (column: string | ColumnSpec) =>
        this.column(descriptor.id, column, detailSchema, 'client', []);
      detail = {
        info: info === undefined ? null : Array.isArray(info) ? info.map(asPath) : asPath(info),
        ...(descriptor.detail.highlight ? { highlight: descriptor.detail.highlight.map(detailColumn) } : {}),
        fields: (descriptor.detail.fields ?? []).map(detailColumn),
        related: descriptor.detail.related,
      };
    }
    for (const field of descriptor.labelFields ?? [])
      if (rowSchema && !fieldSchema(rowSchema, field))
        this.errors.push(`${where}: label field ${field} is not a field of the rows`);

    const resource: Omit<Resource, 'forms'> = {
      id: descriptor.id,
      kind: descriptor.kind,
      route: descriptor.route ?? null,
      key: descriptor.key ?? 'id',
      access: descriptor.access,
      list: base.resolved.list,
      get: base.resolved.get,
      create: base.resolved.create,
      update: base.resolved.update,
      remove: base.resolved.remove,
      reorder: base.resolved.reorder,
      columns,
      filters,
      actions,
      sections,
      detail,
      texts,
    };
    // Optional parts only when used, so the registry of a page without them reads as before.
    const links = (descriptor.links ?? []).map((link) => this.link(descriptor, link, rowSchema));
    if (links.length > 0) resource.links = links;
    if (descriptor.labelFields) resource.labelFields = descriptor.labelFields;
    const rowLabel = this.catalogue.first(`entities.${descriptor.id}.rowLabel`);
    if (rowLabel) resource.rowLabel = rowLabel;
    if (descriptor.related?.length) {
      if (descriptor.kind !== 'singleton')
        this.errors.push(`${where}: only a singleton lists related resources`);
      resource.related = descriptor.related;
    }
    if (Object.keys(variants).length > 0) resource.variants = variants;
    if (base.resolved.formKeys.create !== 'create') resource.formKeys = base.resolved.formKeys;
    const answerTitle = this.catalogue.first(`entities.${descriptor.id}.answerTitle`);
    if (answerTitle) resource.answerTitle = answerTitle;
    if (
      descriptor.defaultSort &&
      !columns.some((c) => c.field === descriptor.defaultSort?.field && c.sortable)
    )
      this.errors.push(`${where}: default sort ${descriptor.defaultSort.field} is not a sortable column`);
    return { page, resource, forms };
  }

  /**
   * A set of operations checked against the contract, with their create and update forms (under
   * `<prefix>create` and `<prefix>update`): the page's own, or one user type's (operationsFor). A list
   * whose rows are a field of the parent row (a detail's related list) has no operation of its own.
   */
  private operations(
    descriptor: ResourceDescriptor,
    ops: Operations,
    prefix: string,
    forms: Record<string, FormDefinition>,
  ) {
    const where = prefix ? `${descriptor.id}.operationsFor.${prefix.slice(0, -1)}` : descriptor.id;
    const listOp = ops.list && 'path' in ops.list ? ops.list : undefined;
    const parentList = ops.list && 'parent' in ops.list ? ops.list : undefined;
    for (const op of [
      listOp,
      ops.get,
      ops.create,
      ops.update,
      ops.remove,
      ops.reorder,
      ...infoOperations(descriptor.detail?.info),
    ]) {
      if (op && !this.contract.hasOperation(op.path))
        this.errors.push(`${where}: unknown operation ${op.path}`);
    }
    const rowSchema = listOp
      ? this.rowSchema(where, listOp.path, listOp.items)
      : parentList
        ? this.parentRowSchema(where, descriptor.entity, parentList.parent)
        : null;
    const answerSchema =
      listOp && this.contract.hasOperation(listOp.path) ? this.contract.answer(listOp.path).schema : null;
    const listRequest = listOp ? this.requestProperties(listOp.path) : {};
    const paging: 'server' | 'client' = 'page' in listRequest ? 'server' : 'client';
    const sortEnum = enumOf(listRequest.sortBy);
    if (listOp) this.checkParams(where, listOp.path, listOp.params);
    for (const field of listOp?.only ? conditionFields(listOp.only) : [])
      if (rowSchema && !fieldSchema(rowSchema, field))
        this.errors.push(`${where}: the rows have no field ${field} to keep them by`);

    const formKeys = { create: `${prefix}create`, update: `${prefix}update` };
    if (ops.create) {
      this.checkParams(where, ops.create.path, ops.create.params);
      forms[formKeys.create] = this.forms.build({
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
    if (ops.get && this.contract.hasOperation(ops.get.path)) {
      const answer = propertiesOf(this.contract.answer(ops.get.path).schema);
      const items = Array.isArray(ops.get.item) ? ops.get.item : [ops.get.item];
      for (const item of items)
        if (!isObject(answer[item])) this.errors.push(`${where}: ${ops.get.path} answers no '${item}'`);
    }
    if (ops.update) {
      forms[formKeys.update] = this.forms.build({
        resourceId: descriptor.id,
        operation: ops.update.path,
        engineFields: [ops.update.id, ...Object.keys(ops.update.params ?? {})],
        spec: withoutCreateOnly(descriptor.form),
        mode: 'update',
      });
    }
    if (ops.reorder && !(ops.reorder.ids in this.requestProperties(ops.reorder.path)))
      this.errors.push(`${where}: reorder operation has no request field ${ops.reorder.ids}`);

    const resolved: ResourceOperations = {
      list: ops.list
        ? {
            ...(listOp ? asPath(listOp) : { path: null, items: parentList?.parent ?? '' }),
            paging,
            search: 'search' in listRequest ? 'server' : descriptor.searchFields ? 'client' : 'none',
            defaultSort: descriptor.defaultSort ?? null,
            searchFields: descriptor.searchFields ?? [],
            ...(descriptor.summary && listOp
              ? {
                  summary: descriptor.summary.map((figure) =>
                    this.summaryFigure(descriptor.id, figure, listOp.path),
                  ),
                }
              : {}),
          }
        : null,
      get: ops.get ? asPath(ops.get) : null,
      create: ops.create ? asPath(ops.create) : null,
      update: ops.update ? asPath(ops.update) : null,
      remove: ops.remove ? asPath(ops.remove) : null,
      reorder: ops.reorder ? asPath(ops.reorder) : null,
      formKeys,
    };
    return { resolved, rowSchema, answerSchema, paging, sortEnum, listRequest };
  }

  /** A row's link: its path's `{field}`s must be fields of the rows. */
  private link(
    descriptor: ResourceDescriptor,
    link: RowLinkSpec,
    rowSchema: JsonObject | null,
  ): ResolvedLink {
    const where = `${descriptor.id}.links.${link.id}`;
    for (const [, field] of link.to.matchAll(/\{([^}]+)\}/g))
      if (rowSchema && field && !fieldSchema(rowSchema, field))
        this.errors.push(`${where}: the rows have no field ${field}`);
    const label = this.catalogue.first(`entities.${descriptor.id}.links.${link.id}`);
    if (!label) this.errors.push(`${where}: no text entities.${descriptor.id}.links.${link.id}`);
    return {
      id: link.id,
      to: link.to,
      icon: this.icon(where, link.icon ?? 'chevronRight'),
      label: label ?? '',
      access: link.access ?? null,
    };
  }

  /** What an action's details show: fields of the answer's object and its arrays as tables. */
  private details(
    descriptor: ResourceDescriptor,
    action: ActionSpec,
    result: Extract<ResultSpec, { kind: 'details' }>,
  ): ResolvedDetails | null {
    if (!result.fields && !result.lists) return null;
    const where = `${descriptor.id}.actions.${action.id}`;
    const answer = this.contract.hasOperation(action.operation.path)
      ? this.contract.answer(action.operation.path).schema
      : null;
    const shown = answer ? objectBranch(fieldSchema(answer, result.field)) : null;
    if (answer && !shown) this.errors.push(`${where}: the answer has no object ${result.field}`);
    const scope = `entities.${descriptor.id}.actions.${action.id}.fields`;
    const fields = (result.fields ?? []).map((column) =>
      this.column(descriptor.id, column, shown, 'client', [], null, scope),
    );
    const lists = (result.lists ?? []).map((list) => {
      const array = shown ? fieldSchema(shown, list.field) : null;
      const items = array && isObject(array.items) ? objectBranch(array.items) : null;
      if (shown && !items)
        this.errors.push(`${where}: ${result.field}.${list.field} is not a list of objects`);
      const label =
        this.catalogue.first(`${scope}.${list.field}`) ?? this.forms.label(descriptor.id, list.field, where);
      return {
        field: list.field,
        label,
        columns: list.columns.map((column) =>
          this.column(descriptor.id, column, items, 'client', [], null, scope),
        ),
      };
    });
    return { fields, lists };
  }

  /**
   * The row a detail page shows: the listed row's fields, overlaid by what each info operation gives —
   * its item objects merged, and its renamed fields.
   */
  private detailSchema(
    where: string,
    infos: GetOperation[],
    rowSchema: JsonObject | null,
  ): JsonObject | null {
    if (infos.length === 0) return rowSchema;
    const properties: JsonObject = { ...propertiesOf(objectBranch(rowSchema) ?? {}) };
    for (const info of infos) {
      if (!this.contract.hasOperation(info.path)) continue;
      if (!(info.id in this.requestProperties(info.path)))
        this.errors.push(`${where}: info operation ${info.path} has no request field ${info.id}`);
      this.checkParams(where, info.path, info.params);
      const answer = this.contract.answer(info.path).schema;
      for (const item of Array.isArray(info.item) ? info.item : [info.item]) {
        const answered = propertiesOf(answer)[item];
        // A list is searched for the row (orders have no single-order call): its items describe it.
        const described =
          isObject(answered) && answered.type === 'array' && isObject(answered.items)
            ? answered.items
            : answered;
        const object = objectBranch(isObject(described) ? described : null);
        if (!object) this.errors.push(`${where}: ${info.path} answers no object '${item}'`);
        else Object.assign(properties, propertiesOf(object));
      }
      for (const [field, path] of Object.entries(info.rename ?? {})) {
        const schema = fieldSchema(answer, path);
        if (!schema) this.errors.push(`${where}: ${info.path} answers no '${path}'`);
        else properties[field] = schema;
      }
    }
    return { type: 'object', properties };
  }

  private entityExists(name: string): boolean {
    try {
      this.contract.entity(name);
      return true;
    } catch {
      return false;
    }
  }

  private page(descriptor: AccessedDescriptor, title: string): PageEntry {
    return {
      id: descriptor.id,
      kind: descriptor.kind,
      route: descriptor.route ?? '',
      title,
      access: descriptor.access,
      menu: (descriptor.menu ?? []).map((placement) => this.menuEntry(descriptor, placement, title)),
      screen: descriptor.screen ?? null,
      hasDetail: descriptor.detail !== undefined,
      list: null,
    };
  }

  private menuEntry(descriptor: AccessedDescriptor, placement: MenuPlacement, title: string): MenuEntryData {
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
      'viewTitle',
      'readOnly',
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
    // Rows that cannot be edited open read-only, titled as such and saying why (a sent notification).
    if (descriptor.operations?.update?.when) {
      needed.add('viewTitle');
      needed.add('readOnly');
    }
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
    const label =
      this.catalogue.first(`entities.${resourceId}.filters.${spec.field}`) ??
      this.forms.label(resourceId, spec.field, where);
    // A select whose choices come at run time (a list's names, an operation's rows).
    const select: ResolvedFilter = { field: spec.field, label, widget: 'select', target, type, options: [] };
    if (spec.values) {
      if (target !== 'request' || type !== 'string')
        this.errors.push(`${where}: a filter of ${spec.values} needs a text field of the list's request`);
      if (spec.widget && spec.widget !== 'select')
        this.errors.push(`${where}: a filter of ${spec.values} is a select`);
      this.checkValueList(spec.values, where);
      return { ...select, valueList: spec.values, allLabel: this.allLabel(spec, where) };
    }
    if (spec.source) {
      // The choices are another operation's rows: a city, a branch.
      if (!this.contract.hasOperation(spec.source.path))
        this.errors.push(`${where}: unknown operation ${spec.source.path}`);
      if (target !== 'request')
        this.errors.push(`${where}: a filter fed by an operation needs a field of the list's request`);
      return { ...select, source: spec.source, allLabel: this.allLabel(spec, where) };
    }
    const widget =
      spec.widget ?? (values.length > 0 || type === 'boolean' ? 'select' : isDay(schema) ? 'date' : null);
    if (!widget) this.errors.push(`${where}: name its widget (select, date or text)`);
    if ((widget === 'date' || widget === 'text') && target === 'rows')
      this.errors.push(`${where}: a ${widget} filter needs a field of the list's request`);
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
    if (spec.allLabel) this.errors.push(`${where}: allLabel is for filters fed by an operation or a list`);
    return { field: spec.field, label, widget: widget ?? 'select', target, type, options };
  }

  /**
   * The choice of a select fed at run time that filters nothing: the engine's 'Todos' unless the filter
   * names its own, to agree with its label ('Todas' for 'Operación').
   */
  private allLabel(spec: FilterSpec, where: string): string {
    const allLabel = spec.allLabel ?? 'engine.filters.all';
    if (!this.catalogue.has(allLabel)) this.errors.push(`${where}: no text ${allLabel}`);
    return allLabel;
  }

  /**
   * A list's names are read at run time from its labels (`<list>.<name>`, loaded with the page), so the
   * resource carries none. Gen checks there are some; tests/unit/operationLabels.test.ts holds the
   * operations' labels to the contract's changing operations and the audit trail's server test the
   * tables' to the database's.
   */
  private checkValueList(list: ValueList, where: string): void {
    if (this.catalogue.namesUnder(list).length === 0)
      this.errors.push(`${where}: no ${list} are labelled (${list}.<name>)`);
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
    answerSchema: JsonObject | null = null,
    /** Label keys tried before the resource's own (an action's details). */
    labelScope: string | null = null,
  ): ResolvedColumn {
    const spec: ColumnSpec = typeof column === 'string' ? { field: column } : column;
    const schema = rowSchema ? fieldSchema(rowSchema, spec.field) : null;
    if (rowSchema && !schema)
      this.errors.push(`${resourceId}: the rows have no readable field ${spec.field}`);
    if (spec.values && spec.format && spec.format !== 'enum')
      this.errors.push(`${resourceId}: column ${spec.field} lists ${spec.values}, so its format is enum`);
    const format = spec.values ? 'enum' : (spec.format ?? guessFormat(schema));
    const sortable =
      spec.sortable ?? (paging === 'server' ? sortEnum.includes(spec.field) : format !== 'image');
    if (sortable && paging === 'server' && !sortEnum.includes(spec.field))
      this.errors.push(`${resourceId}: column ${spec.field} is sortable but not in the list's sortBy enum`);
    const first = spec.field.split('.')[0] ?? spec.field;
    // An action's details have their own labels; a nested field may have its own (nextLevel.missing);
    // else a field is named by its object's.
    const scoped = labelScope ? this.catalogue.first(`${labelScope}.${first}`) : null;
    const label =
      scoped ||
      (spec.field !== first && this.catalogue.first(`entities.${resourceId}.fields.${spec.field}`)) ||
      this.forms.label(resourceId, first, resourceId);
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
    if (spec.whenAnswer !== undefined) {
      const flag = answerSchema ? fieldSchema(answerSchema, spec.whenAnswer) : null;
      if (flag?.type !== 'boolean')
        this.errors.push(
          `${resourceId}: column ${spec.field} depends on ${spec.whenAnswer}, not a boolean of the list's answer`,
        );
      resolved.whenAnswer = spec.whenAnswer;
    }
    if (spec.when !== undefined) {
      for (const field of conditionFields(spec.when))
        if (rowSchema && !fieldSchema(rowSchema, field))
          this.errors.push(
            `${resourceId}: column ${spec.field} depends on ${field}, not a field of the rows`,
          );
      resolved.when = spec.when;
    }
    if (spec.href !== undefined) {
      for (const [, source, path] of spec.href.matchAll(/\{(row|answer)\.([^}]+)\}/g)) {
        const within = source === 'row' ? rowSchema : answerSchema;
        if (within && path && !fieldSchema(within, path))
          this.errors.push(
            `${resourceId}: column ${spec.field} links with ${source}.${path}, which the ${source === 'row' ? 'rows' : "list's answer"} lack`,
          );
      }
      resolved.href = spec.href;
    }
    if (spec.values) {
      this.checkValueList(spec.values, `${resourceId}: column ${spec.field}`);
      resolved.valueList = spec.values;
    } else if (format === 'enum') {
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

  /** A figure of the list's answer (beside the rows) about every matching row, shown above the table. */
  private summaryFigure(resourceId: string, given: string | SummarySpec, listPath: string): ResolvedSummary {
    const spec: SummarySpec = typeof given === 'string' ? { field: given } : given;
    const where = `${resourceId}: summary ${spec.field}`;
    const answer = this.contract.hasOperation(listPath)
      ? propertiesOf(this.contract.answer(listPath).schema)
      : {};
    const schema = answer[spec.field];
    if (!isObject(schema)) this.errors.push(`${where} is not a field of ${listPath}'s answer`);
    const label = this.catalogue.first(
      `entities.${resourceId}.summary.${spec.field}`,
      `entities.${resourceId}.fields.${spec.field}`,
      `fields.${spec.field}`,
    );
    if (!label) this.errors.push(`${where}: no text entities.${resourceId}.summary.${spec.field}`);
    return {
      field: spec.field,
      label: label ?? spec.field,
      format: spec.format ?? guessFormat(isObject(schema) ? schema : null),
      help: this.catalogue.first(`entities.${resourceId}.help.${spec.field}`) ?? null,
    };
  }

  private action(
    descriptor: ResourceDescriptor,
    action: ActionSpec & { scope: 'row' | 'page' | 'bulk' },
    forms: Record<string, FormDefinition>,
    formKey = `action.${action.id}`,
  ): ResolvedAction {
    const where = `${descriptor.id}.actions.${action.id}`;
    const { path, params, ids } = action.operation;
    if (!this.contract.hasOperation(path)) this.errors.push(`${where}: unknown operation ${path}`);
    else {
      this.checkParams(where, path, params);
      if (ids && !(ids in this.requestProperties(path)))
        this.errors.push(`${where}: ${path} has no field ${ids}`);
    }
    if (action.prefill && (action.scope !== 'row' || !action.form))
      this.errors.push(`${where}: only a row action with a form can start from the row`);
    // A bulk action without `ids` is called once per selected row, with that row's params.
    const perRow = action.scope === 'bulk' && !ids;
    if (perRow && action.form)
      this.errors.push(`${where}: a bulk action called once per row asks no form (give operation.ids)`);
    if (action.result?.kind === 'resource' && action.result.resource === descriptor.id)
      this.errors.push(`${where}: a resource cannot show its own list from an action`);
    let form: string | null = null;
    if (action.form && this.contract.hasOperation(path)) {
      form = formKey;
      forms[form] = this.forms.build({
        resourceId: descriptor.id,
        operation: path,
        engineFields: [...Object.keys(params ?? {}), ...(ids ? [ids] : [])],
        spec: action.form,
        mode: 'action',
        actionId: action.id,
      });
    }
    const text = (name: string, fallback: string | null) => {
      const key = this.catalogue.first(
        `entities.${descriptor.id}.actions.${action.id}.${name}`,
        ...(action.textsOf ? [`entities.${action.textsOf}.actions.${action.id}.${name}`] : []),
        ...(fallback ? [fallback] : []),
      );
      if (!key) this.errors.push(`${where}: no text entities.${descriptor.id}.actions.${action.id}.${name}`);
      return key ?? '';
    };
    const label = text('label', null);
    const successDetail = perRow
      ? null
      : this.catalogue.first(
          `entities.${descriptor.id}.actions.${action.id}.successDetail`,
          ...(action.textsOf ? [`entities.${action.textsOf}.actions.${action.id}.successDetail`] : []),
        );
    const title =
      this.catalogue.first(
        `entities.${descriptor.id}.actions.${action.id}.title`,
        ...(action.textsOf ? [`entities.${action.textsOf}.actions.${action.id}.title`] : []),
      ) ?? label;
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
      result: this.result(descriptor.id, action.id, where, path, action.result),
      ...(action.result?.kind === 'details'
        ? { details: this.details(descriptor, action, action.result) }
        : {}),
      ...(action.prefill ? { prefill: true } : {}),
      ...(perRow ? { perRow: true } : {}),
      texts: {
        label,
        title,
        confirm: action.confirm ? text(perRow ? 'bulkConfirm' : 'confirm', null) : 'engine.confirm',
        progress: text('progress', 'engine.working'),
        success: perRow ? text('bulkSuccess', null) : text('success', 'engine.done'),
        failure: text('failure', 'engine.failed'),
        ...(successDetail ? { successDetail } : {}),
      },
    };
  }

  /** An action's result; a list's columns are fields of the items of the answer's array. */
  private result(
    resourceId: string,
    actionId: string,
    where: string,
    path: string,
    result: ResultSpec | undefined,
  ): ResolvedResult {
    if (!result) return { kind: 'toast' };
    if (result.kind !== 'list') return result;
    let items: JsonObject | null = null;
    if (this.contract.hasOperation(path)) {
      const answer = propertiesOf(this.contract.answer(path).schema)[result.field];
      if (isObject(answer) && answer.type === 'array' && isObject(answer.items)) items = answer.items;
      else this.errors.push(`${where}: ${path} answers no list '${result.field}'`);
    }
    return {
      kind: 'list',
      field: result.field,
      columns: result.columns.map((column) => {
        const spec = typeof column === 'string' ? { field: column } : column;
        const resolved = this.column(resourceId, { sortable: false, ...spec }, items, 'client', []);
        // The action's own label comes first: a request's points, not the customer's balance.
        const own = this.catalogue.first(
          `entities.${resourceId}.actions.${actionId}.fields.${spec.field}`,
          `entities.${resourceId}.actions.${actionId}.fields.${spec.field.split('.')[0]}`,
        );
        return own ? { ...resolved, label: own } : resolved;
      }),
    };
  }
}

/** A detail's info operations as a list. */
function infoOperations(info: GetOperation | GetOperation[] | undefined): GetOperation[] {
  return info === undefined ? [] : Array.isArray(info) ? info : [info];
}

/** The request fields a row gives an action (`customerId: { row: 'id' }`). */
function rowFields(action: ActionSpec): string[] {
  return Object.entries(action.operation.params ?? {})
    .filter(([, source]) => 'row' in source)
    .map(([name]) => name);
}

/** An action on rows and the page, as a row action: the row gives its fields, so the form omits them. */
function onRows(action: ActionSpec): ActionSpec & { scope: 'row' } {
  const given = new Set(rowFields(action));
  const form = action.form && {
    ...action.form,
    ...(action.form.fields ? { fields: action.form.fields.filter((field) => !given.has(field)) } : {}),
    ...(action.form.widgets
      ? {
          widgets: Object.fromEntries(
            Object.entries(action.form.widgets).filter(([field]) => !given.has(field)),
          ),
        }
      : {}),
  };
  return { ...action, scope: 'row', ...(form ? { form } : {}) };
}

/** The same action on the page: no row, so the form asks for what a row would have given, first. */
function onPage(action: ActionSpec): ActionSpec & { scope: 'page' } {
  const asked = rowFields(action);
  const params = Object.fromEntries(
    Object.entries(action.operation.params ?? {}).filter(([name]) => !asked.includes(name)),
  );
  const fields = action.form?.fields;
  return {
    ...action,
    scope: 'page',
    operation: { ...action.operation, params },
    form: {
      ...action.form,
      fields: fields ? [...asked.filter((field) => !fields.includes(field)), ...fields] : [...asked, '*'],
    },
  };
}

/** An operation whose path the resolver checked against the contract. */
function asPath<T extends { path: string }>(op: T): Omit<T, 'path'> & { path: JsonApiPath } {
  return op as Omit<T, 'path'> & { path: JsonApiPath };
}

/** The edit form: without what only creating asks (a required password, where a customer signed up). */
function withoutCreateOnly(spec: FormSpec | undefined): FormSpec | undefined {
  if (!spec?.requiredOnCreate && !spec?.createOnly) return spec;
  const { requiredOnCreate: _required, createOnly = [], ...rest } = spec;
  const kept = ([field]: [string, unknown]) => !createOnly.includes(field);
  const edit: FormSpec = { ...rest };
  if (rest.fields) edit.fields = rest.fields.filter((field) => !createOnly.includes(field));
  if (rest.sections)
    edit.sections = rest.sections.map((section) => ({
      ...section,
      fields: section.fields.filter((field) => !createOnly.includes(field)),
    }));
  if (rest.widgets) edit.widgets = Object.fromEntries(Object.entries(rest.widgets).filter(kept));
  const fixed = Object.entries(rest.fixed ?? {}).filter(kept);
  if (fixed.length > 0) edit.fixed = Object.fromEntries(fixed);
  else delete edit.fixed;
  const requiredWhen = Object.entries(rest.requiredWhen ?? {}).filter(kept);
  if (requiredWhen.length > 0) edit.requiredWhen = Object.fromEntries(requiredWhen);
  else delete edit.requiredWhen;
  return edit;
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
  const contractAccess = operationAccess(bundledContract as JsonObject).access;
  const access = pageAccess(descriptor, contractAccess);
  if (!access) errors.push(`${descriptor.id}: no access, and no list or loaded operation to take it from`);
  else errors.push(...accessDisagreements(descriptor, access, contractAccess));
  return { ...resolver.resolve({ ...descriptor, access: access ?? 'admin' }), errors };
}

/** The row fields a condition reads (an allOf reads its parts'). */
function conditionFields(condition: Condition): string[] {
  return 'allOf' in condition ? condition.allOf.flatMap(conditionFields) : [condition.field];
}
