/**
 * Imports run one way: a server handler module never imports another area's handlers (shared logic
 * lives in a module both use: views/, auth/, queries/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const HANDLERS = new URL('../../src/server/handlers/', import.meta.url);
const AREAS = ['admin', 'client', 'general'];

describe('import arrows', () => {
  it('keeps each handler module from importing another handler module', () => {
    const crossings = AREAS.flatMap((area) =>
      readdirSync(new URL(`${area}/`, HANDLERS))
        .filter((file) => file.endsWith('.ts'))
        .flatMap((file) => {
          const text = readFileSync(new URL(`${area}/${file}`, HANDLERS), 'utf8');
          return [...text.matchAll(/from '(\.\.\/(?:admin|client|general)\/[^']+)'/g)].map(
            (match) => `${area}/${file} imports ${match[1]}`,
          );
        }),
    );
    expect(crossings).toEqual([]);
  });
});
