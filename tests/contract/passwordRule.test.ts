import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../src/lib/password';
import { contract } from '../support/contract';

interface Body {
  properties?: Record<string, { minLength?: number }>;
}

function passwordMinLength(path: string): number | undefined {
  const paths = (contract as { paths: Record<string, { post?: unknown }> }).paths;
  const post = paths[path]?.post as { requestBody?: { content?: Record<string, { schema?: Body }> } };
  return post?.requestBody?.content?.['application/json']?.schema?.properties?.password?.minLength;
}

describe('the password rule the screens check before sending', () => {
  it.each(['/general/process-password-recovery', '/login/client/register'])(
    'is the contract’s for %s',
    (path) => {
      expect(passwordMinLength(path)).toBe(PASSWORD_MIN_LENGTH);
    },
  );
});
