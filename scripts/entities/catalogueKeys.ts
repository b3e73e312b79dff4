/**
 * The Spanish catalogues' keys, for the generator to resolve a resource's texts: a descriptor names a
 * key, or the convention `entities.<id>.<text>` applies when the catalogue has it, or the engine's
 * generic `engine.<text>`. A text that resolves to nothing is an error of `npm run gen`, so a page can
 * never show a raw key. (Parity of the other languages is the catalogue test's job.)
 */
import { isObject } from './contractSchemas';

export class CatalogueKeys {
  private readonly keys = new Set<string>();

  /** From parsed catalogues (every key of each, merged). */
  constructor(catalogues: unknown[]) {
    for (const catalogue of catalogues) this.collect(catalogue, '');
  }

  /** A key the catalogue has, plain or as plural forms (`key_one`, `key_other`). */
  has(key: string): boolean {
    return this.keys.has(key) || this.keys.has(`${key}_other`);
  }

  /** The first key the catalogue has, or null. */
  first(...candidates: string[]): string | null {
    return candidates.find((key) => this.has(key)) ?? null;
  }

  /** The names directly under a key that hold texts (`tables` → every table's name), in order. */
  namesUnder(prefix: string): string[] {
    const names = new Set<string>();
    for (const key of this.keys) {
      if (!key.startsWith(`${prefix}.`)) continue;
      const name = key.slice(prefix.length + 1);
      if (!name.includes('.')) names.add(name);
    }
    return [...names];
  }

  private collect(node: unknown, prefix: string): void {
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') this.keys.add(path);
      else this.collect(value, path);
    }
  }
}
