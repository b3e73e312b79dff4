import { useOutletContext } from 'react-router-dom';
import type { ShellContext } from './useShellContext';

/** The signed-in frame's context (the menu rules' inputs) as the page inside it sees it. */
export function useShellAccess(): ShellContext {
  return useOutletContext<ShellContext>();
}
