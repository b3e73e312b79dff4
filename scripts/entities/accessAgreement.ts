/**
 * A page and the operations behind it agree on who may use them: the page's access defaults to its
 * list's (or first loaded section's) x-access, and a page, menu entry, section or action that lets in
 * someone its operation refuses fails `npm run gen` with both rules and the user they part on, so no
 * page can show and then fail.
 */
import { describeContext, grantBeyond } from '../../src/contract/access/accessCheck';
import type { AccessExpression } from '../../src/contract/access/accessExpression';
import type { ResourceDescriptor } from '../../src/entities/descriptor';

export type ContractAccess = ReadonlyMap<string, AccessExpression>;

/** The operation whose x-access the page's access defaults to: its list, else what it loads first. */
function pageOperation(descriptor: ResourceDescriptor): string | null {
  const list = descriptor.operations?.list;
  if (list && 'path' in list) return list.path;
  return descriptor.operations?.get?.path ?? descriptor.sections?.[0]?.load.path ?? null;
}

/** The descriptor's access, or its page operation's x-access when it names none. */
export function pageAccess(
  descriptor: ResourceDescriptor,
  contract: ContractAccess,
): AccessExpression | null {
  if (descriptor.access) return descriptor.access;
  const path = pageOperation(descriptor);
  return path ? (contract.get(path) ?? null) : null;
}

function userTypeRule(userType: 'admin' | 'client'): AccessExpression {
  return userType === 'admin' ? 'admin' : 'allStoreUsers';
}

/** Every disagreement between the descriptor's grants and its operations' x-access. */
export function accessDisagreements(
  descriptor: ResourceDescriptor,
  page: AccessExpression,
  contract: ContractAccess,
): string[] {
  const errors: string[] = [];
  const where = `schemas/resources/${descriptor.id}.json`;
  const compare = (what: string, granted: AccessExpression, path: string) => {
    const required = contract.get(path);
    if (!required) return;
    const witness = grantBeyond(granted, required);
    if (witness)
      errors.push(
        `${where}: ${what} grants ${JSON.stringify(granted)} but ${path} refuses it ` +
          `(its x-access is ${JSON.stringify(required)}), e.g. for ${describeContext(witness)}`,
      );
  };
  const variants = Object.entries(descriptor.operationsFor ?? {}) as [
    'admin' | 'client',
    { list?: unknown },
  ][];
  const list = descriptor.operations?.list;
  // Users who have their own operations (operationsFor) are held to those instead.
  const compareList = (what: string, granted: AccessExpression) => {
    if (list && 'path' in list) compare(what, pageWithout(granted, variants), list.path);
    for (const [userType, operations] of variants) {
      const variantList = operations.list as { path?: string } | undefined;
      if (variantList?.path)
        compare(
          `${what} for ${userType} users`,
          { allOf: [granted, userTypeRule(userType)] },
          variantList.path,
        );
    }
  };
  compareList('its access', page);
  for (const placement of descriptor.menu ?? [])
    if (placement.access) compareList('a menu entry', placement.access);
  for (const section of descriptor.sections ?? [])
    compare(`section ${section.id}`, section.access ?? page, section.load.path);
  for (const action of descriptor.actions ?? [])
    compare(
      `action ${action.id}`,
      { allOf: [page, (action.access as AccessExpression | undefined) ?? page] },
      action.operation.path,
    );
  return errors;
}

/** The page's access for the users who have no operations of their own. */
function pageWithout(page: AccessExpression, variants: ['admin' | 'client', unknown][]): AccessExpression {
  if (variants.length === 0) return page;
  const excluded = new Set(variants.map(([userType]) => userType));
  const rest = (['admin', 'client'] as const).filter((userType) => !excluded.has(userType));
  // Nobody is left when both kinds of user have their own operations: admin and store user at once.
  return {
    allOf: [page, ...(rest.length === 0 ? ['admin', 'allStoreUsers'] : [{ anyOf: rest.map(userTypeRule) }])],
  } as AccessExpression;
}
