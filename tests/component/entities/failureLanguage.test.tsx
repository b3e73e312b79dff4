/**
 * Issue 15 item 9, on every page of the registry: a failure reads in the user's language, never as the
 * browser's or a proxy's English ('Failed to fetch', 'HTTP 500 Internal Server Error'). Every list page
 * (with the activity screen's tabs) whose rows cannot be fetched because the network is down, or because
 * a proxy answers a 500 with an HTML page; and every settings section whose save meets the same. The
 * texts are the API client's (src/api/client.ts keys them, src/i18n/serverMessages.ts says them), so
 * pages and forms added to the registry are covered without a line of test.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../src/api/queryClient';
import type { ApiPath } from '../../../src/contract/types';
import { chooseLanguage, i18n } from '../../../src/i18n/i18n';
import { storeInfoResponse } from '../../fixtures/responses';
import { apiUrl } from '../../msw/handlers';
import { server } from '../../msw/server';
import {
  loadEngineCode,
  type RegistryPage,
  registryListPages,
  registryPages,
} from '../../support/registryPages';
import { renderApp } from '../../support/renderApp';

const t = (key: string) => i18n.t(key);

const lists = (await registryListPages()).map((page) => {
  const path = page.resource.list?.path;
  if (!path) throw new Error(`${page.id} lists nothing`);
  return { ...page, listPath: path as ApiPath };
});

const sectionForms = (await registryPages('singleton')).flatMap((page) =>
  page.resource.sections
    .filter((section) => page.can(section.access) && section.form !== null && section.save !== null)
    .map((section) => ({ page, section, id: `${page.id}: ${section.id ?? section.title}` })),
);

beforeAll(async () => {
  await loadEngineCode();
  // The product retries a failed list once, a second later; the test need not wait that second.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
});
afterEach(async () => {
  await chooseLanguage('es');
});

/** What the browser and a proxy would put in front of a user. */
const ENGLISH_TECHNICALITIES = /Failed to fetch|HTTP \d{3}|Internal Server Error|NetworkError|<html/i;

type Failure = 'network' | 'html500';

/** The two ways a call fails without the server's envelope. */
function failing(path: ApiPath, how: Failure) {
  return http.post(apiUrl(path), () =>
    how === 'network'
      ? HttpResponse.error()
      : new HttpResponse('<html><body><h1>500 Internal Server Error</h1></body></html>', {
          status: 500,
          statusText: 'Internal Server Error',
          headers: { 'Content-Type': 'text/html' },
        }),
  );
}

const EXPECTED: Record<Failure, string> = {
  network: 'serverMessages.client.network',
  html500: 'serverMessages.client.server',
};

async function listAlert(page: (typeof lists)[number]): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: page.headingLevel });
  const section = heading.closest('section');
  if (!section) throw new Error(`${page.id}: no list section`);
  return within(section).findByRole('alert');
}

/**
 * A section that saves only what the user types gets it typed: the same password in every empty
 * password box (a new one and its repetition), and where the button waits for a confirmation (a
 * deletion asks for the store's name) the store's name in the empty text boxes.
 */
async function fillWhatMustBeTyped(region: HTMLElement, button: HTMLElement, user: UserEvent) {
  for (const input of region.querySelectorAll<HTMLInputElement>('input[type="password"]'))
    if (input.value === '') await user.type(input, 'ClaveSegura-2026');
  if (!button.hasAttribute('disabled')) return;
  for (const input of region.querySelectorAll<HTMLInputElement>('input[type="text"], input:not([type])'))
    if (input.value === '') await user.type(input, storeInfoResponse().store.name);
}

function open(page: Pick<RegistryPage, 'path' | 'session'>) {
  return renderApp(page.path, { session: page.session });
}

describe.each<Failure>(['network', 'html500'])('a list whose rows fail (%s) says why in Spanish', (how) => {
  it.each(lists)('$id', async (page) => {
    server.use(failing(page.listPath, how));
    open(page);
    const alert = await listAlert(page);
    expect(alert).toHaveTextContent(t(page.resource.texts.loadFailed));
    expect(alert).toHaveTextContent(t(EXPECTED[how]));
    expect(alert.textContent).not.toMatch(ENGLISH_TECHNICALITIES);
  });
});

describe.each<Failure>(['network', 'html500'])(
  'a settings section whose save fails (%s) says why in Spanish',
  (how) => {
    it.each(sectionForms)('$id', async ({ page, section }) => {
      const save = section.save;
      if (!save) throw new Error('no save');
      server.use(failing(save.path as ApiPath, how));
      const { user } = open(page);
      const region = await screen.findByRole('region', { name: t(section.title) });
      const button = await within(region).findByRole('button', { name: t(section.texts.submit) });
      await fillWhatMustBeTyped(region, button, user);
      await expect
        .poll(() => button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true')
        .toBe(false);
      await user.click(button);
      // A section tells in the section or in a toast, as its descriptor says.
      const where = section.failure === 'toast' ? document.body : region;
      const expected = t(EXPECTED[how]);
      await expect
        .poll(() => within(where).queryAllByText(expected, { exact: false }).length, { timeout: 5000 })
        .toBeGreaterThan(0);
      expect(document.body.textContent).not.toMatch(ENGLISH_TECHNICALITIES);
    });
  },
);

describe('in English', () => {
  const customers = lists.find((page) => page.id === 'customers');
  if (!customers) throw new Error('no customers page');

  it.each<Failure>(['network', 'html500'])('a list whose rows fail (%s) says why in English', async (how) => {
    await chooseLanguage('en');
    server.use(failing(customers.listPath, how));
    open(customers);
    const alert = await listAlert(customers);
    const english = i18n.getFixedT('en')(EXPECTED[how]);
    expect(english).not.toBe(i18n.getFixedT('es')(EXPECTED[how]));
    expect(alert).toHaveTextContent(english);
    expect(alert.textContent).not.toMatch(ENGLISH_TECHNICALITIES);
  });
});

describe("a server's refusal reads in the user's language, naming the field by its label", () => {
  // The first settings section that tells in place: its form's first field with a label.
  const target = sectionForms.find(({ section }) => section.failure !== 'toast');
  if (!target) throw new Error('no settings section tells in place');

  it('English', async () => {
    const { page, section } = target;
    const save = section.save;
    if (!save || !section.form || !page.resource.forms) throw new Error('no form');
    const definition = (await page.resource.forms()).forms[section.form];
    const [field, property] =
      Object.entries((definition?.schema.properties ?? {}) as Record<string, { title?: string }>).find(
        ([, property]) => typeof property.title === 'string',
      ) ?? [];
    if (!field || !property?.title) throw new Error(`${section.form}: no labelled field`);
    const spanish = `El campo '${field}' debe tener al menos 2 caracteres.`;
    server.use(
      http.post(apiUrl(save.path as ApiPath), () =>
        HttpResponse.json(
          { s: 'error', m: spanish, k: 'validation.tooShort', v: { field, min: 2 } },
          { status: 400 },
        ),
      ),
    );
    await chooseLanguage('en');
    const { user } = open(page);
    const region = await screen.findByRole('region', { name: t(section.title) });
    const button = await within(region).findByRole('button', { name: t(section.texts.submit) });
    await fillWhatMustBeTyped(region, button, user);
    await user.click(button);
    const label = i18n.getFixedT('en')(property.title);
    const alert = await within(region).findByRole('alert');
    await expect
      .poll(() => alert.textContent)
      .toContain(`The field '${label}' must have at least 2 characters.`);
    expect(alert.textContent).not.toContain(spanish);
  });
});
