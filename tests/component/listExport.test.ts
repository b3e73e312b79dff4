/**
 * CSV export of a list (issue 15.2 and issue 14, item 8): every row matching the view's search and
 * filters, not the page on screen, on every list of the registry; file names in the user's language;
 * formulas neutralised.
 */
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Row } from '../../src/entities/data/values';
import { csvCell, csvFileName } from '../../src/entities/list/csv';
import { EXPORT_PAGE_SIZE, exportListCsv, type FetchPage } from '../../src/entities/list/exportListCsv';
import type { ListState } from '../../src/entities/list/listState';
import type { Resource } from '../../src/entities/resource';

const registry = Object.values(
  import.meta.glob<Resource>('../../src/entities/generated/resources/*.ts', {
    eager: true,
    import: 'resource',
  }),
);

const t = i18next.t.bind(i18next);
const format = { t, language: 'es', currency: 'EUR' };

let blobs: Blob[] = [];
let names: string[] = [];
beforeEach(() => {
  blobs = [];
  names = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

async function lines(): Promise<string[]> {
  const text = (await (blobs[0] as Blob).text()).replace('\uFEFF', '');
  return text.split('\r\n').filter(Boolean);
}

/** A row every column, search field and filter of the resource can read, numbered. */
function rowOf(resource: Resource, n: number): Row {
  const row: Row = { id: n };
  const set = (path: string, value: unknown) => {
    let at = row;
    const parts = path.split('.');
    for (const part of parts.slice(0, -1)) {
      at[part] = (at[part] as Row | undefined) ?? {};
      at = at[part] as Row;
    }
    at[parts[parts.length - 1] as string] = value;
  };
  for (const column of resource.columns) set(column.field, `valor ${n}`);
  for (const field of resource.list?.searchFields ?? [])
    set(field, n % 2 === 0 ? `Pérez ${n}` : `Gómez ${n}`);
  set(resource.key, n);
  return row;
}

const lists = registry.filter((resource) => resource.list !== null && resource.columns.length > 0);

describe('every list of the registry exports every row of its view', () => {
  it.each(lists.map((resource) => [resource.id, resource] as const))('%s', async (_id, resource) => {
    const list = resource.list;
    if (!list) throw new Error('no list');
    const filter = resource.filters?.find((candidate) => candidate.target === 'request');
    const searchable = list.search !== 'none';
    const state: ListState = {
      page: 2,
      pageSize: 20,
      sort: null,
      search: searchable ? 'perez' : '',
      filters: filter ? { [filter.field]: filter.type === 'boolean' ? 'true' : '7' } : {},
    };
    const bodies: Row[] = [];
    const total = 2 * EXPORT_PAGE_SIZE + 30;
    const fetchPage: FetchPage = async (_path, body) => {
      bodies.push(body);
      const page = Number(body.page);
      const size = Number(body.pageSize);
      const first = (page - 1) * size;
      const count = Math.max(0, Math.min(size, total - first));
      const items = Array.from({ length: count }, (_, index) => rowOf(resource, first + index + 1));
      return { s: 'ok', m: '', [list.items]: items, total };
    };
    const clientRows = Array.from({ length: 150 }, (_, index) => rowOf(resource, index + 1));
    const progress: number[] = [];
    const result = await exportListCsv({
      resource,
      state,
      context: { route: {}, session: null, parent: { id: 1 } },
      clientRows,
      answer: null,
      columns: resource.columns,
      format,
      title: 'Lista de prueba',
      signal: new AbortController().signal,
      fetchPage,
      onProgress: ({ done }) => progress.push(done),
    });
    const written = await lines();
    if (list.paging === 'server' && list.path !== null) {
      // Every page, with the view's search and filters, whatever page is on screen.
      expect(bodies.map((body) => body.page)).toEqual([1, 2, 3]);
      for (const body of bodies) {
        expect(body.pageSize).toBe(EXPORT_PAGE_SIZE);
        if (searchable && list.search === 'server') expect(body.search).toBe('perez');
        if (filter) expect(body[filter.field]).toBeDefined();
      }
      expect(result.count).toBe(total);
      expect(progress).toEqual([100, 200, 230]);
    } else {
      const matching = searchable && list.searchFields.length > 0 ? 75 : 150;
      expect(result.count).toBe(matching);
    }
    expect(written).toHaveLength(result.count + 1);
    expect(names).toEqual([result.fileName]);
    expect(result.fileName).toMatch(/^lista-de-prueba-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});

describe('the file', () => {
  it('is named after the list in the user language, whatever its script', () => {
    expect(csvFileName('Clientes', 'es', '2026-03-14')).toBe('clientes-2026-03-14.csv');
    expect(csvFileName('Pagos de Café Central', 'es', '2026-03-14')).toBe(
      'pagos-de-café-central-2026-03-14.csv',
    );
    expect(csvFileName('客户', 'zh', '2026-03-14')).toBe('客户-2026-03-14.csv');
    expect(csvFileName('A/B: "x"?', 'en', '2026-03-14')).toBe('a-b-x-2026-03-14.csv');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+34 600', "'+34 600"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    [' =1+1', "' =1+1"],
    ['\t=1+1', "'\t=1+1"],
    ['  \t@x', "'  \t@x"],
    ['＝1+1', "'＝1+1"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠x', "'＠x"],
    ['﹦1', "'﹦1"],
    ['\u3000=1', "'\u3000=1"],
    ['\r=1', '"\'\r=1"'],
  ])('neutralises a formula start: %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it.each([
    ['Ana', 'Ana'],
    ['a=b', 'a=b'],
    ['María, "la del 5º"', '"María, ""la del 5º"""'],
  ])('leaves other text as it is, quoted when needed: %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });
});
