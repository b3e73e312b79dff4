/**
 * A form of the engine from an operation of the contract: the operation's request body (read-only fields
 * already gone) minus what the engine sends by itself (the row's id, the params), narrowed to the fields
 * the descriptor shows, with each field's label key as its title and a widget chosen from the field's
 * schema (Money -> money, ImageUrl -> image upload, boolean -> switch…) unless the descriptor names one.
 */
import type { FormSpec, WidgetName, WidgetSpec } from '../../src/entities/descriptor';
import type { FormDefinition } from '../../src/entities/resource';
import type { CatalogueKeys } from './catalogueKeys';
import { type ContractSchemas, isObject, type JsonObject } from './contractSchemas';

/** Keywords a form's validator and widgets do not need (documentation, wire-only closing, int formats). */
const DROPPED_KEYWORDS = new Set([
  'unevaluatedProperties',
  'additionalProperties',
  'readOnly',
  'writeOnly',
  '$schema',
  '$id',
  'examples',
  'description',
  'title',
]);
const WIRE_ONLY_FORMATS = new Set(['int32', 'int64']);
/** Widgets that edit a whole object or array, so RJSF must hand them the field rather than one input. */
const FIELD_WIDGETS = new Set<WidgetName>(['translations', 'idsFile', 'lines']);

export interface FormRequest {
  resourceId: string;
  operation: string;
  /** Request fields the engine fills itself (the row's id, params). */
  engineFields: string[];
  spec: FormSpec | undefined;
  mode: 'create' | 'update' | 'action' | 'section';
  /** Fields absent from the request that the form still edits, e.g. a section sent under one key. */
  bodyField?: string;
}

export class FormBuilder {
  constructor(
    private readonly contract: ContractSchemas,
    private readonly catalogue: CatalogueKeys,
    private readonly errors: string[],
  ) {}

  build(request: FormRequest): FormDefinition {
    const where = `${request.resourceId}: form of ${request.operation}`;
    const { schema: body, kinds } = this.contract.requestBody(request.operation);
    const source = request.bodyField ? this.nested(body, request.bodyField, where) : body;
    const properties = isObject(source.properties) ? source.properties : {};
    const required = new Set(Array.isArray(source.required) ? source.required.map(String) : []);
    const spec = request.spec ?? {};
    for (const field of request.engineFields) {
      delete properties[field];
      required.delete(field);
    }
    const writable = Object.keys(properties);
    const shown = this.order(spec, writable, where);
    const omitted = writable.filter((field) => !shown.includes(field));
    for (const field of omitted) {
      if (
        required.has(field) &&
        request.mode === 'create' &&
        !('default' in (properties[field] as JsonObject))
      )
        this.errors.push(`${where}: '${field}' is required on creation but the form omits it`);
    }
    if (request.mode === 'create') for (const field of spec.requiredOnCreate ?? []) required.add(field);

    const formProperties: JsonObject = {};
    const uiSchema: Record<string, unknown> = { 'ui:order': [...shown, ...Object.keys(spec.confirm ?? {})] };
    for (const field of shown) {
      const property = clean(properties[field]);
      property.title = this.label(request.resourceId, field, where);
      formProperties[field] = property;
      uiSchema[field] = this.fieldUi(request, field, property, kinds.get(field), spec, where);
    }
    for (const [confirmField, target] of Object.entries(spec.confirm ?? {})) {
      const targetSchema = formProperties[target];
      if (!isObject(targetSchema)) {
        this.errors.push(
          `${where}: confirm field '${confirmField}' repeats '${target}', which the form does not show`,
        );
        continue;
      }
      const { default: _default, ...copy } = targetSchema;
      formProperties[confirmField] = { ...copy, title: this.label(request.resourceId, confirmField, where) };
      const { 'ui:options': targetOptions, ...targetUi } = (uiSchema[target] ?? {}) as Record<
        string,
        unknown
      >;
      const { help: _help, ...confirmOptions } = (targetOptions ?? {}) as Record<string, unknown>;
      uiSchema[confirmField] = { ...targetUi, 'ui:options': confirmOptions };
      if (required.has(target)) required.add(confirmField);
    }
    if (spec.sections) {
      const fields = [...shown, ...Object.keys(spec.confirm ?? {})];
      uiSchema['ui:options'] = { sections: this.sections(request.resourceId, spec, fields, where) };
    }

    const schema: JsonObject = { type: 'object', properties: formProperties };
    const shownRequired = [...required].filter((field) => field in formProperties);
    if (shownRequired.length > 0) schema.required = shownRequired;
    const omittedSchemas = Object.fromEntries(omitted.map((field) => [field, clean(properties[field])]));
    return { schema, uiSchema, confirm: spec.confirm ?? {}, omitted: omittedSchemas };
  }

  private nested(body: JsonObject, field: string, where: string): JsonObject {
    const properties = isObject(body.properties) ? body.properties : {};
    const nested = properties[field];
    if (!isObject(nested) || !isObject(nested.properties)) {
      this.errors.push(`${where}: the request has no object '${field}'`);
      return { properties: {} };
    }
    return nested;
  }

  private order(spec: FormSpec, writable: string[], where: string): string[] {
    const omit = new Set(spec.omit ?? []);
    for (const field of [...omit, ...(spec.fields ?? [])]) {
      if (field !== '*' && !writable.includes(field))
        this.errors.push(
          `${where}: '${field}' is not a writable field of the request (${writable.join(', ')})`,
        );
    }
    const listed = spec.fields ?? ['*'];
    const named = new Set(listed.filter((field) => field !== '*'));
    const rest = writable.filter((field) => !named.has(field) && !omit.has(field));
    return listed
      .flatMap((field) => (field === '*' ? rest : [field]))
      .filter((field) => writable.includes(field));
  }

  private sections(resourceId: string, spec: FormSpec, shown: string[], where: string) {
    const placed = new Set<string>();
    const sections = (spec.sections ?? []).map((section) => {
      for (const field of section.fields) {
        if (!shown.includes(field))
          this.errors.push(`${where}: section '${section.id}' names '${field}', not shown`);
        placed.add(field);
      }
      const title = this.catalogue.first(`entities.${resourceId}.sections.${section.id}`);
      if (!title) this.errors.push(`${where}: no text entities.${resourceId}.sections.${section.id}`);
      return { id: section.id, title: title ?? '', fields: section.fields };
    });
    const unplaced = shown.filter((field) => !placed.has(field));
    if (unplaced.length > 0) this.errors.push(`${where}: fields in no section: ${unplaced.join(', ')}`);
    return sections;
  }

  label(resourceId: string, field: string, where: string): string {
    const key = this.catalogue.first(`entities.${resourceId}.fields.${field}`, `fields.${field}`);
    if (!key)
      this.errors.push(
        `${where}: no label for '${field}' (entities.${resourceId}.fields.${field} or fields.${field})`,
      );
    return key ?? field;
  }

  private fieldUi(
    request: FormRequest,
    field: string,
    property: JsonObject,
    kind: string | undefined,
    spec: FormSpec,
    where: string,
  ): Record<string, unknown> {
    const given = spec.widgets?.[field];
    const widget: WidgetSpec =
      typeof given === 'string' ? { widget: given } : (given ?? { widget: guessWidget(property, kind) });
    const options: Record<string, unknown> = {};
    const help = this.catalogue.first(`entities.${request.resourceId}.help.${field}`);
    if (help) options.help = help;
    if (Array.isArray(property.enum))
      options.enumLabels = this.enumLabels(request.resourceId, field, property.enum, where);
    if (widget.widget === 'image') {
      if (!widget.upload) this.errors.push(`${where}: image field '${field}' needs its upload model type`);
      options.upload = widget.upload;
    }
    if (widget.widget === 'options') {
      if (!widget.source) this.errors.push(`${where}: options field '${field}' needs a source`);
      else if (!this.contract.hasOperation(widget.source.path))
        this.errors.push(`${where}: options of '${field}' come from unknown operation ${widget.source.path}`);
      options.source = widget.source;
      options.shape = widget.shape ?? 'id';
      if (widget.emptyLabel) {
        if (!this.catalogue.has(widget.emptyLabel))
          this.errors.push(`${where}: no text ${widget.emptyLabel}`);
        options.emptyLabel = widget.emptyLabel;
      }
    }
    if (widget.widget === 'mapPoint') options.fields = widget.fields;
    if (widget.widget === 'lines') options.wide = true;
    const objectShaped = widget.widget === 'options' && widget.shape === 'object';
    if (FIELD_WIDGETS.has(widget.widget) || objectShaped) {
      return {
        'ui:field': objectShaped ? 'optionsObject' : widget.widget,
        'ui:fieldReplacesAnyOrOneOf': true,
        'ui:options': options,
      };
    }
    if (!isObject(property) || property.type === 'object' || Array.isArray(property.oneOf))
      this.errors.push(`${where}: '${field}' is an object; name a widget that edits it`);
    return { 'ui:widget': widget.widget, 'ui:options': options };
  }

  private enumLabels(
    resourceId: string,
    field: string,
    values: unknown[],
    where: string,
  ): Record<string, string> {
    const labels: Record<string, string> = {};
    for (const value of values) {
      if (value === null) continue;
      const key = this.catalogue.first(
        `entities.${resourceId}.values.${field}.${value}`,
        `values.${field}.${value}`,
      );
      if (!key) this.errors.push(`${where}: no label for ${field} = ${String(value)}`);
      labels[String(value)] = key ?? String(value);
    }
    return labels;
  }
}

/** The widget a field gets when the descriptor names none, from the component it references or its type. */
export function guessWidget(property: JsonObject, kind: string | undefined): WidgetName {
  switch (kind) {
    case 'Money':
      return 'money';
    case 'Points':
      return 'points';
    case 'ImageUrl':
      return 'image';
    case 'Time':
      return 'time';
    case 'Date':
      return 'date';
    case 'Email':
      return 'email';
    // An address is one line, however long it may be.
    case 'LinkUrl':
      return 'text';
    case 'Translation[]':
      return 'translations';
  }
  const type = Array.isArray(property.type) ? property.type.find((t) => t !== 'null') : property.type;
  if (Array.isArray(property.enum)) return 'select';
  // A list of plain values (codes, ids) is typed one per line.
  if (
    type === 'array' &&
    isObject(property.items) &&
    ['string', 'integer', 'number'].includes(String(property.items.type))
  )
    return 'lines';
  if (type === 'boolean') return 'switch';
  if (type === 'integer' || type === 'number') return 'number';
  if (type === 'string' && typeof property.maxLength === 'number' && property.maxLength > 300)
    return 'textarea';
  return 'text';
}

/** A copy of a schema without documentation and wire-only keywords, recursively. */
function clean(node: unknown): JsonObject {
  if (!isObject(node)) return {};
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED_KEYWORDS.has(key)) continue;
    if (key === 'format' && typeof value === 'string' && WIRE_ONLY_FORMATS.has(value)) continue;
    if (key === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [name, clean(schema)]),
      );
    } else if ((key === 'items' || key === 'not') && isObject(value)) {
      out[key] = clean(value);
    } else if ((key === 'oneOf' || key === 'anyOf') && Array.isArray(value)) {
      out[key] = value.map(clean);
    } else {
      out[key] = value;
    }
  }
  return out;
}
