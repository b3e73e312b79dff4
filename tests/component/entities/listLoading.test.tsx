/**
 * A list waiting for its rows shows the table's skeleton from its first frame, never an empty card
 * (issue 15.10), on every list page of the registry, opened at its own address by a user who may.
 */
import { screen, within } from '@testing-library/react';
import { type HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl } from '../../msw/handlers';
import { server } from '../../msw/server';
import { loadEngineCode, registryPages } from '../../support/registryPages';
import { renderApp } from '../../support/renderApp';

const lists = (await registryPages('collection')).filter((page) => page.resource.list?.path);

beforeAll(loadEngineCode);

describe('a list waiting for its rows', () => {
  it('covers the routed lists', () => {
    expect(lists.length).toBeGreaterThan(20);
  });

  it.each(lists.map((page) => [page.id, page] as const))(
    '%s shows the skeleton at once',
    async (_id, page) => {
      const path = page.resource.list?.path;
      if (!path) throw new Error('no list');
      // The rows never come.
      server.use(http.post(apiUrl(path), () => new Promise<HttpResponse<string>>(() => undefined)));
      await renderApp(page.path, { session: page.session });
      const section = (await screen.findByRole('heading', { level: 2 })).closest('section');
      if (!section) throw new Error('no list section');
      expect(within(section).getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
      expect(section.querySelector('[aria-busy="true"]')).toBeNull();
    },
  );
});
