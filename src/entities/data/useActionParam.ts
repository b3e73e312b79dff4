import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * `?action=<id>` asks a page to open something once: the dashboard's quick actions and the command
 * palette link there ('Nuevo cliente', 'Dar puntos a Lola Fernández'). The request is handed over once and
 * the parameter then leaves the address (replaced, not pushed), so going back does not open it again.
 */
export function useActionParam(onRequest: (requested: string) => void, enabled = true): void {
  const [params, setParams] = useSearchParams();
  const requested = enabled ? params.get('action') : null;
  const handled = useRef<string | null>(null);
  // The newest handler, so the request is answered with the page's current actions and rights.
  const handler = useRef(onRequest);
  handler.current = onRequest;
  useEffect(() => {
    if (!requested) {
      handled.current = null;
      return;
    }
    if (handled.current === requested) return;
    handled.current = requested;
    handler.current(requested);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('action');
        return next;
      },
      { replace: true },
    );
  }, [requested, setParams]);
}
