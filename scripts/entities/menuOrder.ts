/**
 * Two menu entries one user can see at once must not share an order: the sidebar sorts by it, and a
 * tie silently decides which comes first. Entries for users who never meet (an administrator's and a
 * store's) may share one.
 */
import { everyAccessContext } from '../../src/contract/access/accessCheck';
import { type AccessExpression, compileAccess } from '../../src/contract/access/accessExpression';
import type { MenuGroupData, PageEntry } from '../../src/entities/resource';

interface Placed {
  name: string;
  /** The group it sits in; null for the sidebar's top level (where the groups sit too). */
  group: string | null;
  order: number;
  access: AccessExpression;
}

function seenTogether(a: AccessExpression, b: AccessExpression): boolean {
  const first = compileAccess(a);
  const second = compileAccess(b);
  return everyAccessContext().some((context) => first(context) && second(context));
}

export function menuOrderClashes(pages: PageEntry[], groups: MenuGroupData[]): string[] {
  const placed: Placed[] = [
    ...groups.map((group) => ({
      name: `menu group ${group.id}`,
      group: null,
      order: group.order,
      access: group.access,
    })),
    ...pages.flatMap((page) =>
      page.menu.map((entry) => ({
        name: `${page.id}'s menu entry${entry.group ? ` in ${entry.group}` : ''}`,
        group: entry.group,
        order: entry.order,
        access: entry.access,
      })),
    ),
  ];
  const errors: string[] = [];
  placed.forEach((one, index) => {
    for (const other of placed.slice(index + 1))
      if (one.group === other.group && one.order === other.order && seenTogether(one.access, other.access))
        errors.push(
          `${one.name} and ${other.name} both have menu order ${one.order}; give one another order`,
        );
  });
  return errors;
}
