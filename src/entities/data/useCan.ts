import { useCallback } from 'react';
import { useShellAccess } from '../../app/layout/useShellAccess';
import type { AccessExpression } from '../../app/menu/accessExpression';
import { accessRule } from '../../app/menu/pages';

/** Whether the signed-in user may use something a descriptor guards (an action, a section); no rule allows all. */
export function useCan(): (access: AccessExpression | null | undefined) => boolean {
  const shell = useShellAccess();
  return useCallback(
    (access: AccessExpression | null | undefined) =>
      access === null || access === undefined || accessRule(access)(shell.access),
    [shell.access],
  );
}
