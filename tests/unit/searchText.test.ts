/**
 * The one search rule (src/lib/searchText.ts) and the lists the browser searches with it: accents and
 * case ignored, every word in any of the searched fields, in any order (issue 15.1).
 */
import { describe, expect, it } from 'vitest';
import type { Row } from '../../src/entities/data/values';
import { viewRows } from '../../src/entities/list/viewRows';
import type { Resource } from '../../src/entities/resource';
import { foldText, matchesWords, searchWords } from '../../src/lib/searchText';
import { matchesTimeZone, timeZoneOption } from '../../src/ui/timeZones';

const registry = Object.values(
  import.meta.glob<Resource>('../../src/entities/generated/resources/*.ts', {
    eager: true,
    import: 'resource',
  }),
);

const state = { page: 1, pageSize: 20, sort: null, search: '', filters: {} };

/** A row with values at dot paths. */
function rowWith(id: number, values: Record<string, string>): Row {
  const row: Row = { id };
  for (const [path, value] of Object.entries(values)) {
    let at = row;
    const parts = path.split('.');
    for (const part of parts.slice(0, -1)) {
      at[part] = (at[part] as Row | undefined) ?? {};
      at = at[part] as Row;
    }
    at[parts[parts.length - 1] as string] = value;
  }
  return row;
}

describe('the search rule', () => {
  it('folds accents and case as the server folds them (NFD, marks U+0300–U+036F dropped, lower case)', () => {
    expect(foldText('Lucía GARCÍA Núñez Ñandú Ärger Çelik')).toBe('lucia garcia nunez nandu arger celik');
    // What has no decomposition stays itself, on both sides.
    expect(foldText('Łódź Øster')).toBe('łodz øster');
  });

  it('splits a search into distinct folded words', () => {
    expect(searchWords('  Lola   FERNÁNDEZ lola ')).toEqual(['lola', 'fernandez']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('needs every word, each in any of the texts', () => {
    const texts = ['Elena', 'Castro Gutiérrez'];
    expect(matchesWords(searchWords('gutierrez castro'), texts)).toBe(true);
    expect(matchesWords(searchWords('ELENA gutiérrez'), texts)).toBe(true);
    expect(matchesWords(searchWords('elena martinez'), texts)).toBe(false);
  });

  it('serves the time-zone picker too', () => {
    const zone = timeZoneOption('America/Sao_Paulo', new Date('2026-01-01T00:00:00Z'));
    expect(matchesTimeZone(zone, 'PAULO são')).toBe(true);
    expect(matchesTimeZone(zone, 'paulo rio')).toBe(false);
  });
});

describe('every list the browser searches', () => {
  const searched = registry.filter(
    (resource) => resource.list?.paging === 'client' && (resource.list.searchFields.length ?? 0) > 0,
  );

  it('exists', () => {
    expect(searched.length).toBeGreaterThan(10);
  });

  it.each(searched.map((resource) => [resource.id, resource] as const))(
    '%s finds a row by its words in any order, without accents, in any case',
    (_id, resource) => {
      const fields = resource.list?.searchFields ?? [];
      for (const field of fields) {
        const rows = [rowWith(1, { [field]: 'Ñandú Pérez Gómez' }), rowWith(2, { [field]: 'Ñandú López' })];
        const found = viewRows(rows, { ...state, search: 'GOMEZ nandu' }, fields, 'es').rows;
        expect(
          found.map((row) => row.id),
          `${resource.id}.${field}`,
        ).toEqual([1]);
      }
      // Words may sit in different fields of one row.
      if (fields.length > 1) {
        const [first, second] = fields as [string, string];
        const row = rowWith(1, { [first]: 'Ñandú', [second]: 'Pérez' });
        const found = viewRows([row], { ...state, search: 'perez NANDU' }, fields, 'es').rows;
        expect(found, resource.id).toHaveLength(1);
      }
    },
  );
});
