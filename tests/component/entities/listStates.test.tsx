/**
 * What every list page of the registry shows when it has nothing to list or cannot load, as a user
 * sees it: its own empty text and the way to fill it, the search that finds nothing, and the failure
 * panel whose 'Reintentar' loads the rows. The states are the engine's (src/entities/list/ListBody.tsx),
 * so the pages come from the generated registry (with the activity screen's tabs, lists of the engine
 * too): a new page is covered without a line of test.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../../src/api/queryClient';
import type { ApiPath } from '../../../src/contract/types';
import { i18n } from '../../../src/i18n/i18n';
import { failure, successFixtures } from '../../fixtures/responses';
import { apiUrl } from '../../msw/handlers';
import { server } from '../../msw/server';
import { loadEngineCode, type RegistryPage, registryListPages } from '../../support/registryPages';
import { renderApp } from '../../support/renderApp';

type Body = Record<string, unknown>;

const pages = (await registryListPages()).map((page) => {
  const list = page.resource.list;
  if (!list?.path) throw new Error(`${page.id} lists nothing`);
  const fixture = successFixtures[list.path as ApiPath] as Body | undefined;
  if (!fixture) throw new Error(`No fixture answers ${list.path}`);
  return { ...page, listPath: list.path, items: list.items, fixture };
});
/** Pages whose list has a search box. */
const searchable = pages.filter((page) => page.resource.list?.search !== 'none');

beforeAll(async () => {
  await loadEngineCode();
  // The product retries a failed list once, a second later; the test need not wait that second.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
});

const t = (key: string) => i18n.t(key);

/** The list's answer with no rows (and a total of none, for a list the server pages). */
function emptyAnswer(page: (typeof pages)[number]): Body {
  return { ...page.fixture, [page.items]: [], ...('total' in page.fixture ? { total: 0 } : {}) };
}

/** Answers the page's list call with what `respond` makes of the body sent. */
function serveList(page: (typeof pages)[number], respond: (body: Body) => { body: Body; status?: number }) {
  server.use(
    http.post(apiUrl(page.listPath as ApiPath), async ({ request }) => {
      const { body, status } = respond((await request.json()) as Body);
      return HttpResponse.json(body, { status: status ?? 200 });
    }),
  );
}

function open(page: Pick<RegistryPage, 'path' | 'session'>) {
  return renderApp(page.path, { session: page.session });
}

/** The page's list: the section its heading names. */
async function listSection(page: (typeof pages)[number]): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: page.headingLevel });
  const section = heading.closest('section');
  if (!section) throw new Error(`${page.id}: no list section`);
  return section;
}

describe('an empty list says so in its own words', () => {
  it.each(pages)('$id', async (page) => {
    serveList(page, () => ({ body: emptyAnswer(page) }));
    const { user } = open(page);
    const section = await listSection(page);
    expect(await within(section).findByText(t(page.resource.texts.empty))).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    const create = page.resource.create;
    if (create === null) {
      expect(within(section).queryByText(t(page.resource.texts.emptyHint))).not.toBeInTheDocument();
      return;
    }
    // The way to fill it: the hint, and a second create button beside it that opens the form.
    expect(within(section).getByText(t(page.resource.texts.emptyHint))).toBeInTheDocument();
    const buttons = within(section).getAllByRole('button', { name: t(page.resource.texts.create) });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1] as HTMLElement);
    expect(
      await screen.findByRole('dialog', { name: t(page.resource.texts.createTitle) }),
    ).toBeInTheDocument();
  });
});

describe('a search that finds nothing says so, not that the list is empty', () => {
  it.each(searchable)('$id', async (page) => {
    // A server that searches finds nothing; a list searched in the browser gets its rows and matches none.
    serveList(page, (body) => ({ body: 'search' in body ? emptyAnswer(page) : page.fixture }));
    const { user } = open(page);
    const section = await listSection(page);
    const box = within(section).getByRole('searchbox', { name: t(page.resource.texts.search) });
    await waitFor(() => expect(within(section).queryByRole('table')).toBeInTheDocument());
    await user.type(box, 'zqxw');
    expect(await within(section).findByText(t('engine.noMatches'))).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    expect(within(section).queryByText(t(page.resource.texts.empty))).not.toBeInTheDocument();
  });
});

describe("a list that cannot load says why and offers 'Reintentar', which loads it", () => {
  it.each(pages)('$id', async (page) => {
    let failing = true;
    serveList(page, () =>
      failing ? { body: failure('El servicio no responde.'), status: 503 } : { body: page.fixture },
    );
    const { user } = open(page);
    const section = await listSection(page);
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(t(page.resource.texts.loadFailed));
    expect(alert).toHaveTextContent('El servicio no responde.');
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByRole('table')).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });
});
