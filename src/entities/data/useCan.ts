import { useCallback } from 'react';
import { useShellAccess } from '../../app/layout/useShellAccess';
import { type AccessExpression, compileAccess } from '../../app/menu/accessExpression';

/**
 * Whether the signed-in user may use something a descriptor guards (an action, a section), in the
 * same terms as the menu rules; no expression means everyone who reaches the page.
 */
export function useCan(): (access: AccessExpression | null | undefined) => boolean {
  const { access } = useShellAccess();
  return useCallback(
    (expression: AccessExpression | null | undefined) =>
      expression === null || expression === undefined || compileAccess(expression)(access),
    [access],
  );
}
