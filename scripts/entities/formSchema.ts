/**
 * A form of the engine from an operation of the contract: the operation's request body (read-only fields
 * already gone) minus what the engine sends by itself (the row's id, the params), narrowed to the fields
 * the descriptor shows, with each field's label key as its title and a widget chosen from the field's
 * schema (Money -> money, ImageUrl -> image upload, boolean -> switch…) unless the descriptor names one.
 */
import type { FormSpec, MomentSpec, WidgetName, WidgetSpec } from '../../src/entities/descriptor';
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
  /** An action's form: its own labels and help (`entities.<id>.actions.<action>.fields.<field>`) come first. */
  actionId?: string;
  /** A section's form: its own help (`entities.<id>.sectionHelp.<section>.<field>`) comes first. */
  sectionId?: string;
}

/** Components whose pattern has a message of its own (`validation.patterns.<kind>`): a phone, an address. */
const PATTERN_KINDS = new Set(['Phone', 'Time', 'LinkUrl', 'ImageUrl']);

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
    for (const field of spec.required ?? []) required.add(field);

    const formProperties: JsonObject = {};
    const uiSchema: Record<string, unknown> = { 'ui:order': [...shown, ...Object.keys(spec.confirm ?? {})] };
    for (const field of shown) {
      const property = clean(properties[field]);
      property.title =
        this.actionText(request, 'fields', field) ?? this.label(request.resourceId, field, where);
      formProperties[field] = property;
      uiSchema[field] = this.fieldUi(request, field, property, kinds, spec, where);
    }
    for (const [field, given] of Object.entries(spec.widgets ?? {}))
      for (const target of Object.keys((typeof given === 'object' && given.fill) || {}))
        if (!shown.includes(target) || target === field)
          this.errors.push(`${where}: options '${field}' fill '${target}', not another field the form shows`);
    this.mapPoints(spec, shown, formProperties, required, uiSchema, where);
    this.idsFiles(spec, shown, formProperties, uiSchema, where);
    const moments = this.moments(spec, shown, uiSchema, where);
    this.translations(spec, shown, formProperties, required, uiSchema, where);
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
    const definition: FormDefinition = {
      schema,
      uiSchema,
      confirm: spec.confirm ?? {},
      omitted: omittedSchemas,
    };
    if (spec.mustMatch) {
      if (!(spec.mustMatch.field in formProperties))
        this.errors.push(`${where}: mustMatch names '${spec.mustMatch.field}', which the form does not show`);
      definition.mustMatch = spec.mustMatch;
    }
    if (moments.length > 0) definition.moments = moments;
    if (spec.requiredWhen) {
      for (const field of Object.keys(spec.requiredWhen))
        if (!shown.includes(field)) this.errors.push(`${where}: requiredWhen names '${field}', not shown`);
      definition.requiredWhen = spec.requiredWhen;
    }
    if (spec.fixed) {
      for (const field of Object.keys(spec.fixed))
        if (!shown.includes(field)) this.errors.push(`${where}: fixed field '${field}' is not shown`);
      definition.fixed = spec.fixed;
    }
    return definition;
  }

  /**
   * A file of ids may name an operation that says which ids name nobody (checked before sending) and a
   * boolean sibling it sets when the user confirms sending the others only: that sibling's input is
   * hidden.
   */
  private idsFiles(
    spec: FormSpec,
    shown: string[],
    properties: JsonObject,
    uiSchema: Record<string, unknown>,
    where: string,
  ): void {
    for (const [field, given] of Object.entries(spec.widgets ?? {})) {
      if (typeof given === 'string' || given.widget !== 'idsFile' || !shown.includes(field)) continue;
      if (given.check && !this.contract.hasOperation(given.check))
        this.errors.push(`${where}: ids file '${field}' is checked by unknown operation ${given.check}`);
      const skip = given.skipField;
      if (skip === undefined) continue;
      const property = properties[skip];
      if (!shown.includes(skip) || !isObject(property) || property.type !== 'boolean')
        this.errors.push(`${where}: ids file '${field}' sets '${skip}', not a boolean field the form shows`);
      else uiSchema[skip] = { 'ui:widget': 'hidden' };
    }
  }

  /**
   * A map point is one control over sibling fields (latitude, longitude, zoom): the siblings' own
   * inputs are hidden. A point is chosen, never assumed: the latitude and longitude lose their defaults
   * and are required, so a new row starts with no point and cannot be saved at 0,0 by nobody's choice.
   */
  private mapPoints(
    spec: FormSpec,
    shown: string[],
    properties: JsonObject,
    required: Set<string>,
    uiSchema: Record<string, unknown>,
    where: string,
  ): void {
    for (const [field, given] of Object.entries(spec.widgets ?? {})) {
      if (typeof given === 'string' || given.widget !== 'mapPoint' || !shown.includes(field)) continue;
      if (!given.fields) {
        this.errors.push(`${where}: map point '${field}' needs the fields it fills`);
        continue;
      }
      const { latitude, longitude, zoom } = given.fields;
      for (const sibling of [latitude, longitude, zoom]) {
        if (sibling === undefined) continue;
        if (!shown.includes(sibling)) {
          this.errors.push(`${where}: map point '${field}' fills '${sibling}', which the form does not show`);
          continue;
        }
        if (sibling !== field) uiSchema[sibling] = { 'ui:widget': 'hidden' };
      }
      // Its siblings' errors (a longitude out of range) show at the map, where they are fixed.
      const options = (uiSchema[field] as { 'ui:options': Record<string, unknown> })['ui:options'];
      options.represents = [latitude, longitude, zoom].filter(
        (sibling): sibling is string => sibling !== undefined && sibling !== field,
      );
      for (const coordinate of [latitude, longitude]) {
        const property = properties[coordinate];
        if (isObject(property)) delete property.default;
        required.add(coordinate);
      }
      const tiles = given.tiles;
      if (tiles) {
        if (!this.contract.hasOperation(tiles.path))
          this.errors.push(`${where}: map tiles of '${field}' come from unknown operation ${tiles.path}`);
        else {
          const answer = this.contract.answer(tiles.path).schema.properties;
          for (const name of [tiles.url, tiles.attribution]) {
            if (name !== undefined && !(isObject(answer) && name in answer))
              this.errors.push(`${where}: ${tiles.path} answers no '${name}' for the map tiles`);
          }
        }
      }
    }
  }

  /**
   * A time with its date read in a zone: the time widget shows the zone (options.zone, options.date)
   * and the form converts the pair between that zone and the user's.
   */
  private moments(
    spec: FormSpec,
    shown: string[],
    uiSchema: Record<string, unknown>,
    where: string,
  ): MomentSpec[] {
    const moments: MomentSpec[] = [];
    // A time shown with a date is a moment, which is always read in some zone: the form must say which.
    const timeFields = shown.filter(
      (field) => (uiSchema[field] as { 'ui:widget'?: unknown })['ui:widget'] === 'time',
    );
    const hasDate = shown.some(
      (field) => (uiSchema[field] as { 'ui:widget'?: unknown })['ui:widget'] === 'date',
    );
    for (const field of timeFields) {
      const given = spec.widgets?.[field];
      if (hasDate && (typeof given !== 'object' || given.zone === undefined))
        this.errors.push(
          `${where}: time '${field}' is shown with a date: name its zone (widgets.${field}.zone)`,
        );
    }
    for (const [field, given] of Object.entries(spec.widgets ?? {})) {
      if (typeof given === 'string' || given.zone === undefined) continue;
      if (given.widget !== 'time' || !given.date || !shown.includes(field) || !shown.includes(given.date)) {
        this.errors.push(`${where}: a zone belongs to a shown time field with its shown date ('${field}')`);
        continue;
      }
      const zone = given.zone;
      if ('path' in zone) {
        if (!this.contract.hasOperation(zone.path))
          this.errors.push(`${where}: the zone of '${field}' comes from unknown operation ${zone.path}`);
        else {
          const answer = this.contract.answer(zone.path).schema.properties;
          const top = zone.field.split('.')[0] ?? '';
          if (!(isObject(answer) && top in answer))
            this.errors.push(`${where}: ${zone.path} answers no '${zone.field}' for the zone of '${field}'`);
        }
      }
      const options = (uiSchema[field] as { 'ui:options': Record<string, unknown> })['ui:options'];
      options.date = given.date;
      options.zone = zone;
      moments.push({ date: given.date, time: field, zone });
    }
    return moments;
  }

  /**
   * A name in every language: where the row also has a plain name (a store type's), the Spanish input is
   * that name, whose own input is hidden, so the two cannot disagree. The Spanish text is required when
   * the list is (a category needs its Spanish name) or when it is the required name.
   */
  private translations(
    spec: FormSpec,
    shown: string[],
    properties: JsonObject,
    required: Set<string>,
    uiSchema: Record<string, unknown>,
    where: string,
  ): void {
    for (const field of shown) {
      const ui = uiSchema[field] as { 'ui:field'?: unknown; 'ui:options': Record<string, unknown> };
      if (ui['ui:field'] !== 'translations') continue;
      const given = spec.widgets?.[field];
      const nameField = typeof given === 'object' ? given.name : undefined;
      const property = properties[field];
      const minItems = isObject(property) && typeof property.minItems === 'number' ? property.minItems : 0;
      let needsSpanish = required.has(field) || minItems > 0;
      if (nameField !== undefined) {
        const nameSchema = properties[nameField];
        if (!shown.includes(nameField) || !isObject(nameSchema) || nameSchema.type !== 'string') {
          this.errors.push(
            `${where}: translations '${field}' name '${nameField}', not a text field the form shows`,
          );
          continue;
        }
        uiSchema[nameField] = { 'ui:widget': 'hidden' };
        ui['ui:options'].nameField = nameField;
        ui['ui:options'].represents = [nameField];
        needsSpanish ||= required.has(nameField);
      }
      if (needsSpanish) ui['ui:options'].requiredLanguage = 'es';
    }
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

  /** An action's own text for one of its fields (points to give, not the balance), when it has one. */
  private actionText(request: FormRequest, kind: 'fields' | 'help', field: string): string | null {
    if (!request.actionId) return null;
    return this.catalogue.first(
      `entities.${request.resourceId}.actions.${request.actionId}.${kind}.${field}`,
    );
  }

  /**
   * A field's help: the section's or the mode's own first (a password is kept when an edit leaves it
   * empty, which a new employee's form must not say), then the resource's.
   */
  private help(request: FormRequest, field: string): string | null {
    const base = `entities.${request.resourceId}`;
    const own =
      request.mode === 'section' && request.sectionId
        ? `${base}.sectionHelp.${request.sectionId}.${field}`
        : request.mode === 'create'
          ? `${base}.createHelp.${field}`
          : request.mode === 'update'
            ? `${base}.editHelp.${field}`
            : null;
    return this.catalogue.first(...(own ? [own] : []), `${base}.help.${field}`);
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
    kinds: Map<string, string>,
    spec: FormSpec,
    where: string,
  ): Record<string, unknown> {
    const kind = kinds.get(field);
    const given = spec.widgets?.[field];
    const options: Record<string, unknown> = {};
    const help = this.actionText(request, 'help', field) ?? this.help(request, field);
    if (help) options.help = help;
    if (kind && PATTERN_KINDS.has(kind) && this.catalogue.has(`validation.patterns.${kind}`))
      options.patternMessage = `validation.patterns.${kind}`;
    const items = property.type === 'array' && isObject(property.items) ? property.items : null;
    const guessed = guessWidget(property, kind);
    // A list of objects no widget of ours edits whole (translations do) is edited item by item.
    if (!given && !FIELD_WIDGETS.has(guessed) && items && isObject(items.properties))
      return {
        'ui:options': options,
        items: this.itemsUi(request.resourceId, items, where, (name) => kinds.get(`${field}.${name}`)),
      };
    const widget: WidgetSpec = typeof given === 'string' ? { widget: given } : (given ?? { widget: guessed });
    // Values are labelled where the form lists them; an options field takes its labels from its source.
    if (Array.isArray(property.enum) && widget.widget !== 'options')
      options.enumLabels = this.enumLabels(request.resourceId, field, property.enum, where);
    if (widget.widget === 'image') {
      if (!widget.upload) this.errors.push(`${where}: image field '${field}' needs its upload model type`);
      options.upload = widget.upload;
    }
    if (widget.widget === 'options') {
      if (!widget.source) this.errors.push(`${where}: options field '${field}' needs a source`);
      else if (!this.contract.hasOperation(widget.source.path))
        this.errors.push(`${where}: options of '${field}' come from unknown operation ${widget.source.path}`);
      if (widget.source?.template && !this.catalogue.has(widget.source.template))
        this.errors.push(`${where}: no text ${widget.source.template}`);
      options.source = widget.source;
      options.shape = widget.shape ?? 'id';
      if (widget.fill) options.fill = widget.fill;
      if (widget.emptyLabel) {
        if (!this.catalogue.has(widget.emptyLabel))
          this.errors.push(`${where}: no text ${widget.emptyLabel}`);
        options.emptyLabel = widget.emptyLabel;
      }
    }
    if (widget.widget === 'mapPoint') {
      options.fields = widget.fields;
      if (widget.tiles) options.tiles = widget.tiles;
    }
    if (widget.widget === 'lines') options.wide = true;
    if (widget.widget === 'idsFile') {
      if (widget.check) options.check = widget.check;
      if (widget.skipField) options.skipField = widget.skipField;
    }
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

  /**
   * A list of objects edited in place (the theme's array templates): each item's fields labelled like
   * the form's own, with the widget their type calls for.
   */
  private itemsUi(
    resourceId: string,
    items: JsonObject,
    where: string,
    kindOf: (name: string) => string | undefined,
  ): Record<string, unknown> {
    const ui: Record<string, unknown> = {};
    const properties = isObject(items.properties) ? items.properties : {};
    for (const [name, property] of Object.entries(properties)) {
      if (!isObject(property)) continue;
      property.title = this.label(resourceId, name, where);
      const options: Record<string, unknown> = {};
      if (Array.isArray(property.enum))
        options.enumLabels = this.enumLabels(resourceId, name, property.enum, where);
      ui[name] = { 'ui:widget': guessWidget(property, kindOf(name)), 'ui:options': options };
    }
    return ui;
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
