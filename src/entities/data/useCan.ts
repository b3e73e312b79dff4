import { useCallback } from 'react';
import type { AccessExpression } from '../../contract/access/accessExpression';
import { accessRule } from '../../contract/access/compiledAccess';
import { useShellAccess } from '../../session/useShellAccess';

/** Whether the signed-in user may do what an access expression guards (null: anyone who sees the page). */
export function useCan(): (expression: AccessExpression | null | undefined) => boolean {
  const shell = useShellAccess();
  return useCallback(
    (expression: AccessExpression | null | undefined) =>
      expression === null || expression === undefined || accessRule(expression)(shell.access),
    [shell.access],
  );
}
