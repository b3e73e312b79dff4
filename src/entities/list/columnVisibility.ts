import { useCallback, useState } from 'react';
import type { ResolvedColumn } from '../resource';

const STORAGE_PREFIX = 'loyalty.columns.';

function read(resourceId: string): Record<string, boolean> | null {
  try {
    const stored = localStorage.getItem(STORAGE_PREFIX + resourceId);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, boolean>) : null;
  } catch {
    return null;
  }
}

/** Which columns show, as the user last chose on this device (the descriptor's defaults otherwise). */
export function useColumnVisibility(resourceId: string, columns: ResolvedColumn[]) {
  const [visibility, setVisibility] = useState<Record<string, boolean>>(() => {
    const stored = read(resourceId) ?? {};
    return Object.fromEntries(columns.map((c) => [c.field, stored[c.field] ?? !c.hidden]));
  });
  const toggle = useCallback(
    (field: string) => {
      setVisibility((current) => {
        const next = { ...current, [field]: !current[field] };
        try {
          localStorage.setItem(STORAGE_PREFIX + resourceId, JSON.stringify(next));
        } catch {
          // Private mode: the choice lasts for this visit.
        }
        return next;
      });
    },
    [resourceId],
  );
  return { visibility, toggle };
}
