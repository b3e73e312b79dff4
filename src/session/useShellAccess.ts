import { useOutletContext } from 'react-router-dom';
import type { Entity } from '../api';
import type { AccessContext } from '../contract/access/accessRules';

export interface ShellContext {
  /** False while what the menu rules need is still loading. */
  ready: boolean;
  access: AccessContext;
  generalConfiguration: Entity<'GeneralConfiguration'> | null;
}

/** The signed-in frame's context (the menu rules' inputs) as the page inside it sees it. */
export function useShellAccess(): ShellContext {
  return useOutletContext<ShellContext>();
}
