import { useCallback } from 'react';
import { useShellAccess } from '../../app/layout/useShellAccess';
import type { AccessExpression } from '../../app/menu/accessExpression';
import { accessRule } from '../../app/menu/pages';

/** Whether the signed-in user may do what an access expression guards (null: anyone who sees the page). */
export function useCan(): (expression: AccessExpression | null) => boolean {
  const shell = useShellAccess();
  return useCallback(
    (expression: AccessExpression | null) => expression === null || accessRule(expression)(shell.access),
    [shell.access],
  );
}
