/**
 * The list controls every page of the registry gets from the engine, as a user works them: the rows
 * per page (the server's page asked for again, or the browser's rows cut again), 'Quitar la selección'
 * after choosing a row, a hidden column that stays hidden after a reload, and a search being typed, which
 * leaves the rows drawn as they are until it is searched for. The pages come from the
 * generated registry, so a new page is covered without a line of test.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiPath } from '../../../src/contract/types';
import { i18n } from '../../../src/i18n/i18n';
import { successFixtures } from '../../fixtures/responses';
import { apiUrl } from '../../msw/handlers';
import { server } from '../../msw/server';
import { loadEngineCode, type RegistryPage, registryPages } from '../../support/registryPages';
import { renderApp } from '../../support/renderApp';

type Body = Record<string, unknown>;

interface ListPage extends RegistryPage {
  listPath: ApiPath;
  items: string;
  fixture: Body;
  serverPaged: boolean;
}

const pages: ListPage[] = (await registryPages('collection')).map((page) => {
  const list = page.resource.list;
  if (!list?.path) throw new Error(`${page.id} lists nothing`);
  const fixture = successFixtures[list.path as ApiPath] as Body | undefined;
  if (!fixture) throw new Error(`No fixture answers ${list.path}`);
  return {
    ...page,
    listPath: list.path as ApiPath,
    items: list.items,
    fixture,
    serverPaged: list.paging === 'server',
  };
});
/** Pages with a pager: a list in the order the user sets (levels) shows every row. */
const paged = pages.filter((page) => page.resource.reorder === null);
/** Pages with a search box. */
const searchable = pages.filter((page) => page.resource.list?.search !== 'none');
/** Pages whose rows can be chosen: to delete them, or for a bulk action. */
const selectable = pages.filter(
  (page) => page.resource.remove !== null || page.resource.actions.some((action) => action.scope === 'bulk'),
);

beforeAll(loadEngineCode);

const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);

/** The fixture's rows, the first one repeated under new keys up to `count`. */
function manyRows(page: ListPage, count: number): Body[] {
  const rows = page.fixture[page.items];
  const first = Array.isArray(rows) ? (rows[0] as Body | undefined) : undefined;
  if (!first) throw new Error(`The fixture of ${page.listPath} has no rows`);
  const key = page.resource.key;
  return Array.from({ length: count }, (_, index) => ({
    ...first,
    [key]: typeof first[key] === 'number' ? 1000 + index : `${String(first[key])}-${index}`,
  }));
}

/** Serves the page's list, recording each body sent. */
function serveList(page: ListPage, respond: (body: Body) => Body): Body[] {
  const bodies: Body[] = [];
  server.use(
    http.post(apiUrl(page.listPath), async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      return HttpResponse.json(respond(body));
    }),
  );
  return bodies;
}

async function openTable(page: RegistryPage) {
  const view = renderApp(page.path, { session: page.session });
  const heading = await screen.findByRole('heading', { level: 2 });
  const section = heading.closest('section');
  if (!section) throw new Error(`${page.id}: no list section`);
  const table = await within(section).findByRole('table');
  return { ...view, section, table };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the rows per page', () => {
  it.each(paged)('$id', async (page) => {
    // A server-paged list is sent its page (with a total of 45 rows); a list answered whole has 25.
    const bodies = serveList(page, () =>
      page.serverPaged
        ? { ...page.fixture, total: 45 }
        : { ...page.fixture, [page.items]: manyRows(page, 25) },
    );
    const total = page.serverPaged ? 45 : 25;
    const { user, section, table, router } = await openTable(page);
    const pager = within(section).getByRole('navigation', {
      name: t('engine.pageOf', { page: 1, pages: Math.ceil(total / 20) }),
    });
    expect(pager).toHaveTextContent(`1–20 de ${total}`);
    if (!page.serverPaged) expect(bodyRows(table)).toHaveLength(20);

    await user.selectOptions(within(pager).getByRole('combobox', { name: 'Filas por página' }), '10');
    await waitFor(() =>
      expect(within(section).getByRole('navigation', { name: /^Página 1 de / })).toHaveTextContent(
        `1–10 de ${total}`,
      ),
    );
    expect(router.state.location.search).toContain('size=10');
    if (page.serverPaged) expect(bodies.at(-1)).toEqual(expect.objectContaining({ page: 1, pageSize: 10 }));
    else expect(bodyRows(table)).toHaveLength(10);
  });
});

describe("'Quitar la selección' unchooses the rows chosen", () => {
  it.each(selectable)('$id', async (page) => {
    const { user, section, table } = await openTable(page);
    const [row] = bodyRows(table);
    const choose = within(row as HTMLElement).getByRole('checkbox', { name: /^Seleccionar fila: / });
    await user.click(choose);
    expect(choose).toBeChecked();
    expect(within(section).getByText('1 seleccionado')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Quitar la selección' }));
    expect(choose).not.toBeChecked();
    expect(within(section).queryByText('1 seleccionado')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Quitar la selección' })).not.toBeInTheDocument();
  });
});

describe('a column hidden from the columns menu stays hidden after a reload', () => {
  const headers = (table: HTMLElement) =>
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent ?? '');

  it.each(pages)('$id', async (page) => {
    const first = await openTable(page);
    // The first column the table shows.
    const column = page.resource.columns.find(
      (candidate) => !candidate.hidden && headers(first.table).includes(t(candidate.label)),
    );
    if (!column) throw new Error(`${page.id} shows none of its columns`);
    const label = t(column.label);
    await first.user.click(within(first.section).getByRole('button', { name: /^Columnas/ }));
    await first.user.click(within(first.section).getByRole('checkbox', { name: label }));
    await waitFor(() => expect(headers(first.table)).not.toContain(label));
    first.unmount();

    const again = await openTable(page);
    expect(headers(again.table)).not.toContain(label);
    await again.user.click(within(again.section).getByRole('button', { name: /^Columnas/ }));
    const box = within(again.section).getByRole('checkbox', { name: label });
    expect(box).not.toBeChecked();
    await again.user.click(box);
    await waitFor(() => expect(headers(again.table)).toContain(label));
  });
});

describe('the row under the mouse is shown by the table’s one highlight, not by a hover paint of each row', () => {
  it.each(pages)('$id', async (page) => {
    const { user, table } = await openTable(page);
    const rows = bodyRows(table);
    // A hover background of the row's own makes the browser paint the whole page again at each row.
    for (const row of rows) expect(row.className).not.toMatch(/(^|\s)hover:/);
    const highlight = table.parentElement?.querySelector('[data-row-highlight]');
    expect(highlight).not.toBeVisible();
    const [first] = rows;
    const cell = first?.querySelector('td');
    if (!cell) throw new Error(`${page.id}: no cell in the first row`);
    await user.hover(cell);
    expect(highlight).toBeVisible();
  });
});

describe('a search being typed leaves the rows as they are, dimmed, until it is searched for', () => {
  it.each(searchable)('$id', async (page) => {
    // A server-paged list is searched by the server, which finds nothing; a list answered whole by the page.
    serveList(page, (body) =>
      page.serverPaged && body.search ? { ...page.fixture, [page.items]: [], total: 0 } : page.fixture,
    );
    const { section, table } = await openTable(page);
    const rows = bodyRows(table);
    const box = within(section).getByRole('searchbox', { name: t(page.resource.texts.search) });
    // A key, and the list drawn for it before typing pauses: the same rows, dimmed.
    fireEvent.change(box, { target: { value: 'zzzz' } });
    expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    // Dimmed by a veil over the rows, not by the rows' own opacity (which has them painted again).
    expect(table.closest('[class*="opacity-"]')).toBeNull();
    expect(section.querySelector('[data-list-veil]')).toHaveClass('opacity-30');
    expect(bodyRows(table)).toEqual(rows);
    // The pause: the search runs, and what it finds (nothing) is drawn.
    expect(await within(section).findByText(t('engine.noMatches'))).toBeVisible();
    expect(section.querySelector('[aria-busy="true"]')).toBeNull();
    expect(section.querySelector('[data-list-veil].opacity-30')).toBeNull();
  });
});

describe('no cell of a row is sticky unless the table scrolls sideways', () => {
  it.each(pages)('$id', async (page) => {
    // A sticky cell in each row is a layer of the page's painting of its own: only while it is needed.
    const { table } = await openTable(page);
    const frame = table.parentElement;
    expect(frame).not.toHaveAttribute('data-scrolls-sideways');
    for (const cell of table.querySelectorAll('td, th'))
      expect(cell.classList.contains('sticky')).toBe(false);
    const actions = bodyRows(table)[0]?.lastElementChild;
    expect(actions?.className).toContain('group-data-[scrolls-sideways]/frame:sticky');
  });
});
