/**
 * Imports run one way: a server handler module never imports another area's handlers (shared logic
 * lives in a module both use: views/, auth/, queries/); and the engine and the leaves it builds on
 * (src/entities, ui, session, api, lib, contract, i18n) never import the app that puts them together
 * (src/app), nor do the leaves import the engine, so either can change without the other.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
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

  it('keeps the engine and its leaves from importing the app, and the leaves from importing the engine', () => {
    const SRC = new URL('../../src/', import.meta.url);
    const below = (area: string): string[] =>
      readdirSync(new URL(`${area}/`, SRC), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !file.includes('generated'))
        .map((file) => `${area}/${file}`);
    const forbidden: Record<string, RegExp> = {
      entities: /^app\//,
      ui: /^(app|entities)\//,
      session: /^(app|entities)\//,
      api: /^(app|entities)\//,
      lib: /^(app|entities)\//,
      contract: /^(app|entities)\//,
      i18n: /^(app|entities)\//,
    };
    const crossings = Object.entries(forbidden).flatMap(([area, target]) =>
      below(area).flatMap((file) => {
        const text = readFileSync(new URL(file, SRC), 'utf8');
        return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)]
          .map((match) =>
            relative(fileURLToPath(SRC), fileURLToPath(new URL(match[1] ?? '', new URL(file, SRC)))),
          )
          .filter((imported) => target.test(imported))
          .map((imported) => `${file} imports ${imported}`);
      }),
    );
    expect(crossings).toEqual([]);
  });
});
