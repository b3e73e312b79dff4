/**
 * Image fields take only the caller's own uploads (or an https:// address): a store's, for its users and
 * its API token; the platform's, for administrators. Checked once for every operation, before its
 * handler, on every field the contract types as an image (a `$ref` to ImageUrl, at any depth of the
 * request body), so no entity with an image can forget it: another store's upload, or one that does not
 * exist, answers 400 naming the field, and nothing is written.
 */
import { inArray } from 'drizzle-orm';
import { contractView } from '../../contract/schemaViews';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/database';
import { uploads } from '../db/schema';
import { badRequest } from '../http/apiError';
import { messages } from '../messages';
import { UPLOADS_URL_PREFIX } from './uploadPaths';

const IMAGE_REF = '#/components/schemas/ImageUrl';

type JsonObject = { [key: string]: unknown };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where an image field sits in a body: property names, and ITEMS for "every element of the list". */
type FieldPath = readonly (string | typeof ITEMS)[];
const ITEMS = Symbol('items');

/** Follows '#/components/…' references in the contract's request view. */
function resolve(view: JsonObject, ref: string): unknown {
  let node: unknown = view;
  for (const segment of ref.slice(2).split('/')) node = isObject(node) ? node[segment] : undefined;
  return node;
}

/** The paths of every image field under `schema` (references followed once each: no loops). */
function imagePaths(
  view: JsonObject,
  schema: unknown,
  prefix: FieldPath,
  refs: ReadonlySet<string>,
): FieldPath[] {
  if (!isObject(schema)) return [];
  const found: FieldPath[] = [];
  if (typeof schema.$ref === 'string') {
    if (schema.$ref === IMAGE_REF) return [prefix];
    if (!refs.has(schema.$ref)) {
      found.push(...imagePaths(view, resolve(view, schema.$ref), prefix, new Set([...refs, schema.$ref])));
    }
  }
  for (const combinator of ['allOf', 'oneOf', 'anyOf'] as const) {
    const branches = schema[combinator];
    if (Array.isArray(branches))
      for (const branch of branches) found.push(...imagePaths(view, branch, prefix, refs));
  }
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      found.push(...imagePaths(view, property, [...prefix, name], refs));
    }
  }
  if (schema.items !== undefined) found.push(...imagePaths(view, schema.items, [...prefix, ITEMS], refs));
  return found;
}

/** The field as the client wrote it ('image', 'translations[2].image'), for the message. */
function fieldName(segments: readonly (string | number)[]): string {
  return segments.reduce<string>(
    (name, segment) =>
      typeof segment === 'number' ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment,
    '',
  );
}

/** Every value at `path` in `body`, with the field it came from. */
function valuesAt(
  body: unknown,
  path: FieldPath,
  at: (string | number)[] = [],
): { field: string; value: unknown }[] {
  const [head, ...rest] = path;
  if (head === undefined) return [{ field: fieldName(at), value: body }];
  if (head === ITEMS) {
    return Array.isArray(body) ? body.flatMap((item, index) => valuesAt(item, rest, [...at, index])) : [];
  }
  return isObject(body) && head in body ? valuesAt(body[head], rest, [...at, head]) : [];
}

export interface ImageOwnershipCheck {
  /** The image fields of each operation that has any (tests list them). */
  readonly fields: ReadonlyMap<string, readonly FieldPath[]>;
  /** 400 naming the first image field of `body` that points at an upload that is not the caller's. */
  assertOwnImages(db: Database, path: string, body: unknown, caller: Caller | null): Promise<void>;
}

export function createImageOwnershipCheck(
  contract: Record<string, unknown>,
  paths: readonly string[],
): ImageOwnershipCheck {
  const view = contractView(contract, 'request') as JsonObject;
  const fields = new Map<string, FieldPath[]>();
  for (const path of paths) {
    const item = isObject(view.paths) ? view.paths[path] : undefined;
    const post = isObject(item) ? item.post : undefined;
    const body = isObject(post) && isObject(post.requestBody) ? post.requestBody.content : undefined;
    const media = isObject(body) ? body['application/json'] : undefined;
    const found = imagePaths(view, isObject(media) ? media.schema : undefined, [], new Set());
    if (found.length > 0) fields.set(path, found);
  }
  return {
    fields,
    async assertOwnImages(db, path, body, caller) {
      const images = (fields.get(path) ?? [])
        .flatMap((fieldPath) => valuesAt(body, fieldPath))
        .filter(
          (image): image is { field: string; value: string } =>
            typeof image.value === 'string' && image.value.startsWith(UPLOADS_URL_PREFIX),
        );
      if (images.length === 0) return;
      const stored = await db
        .select({ path: uploads.path, storeId: uploads.storeId })
        .from(uploads)
        .where(
          inArray(
            uploads.path,
            images.map((image) => image.value.slice(UPLOADS_URL_PREFIX.length)),
          ),
        );
      const ownerOf = new Map(stored.map((row) => [row.path, row.storeId]));
      // A store's users and its API token own the store's uploads; an administrator, the platform's.
      const own = caller?.storeId ?? null;
      const foreign = images.find((image) => {
        const owner = ownerOf.get(image.value.slice(UPLOADS_URL_PREFIX.length));
        return owner === undefined || owner !== own || caller === null;
      });
      if (foreign) throw badRequest(messages.validation.notOwnUpload({ field: foreign.field }));
    },
  };
}
