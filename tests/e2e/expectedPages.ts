/**
 * What the generated registry (src/entities/generated/pages.ts) says a signed-in user must be able to
 * open: every page their access allows, the sidebar links they must see, and each page's create button
 * when its resource lets them create. The menu rules' inputs are asked of the running server with the
 * user's own token (user-info and store-info, as the app asks them), so the expectation follows the
 * demo data rather than a copy of it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { readDeployment } from '../../src/app/deployment';
import { accessContext } from '../../src/app/menu/accessContext';
import { accessRule } from '../../src/app/menu/pages';
import type { AccessRule } from '../../src/contract/access/accessRules';
import type { ApiRequest, ApiSuccess, JsonApiPath, Session } from '../../src/contract/types';
import { MENU_GROUPS, PAGE_ENTRIES } from '../../src/entities/generated/pages';
import { RESOURCE_LOADERS } from '../../src/entities/generated/routes';
import { resourceFor } from '../../src/entities/resourceFor';
import { SESSION_STORAGE_KEY } from '../../src/session/storedSession';

export interface ExpectedPage {
  id: string;
  /** Its address; a route's parameters stay as they are (`/dashboard/admin/store/payments/:storeId`). */
  path: string;
  /** The create button's label when the user may create on this page, else null. */
  create: string | null;
}

export interface Expected {
  pages: ExpectedPage[];
  /** The sidebar's links, as their hrefs. */
  menu: string[];
}

/** The Spanish catalogues the app speaks by default, merged as the app merges them. */
const SPANISH = (() => {
  const root = fileURLToPath(new URL('../../src/i18n/locales/', import.meta.url));
  const files = [
    `${root}es.json`,
    ...readdirSync(`${root}pages/es/`)
      .filter((name) => name.endsWith('.json'))
      .map((name) => `${root}pages/es/${name}`),
  ];
  return files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
})();

/** A catalogue key's Spanish text (no interpolation: labels of buttons have none). */
function spanish(key: string): string {
  for (const catalogue of SPANISH) {
    let node: unknown = catalogue;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node === 'string') return node;
  }
  throw new Error(`No Spanish text for ${key}`);
}

/** Asks the server itself, with the signed-in page's token, as the app does. */
export async function ask<P extends JsonApiPath>(
  page: Page,
  path: P,
  body: ApiRequest<P>,
): Promise<ApiSuccess<P>> {
  const token = (await signedInSession(page)).token;
  const response = await page.request.post(path, { data: body, headers: { token } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as ApiSuccess<P>;
}

async function signedInSession(page: Page): Promise<Session> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
  if (!stored) throw new Error('Not signed in');
  return JSON.parse(stored) as Session;
}

/** The pages, menu and create buttons the registry promises the user signed in on `page`. */
export async function expectedFor(page: Page): Promise<Expected> {
  const session = await signedInSession(page);
  const { permissions } = await ask(page, '/client/employee/info', {});
  const storeInfo = session.userType === 'client' ? await ask(page, '/client/get-store-info', {}) : undefined;
  // The build's settings, as `npm start` built the app.
  const context = accessContext(session, permissions, storeInfo, readDeployment(process.env));
  const allows = (rule: AccessRule) => rule(context);
  const groups = new Map(MENU_GROUPS.map((group) => [group.id, accessRule(group.access)]));

  const pages: ExpectedPage[] = [];
  const menu: string[] = [];
  for (const entry of PAGE_ENTRIES) {
    const path = `/dashboard/${entry.route}`.replace(/\/$/, '');
    for (const item of entry.menu) {
      const group = item.group === null ? null : groups.get(item.group);
      if (allows(accessRule(item.access)) && (group === null || (group !== undefined && allows(group))))
        menu.push(path);
    }
    if (!allows(accessRule(entry.access))) continue;
    let create: string | null = null;
    const load = RESOURCE_LOADERS[entry.id];
    if (entry.kind === 'collection' && load) {
      const resource = resourceFor((await load()).resource, session.userType);
      const operation = resource.create;
      if (operation && (!operation.access || allows(accessRule(operation.access))))
        create = spanish(resource.texts.create);
    }
    pages.push({ id: entry.id, path, create });
  }
  return { pages, menu: [...new Set(menu)].sort() };
}
