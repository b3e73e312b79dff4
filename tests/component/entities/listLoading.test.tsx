/**
 * A list waiting for its rows shows the table's skeleton from its first frame, never an empty card
 * (issue 15.10), on every list page of the registry.
 */
import { screen, within } from '@testing-library/react';
import { type HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Resource } from '../../../src/entities/resource';
import { apiUrl } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderResource } from '../../support/renderResource';

const registry = Object.values(
  import.meta.glob<Resource>('../../../src/entities/generated/resources/*.ts', {
    eager: true,
    import: 'resource',
  }),
);
// Pages of their own: routed lists (the activity's tabs and a row's related lists are the same list).
const lists = registry.filter(
  (resource) => resource.kind === 'collection' && resource.route !== null && resource.list?.path,
);

describe('a list waiting for its rows', () => {
  it('covers the routed lists', () => {
    expect(lists.length).toBeGreaterThan(20);
  });

  it.each(lists.map((resource) => [resource.id, resource] as const))(
    '%s shows the skeleton at once',
    async (_id, resource) => {
      const path = resource.list?.path;
      if (!path) throw new Error('no list');
      // The rows never come.
      server.use(http.post(apiUrl(path), () => new Promise<HttpResponse<string>>(() => undefined)));
      await renderResource(resource);
      const section = (await screen.findByRole('heading', { level: 2 })).closest('section');
      if (!section) throw new Error('no list section');
      expect(within(section).getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
      expect(section.querySelector('[aria-busy="true"]')).toBeNull();
    },
  );
});
