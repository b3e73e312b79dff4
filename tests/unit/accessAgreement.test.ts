/**
 * `npm run gen` holds pages to their operations' x-access and the sidebar to distinct orders: a
 * descriptor that grants what its operations refuse, or two entries one user sees with the same
 * order, is an error naming both.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operationAccess } from '../../scripts/contractAccess';
import { accessDisagreements, pageAccess } from '../../scripts/entities/accessAgreement';
import { menuOrderClashes } from '../../scripts/entities/menuOrder';
import type { ResourceDescriptor } from '../../src/entities/descriptor';
import { MENU_GROUPS, PAGE_ENTRIES } from '../../src/entities/generated/pages';

const contract = JSON.parse(
  readFileSync(new URL('../../src/contract/generated/openapi.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const { access, errors } = operationAccess(contract);

function descriptor(id: string): ResourceDescriptor {
  return JSON.parse(
    readFileSync(new URL(`../../schemas/resources/${id}.json`, import.meta.url), 'utf8'),
  ) as ResourceDescriptor;
}

describe('the contract’s access rules', () => {
  it('gives every operation a valid x-access', () => {
    expect(errors).toEqual([]);
    expect(access.size).toBe(Object.keys(contract.paths as object).length);
  });

  it('refuses an x-reads that is anything but true, naming the operation', () => {
    const paths = contract.paths as Record<string, { post: Record<string, unknown> }>;
    const list = paths['/client/customer/all'];
    const edited = {
      ...contract,
      paths: { ...paths, '/client/customer/all': { post: { ...list?.post, 'x-reads': 'yes' } } },
    };
    expect(operationAccess(edited).errors).toEqual([
      '/client/customer/all: x-reads must be true or left out (an operation that may change anything is audited)',
    ]);
  });
});

describe('a page and its operations', () => {
  it('takes its list’s x-access when it names none', () => {
    const { access: _own, ...offers } = descriptor('offers');
    expect(pageAccess(offers, access)).toEqual(access.get('/client/offer/get-all'));
  });

  it('fails gen naming both when a page grants every store user what its list refuses', () => {
    const offers = { ...descriptor('offers'), access: 'allStoreUsers' as const };
    const found = accessDisagreements(offers, 'allStoreUsers', access);
    expect(found[0]).toMatch(/schemas\/resources\/offers\.json: its access grants "allStoreUsers"/);
    expect(found[0]).toMatch(/\/client\/offer\/get-all refuses it/);
  });

  it('finds no disagreement in the descriptors as written', () => {
    const ids = readdirSync(new URL('../../schemas/resources/', import.meta.url))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''));
    const found = ids.flatMap((id) => {
      const written = descriptor(id);
      const page = pageAccess(written, access);
      return page ? accessDisagreements(written, page, access) : [];
    });
    expect(found).toEqual([]);
  });
});

describe('the sidebar’s orders', () => {
  it('has no two entries one user sees with the same order', () => {
    expect(menuOrderClashes(PAGE_ENTRIES, MENU_GROUPS)).toEqual([]);
  });

  it('names both entries when two a store user sees share an order', () => {
    const [first, second] = PAGE_ENTRIES.filter((page) => ['offers', 'news'].includes(page.id)).map(
      (page) => ({ ...page, menu: page.menu.map((entry) => ({ ...entry, order: 70 })) }),
    );
    if (!first || !second) throw new Error('offers and news are pages');
    const clashes = menuOrderClashes([first, second], []);
    expect(clashes).toEqual([
      "news's menu entry and offers's menu entry both have menu order 70; give one another order",
    ]);
  });
});
