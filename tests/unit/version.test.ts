import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../src/app/version';

describe('app version', () => {
  it("is the spec's 17.3.5 and package.json's version", () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(APP_VERSION).toBe('17.3.5');
    expect(pkg.version).toBe(APP_VERSION);
  });
});
