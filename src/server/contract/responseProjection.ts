/**
 * Serialises answers from the contract's response view: an object keeps only the properties its schema
 * declares (write-only ones are not in the view), so a column that slips into a handler's result, such
 * as a password hash, can never reach the wire. Values are not checked here; tests check answers
 * against the contract, and production pays only for copying the declared keys.
 */
import { contractView } from '../../contract/schemaViews';

type JsonObject = { [key: string]: unknown };
type Projector = (value: unknown) => unknown;
type Kind = 'object' | 'array' | 'null' | 'scalar' | 'any';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : 'scalar';
}

const identity: Projector = (value) => value;

class ProjectorCompiler {
  private readonly cache = new Map<object, Projector>();

  constructor(private readonly doc: JsonObject) {}

  private resolve(schema: unknown): JsonObject {
    let node = schema;
    for (let hops = 0; isObject(node) && typeof node.$ref === 'string'; hops++) {
      if (hops > 32 || !node.$ref.startsWith('#/')) throw new Error(`Cannot resolve ${String(node.$ref)}`);
      let target: unknown = this.doc;
      for (const segment of node.$ref.slice(2).split('/')) {
        const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
        target = isObject(target) ? target[key] : undefined;
      }
      // A $ref with siblings (a description, a default) is the referenced schema for our purpose.
      node = target;
    }
    return isObject(node) ? node : {};
  }

  /** The schema and its allOf members, references followed: the parts of one value's shape. */
  private parts(schema: unknown): JsonObject[] {
    const resolved = this.resolve(schema);
    const members = Array.isArray(resolved.allOf) ? resolved.allOf.flatMap((part) => this.parts(part)) : [];
    return [resolved, ...members];
  }

  private kind(parts: JsonObject[]): Kind {
    for (const part of parts) {
      const type = part.type;
      if (type === 'object' || isObject(part.properties)) return 'object';
      if (type === 'array' || part.items !== undefined) return 'array';
      if (type === 'null' || (part.const === null && type === undefined)) return 'null';
      if (typeof type === 'string' || Array.isArray(type) || 'const' in part || 'enum' in part)
        return 'scalar';
    }
    return 'any';
  }

  compile(schema: unknown): Projector {
    const key = this.resolve(schema);
    const cached = this.cache.get(key);
    if (cached) return cached;
    let compiled: Projector = identity;
    // Registered before compiling children, so a self-referencing schema finds itself.
    const projector: Projector = (value) => compiled(value);
    this.cache.set(key, projector);
    compiled = this.build(this.parts(schema));
    return projector;
  }

  private build(parts: JsonObject[]): Projector {
    const branches = parts.flatMap((part) => [
      ...(Array.isArray(part.oneOf) ? part.oneOf : []),
      ...(Array.isArray(part.anyOf) ? part.anyOf : []),
    ]);
    const kind = this.kind(parts);
    if (kind === 'object') return this.objectProjector(parts);
    if (kind === 'array') {
      const items = parts.find((part) => part.items !== undefined)?.items;
      const project = items === undefined ? identity : this.compile(items);
      return (value) => (Array.isArray(value) ? value.map(project) : value);
    }
    if (branches.length > 0) return this.branchProjector(branches);
    return identity;
  }

  private objectProjector(parts: JsonObject[]): Projector {
    const properties = new Map<string, unknown[]>();
    for (const part of parts) {
      if (!isObject(part.properties)) continue;
      for (const [name, schema] of Object.entries(part.properties)) {
        properties.set(name, [...(properties.get(name) ?? []), schema]);
      }
    }
    const fields = [...properties.entries()].map(([name, schemas]): [string, Projector] => [
      name,
      // A property declared in several allOf members takes the first declaration's shape.
      this.compile(schemas[0]),
    ]);
    return (value) => {
      if (!isObject(value)) return value;
      const out: JsonObject = {};
      for (const [name, project] of fields) {
        if (value[name] !== undefined) out[name] = project(value[name]);
      }
      return out;
    };
  }

  private branchProjector(branches: unknown[]): Projector {
    const compiled = branches.map((branch) => ({
      kind: this.kind(this.parts(branch)),
      project: this.compile(branch),
    }));
    return (value) => {
      const kind = kindOf(value);
      const branch =
        compiled.find((candidate) => candidate.kind === kind) ??
        compiled.find((candidate) => candidate.kind === 'any');
      return branch ? branch.project(value) : value;
    };
  }
}

export interface ResponseProjector {
  /** The success answer of the operation at `path`, reduced to what its 200 schema declares. */
  project(path: string, body: unknown): unknown;
}

export function createResponseProjector(
  contract: Record<string, unknown>,
  paths: readonly string[],
): ResponseProjector {
  const view = contractView(contract, 'response');
  const compiler = new ProjectorCompiler(view);
  const projectors = new Map<string, Projector>();
  const viewPaths = isObject(view.paths) ? view.paths : {};
  for (const path of paths) {
    const item = viewPaths[path];
    const post = isObject(item) ? item.post : undefined;
    const responses = isObject(post) && isObject(post.responses) ? post.responses : {};
    // The 200 entry is a response object, or a reference to a shared one, holding the JSON schema.
    const okResponse = isObject(responses['200']) ? resolveResponse(view, responses['200']) : undefined;
    const content = okResponse && isObject(okResponse.content) ? okResponse.content : {};
    const media = content['application/json'];
    if (!isObject(media)) throw new Error(`${path} has no JSON 200 answer in the contract`);
    projectors.set(path, compiler.compile(media.schema));
  }
  return {
    project(path, body) {
      const project = projectors.get(path);
      if (!project) throw new Error(`No answer schema for ${path}`);
      return project(body);
    },
  };
}

function resolveResponse(doc: JsonObject, response: JsonObject): JsonObject | undefined {
  if (typeof response.$ref !== 'string') return response;
  let target: unknown = doc;
  for (const segment of response.$ref.slice(2).split('/'))
    target = isObject(target) ? target[segment] : undefined;
  return isObject(target) ? target : undefined;
}
