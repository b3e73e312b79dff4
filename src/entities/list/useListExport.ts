import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notifications';
import type { ParamContext, Row } from '../data/values';
import type { FormatContext } from '../format/formatValue';
import type { ResolvedColumn, Resource } from '../resource';
import { type ExportProgress, exportListCsv } from './exportListCsv';
import type { ListState } from './listState';

export interface ListExport {
  /** Set while an export runs: rows written so far and how many the view has. */
  progress: ExportProgress | null;
  start: () => void;
  cancel: () => void;
}

/**
 * CSV export of a list's current view, every matching row: one at a time, cancellable, with its
 * progress, and a toast saying how many rows went into which file (or why it failed).
 */
export function useListExport(input: {
  resource: Resource;
  state: ListState;
  context: ParamContext;
  clientRows: Row[];
  answer: Row | null;
  columns: ResolvedColumn[];
  format: FormatContext;
  title: string;
}): ListExport {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  // A page left during an export stops it.
  useEffect(() => () => controller.current?.abort(), []);
  const latest = useRef(input);
  latest.current = input;

  const start = useCallback(() => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ done: 0, total: 0 });
    void (async () => {
      let outcome: Parameters<typeof notify>[0] | null = null;
      try {
        const { count, fileName } = await exportListCsv({
          ...latest.current,
          signal: abort.signal,
          onProgress: setProgress,
        });
        outcome = { kind: 'success', title: t('engine.export.done', { count }), description: fileName };
      } catch (error: unknown) {
        if (!abort.signal.aborted)
          outcome = {
            kind: 'error',
            title: t('engine.export.failed'),
            description: error instanceof Error ? error.message : String(error),
          };
      }
      // The progress modal is gone from the page before the outcome is told: the toast never shows over
      // the modal it ends (the toasts' store renders at once, the state's update would come after).
      controller.current = null;
      flushSync(() => setProgress(null));
      if (outcome) notify(outcome);
    })();
  }, [t]);

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { progress, start, cancel };
}
