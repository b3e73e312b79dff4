/**
 * The audit trail's pages name each operation by its label (`operations.<operationId>`, one file per
 * language in src/i18n/locales/pages/) and offer the labelled ones in their operation filter, so every
 * operation of the contract that changes data needs one in every language, and no label may outlive
 * its operation. A record of an operation since renamed still shows, as recorded.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages';

const contract = JSON.parse(
  readFileSync(new URL('../../src/contract/generated/openapi.json', import.meta.url), 'utf8'),
) as { paths: Record<string, { post: { operationId: string; 'x-reads'?: boolean } }> };

const changing = Object.values(contract.paths)
  .filter((item) => item.post['x-reads'] !== true)
  .map((item) => item.post.operationId)
  .sort();

describe('the operations’ labels', () => {
  it.each(LANGUAGES.map((language) => [language]))(
    '%s labels exactly the operations that change data',
    (language) => {
      const labels = JSON.parse(
        readFileSync(
          new URL(`../../src/i18n/locales/lists/${language}/operations.json`, import.meta.url),
          'utf8',
        ),
      ) as { operations: Record<string, string> };
      expect(Object.keys(labels.operations).sort()).toEqual(changing);
      for (const [operation, label] of Object.entries(labels.operations))
        expect(label.trim(), `${language} ${operation}`).not.toBe('');
    },
  );
});
