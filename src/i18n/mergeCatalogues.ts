/** Catalogue files of one language as one catalogue: each file holds part of the tree, merged deeply. */
export type CatalogueTree = { [key: string]: string | CatalogueTree };

export function mergeCatalogues(parts: readonly unknown[]): CatalogueTree {
  const merged: CatalogueTree = {};
  for (const part of parts) mergeInto(merged, part);
  return merged;
}

function mergeInto(target: CatalogueTree, source: unknown): void {
  if (typeof source !== 'object' || source === null) return;
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'string') {
      target[key] = value;
      continue;
    }
    const existing = target[key];
    const branch: CatalogueTree = typeof existing === 'object' ? existing : {};
    mergeInto(branch, value);
    target[key] = branch;
  }
}
