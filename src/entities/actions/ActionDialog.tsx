import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { notify } from '../../ui/notifications';
import { callOperation, type OperationResult } from '../data/callOperation';
import { invalidateAfterChange } from '../data/invalidate';
import { useOperationMutation } from '../data/useRowMutation';
import { type ParamContext, type Row, resolveParams, valueAt } from '../data/values';
import { LazyFormModal } from '../form/LazyFormModal';
import type { ResolvedAction, Resource } from '../resource';
import { ResourceListModal } from './ResourceListModal';
import { ResultModal } from './ResultModal';

/** How many failed rows of a bulk action the toast names. */
const FAILURES_NAMED = 3;

export interface ActionDialogProps {
  resource: Resource;
  action: ResolvedAction;
  /** The row of a row action, the parent/route context of any action. */
  context: ParamContext;
  /** Keys of the selected rows, for a bulk action. */
  keys?: (string | number)[];
  /** The selected rows themselves, for a bulk action called once per row (and how each is named). */
  rows?: Row[];
  rowLabel?: (row: Row) => string;
  /** How the row of a row action is named, beside the dialog's title. */
  subject?: string;
  currency: string | null;
  onClose: () => void;
}

type Stage = { kind: 'ask' } | { kind: 'running' } | { kind: 'result'; value: unknown };

/** Opens a downloadable answer (a coupons PDF) in a new tab. */
function download(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Runs a descriptor's action: asks its form or its confirmation first when it has one, calls the
 * operation, and shows the result — a toast, a download, a secret shown once, or details.
 */
export function ActionDialog({
  resource,
  action,
  context,
  keys,
  rows,
  rowLabel,
  subject,
  currency,
  onClose,
}: ActionDialogProps) {
  const { t } = useTranslation();
  const mutation = useOperationMutation();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ kind: 'ask' });
  const [failure, setFailure] = useState<string | null>(null);
  const engineFields: Row = resolveParams(action.operation.params, context);
  if (action.operation.ids && keys) engineFields[action.operation.ids] = keys;
  const interpolation = { ...context.row, count: rows?.length ?? keys?.length ?? 0 };
  // A title that names the row itself ('Actividad de «Café Central»') is whole; another says which row
  // the action is on ('Registrar una compra: Ana López').
  const namesRow = t(action.texts.title, interpolation) !== t(action.texts.title);
  const title =
    subject && !namesRow
      ? t('engine.actionOn', { action: t(action.texts.title, interpolation), subject })
      : t(action.texts.title, interpolation);

  /**
   * After an ok answer: the result if there is one to show, else done. The success text may name the
   * answer's fields (`{{created}}`, `{{result.customer.points}}`); a form has already said it
   * (FormModal), and details or a list are the answer itself, shown at once.
   */
  function finish(result: OperationResult, toasted = false): boolean {
    const kind = action.result.kind;
    if (!toasted && kind !== 'list' && kind !== 'details') {
      const values = { ...result, ...interpolation, result };
      const detail = action.texts.successDetail;
      notify({
        kind: 'success',
        title: t(action.texts.success, values),
        ...(detail ? { description: t(detail, values) } : {}),
      });
    }
    const field = 'field' in action.result ? action.result.field : null;
    const value = field ? valueAt(result, field) : undefined;
    if (kind === 'download' && typeof value === 'string') download(value);
    if ((kind === 'secret' || kind === 'details' || kind === 'list') && value !== undefined) {
      setStage({ kind: 'result', value });
      return false;
    }
    onClose();
    return true;
  }

  /** A bulk action over an operation on one row: called for each selected row, one after another. */
  async function runPerRow(selected: Row[]) {
    setFailure(null);
    setStage({ kind: 'running' });
    const failures: string[] = [];
    for (const row of selected) {
      const body = resolveParams(action.operation.params, { ...context, row });
      const result = await callOperation(action.operation.path, body);
      if (result.s !== 'ok') failures.push(rowLabel ? `${rowLabel(row)}: ${result.m}` : result.m);
    }
    const done = selected.length - failures.length;
    // What is shown is reloaded once, after every row, not after each.
    if (done > 0) await invalidateAfterChange(queryClient);
    if (failures.length === 0) {
      notify({ kind: 'success', title: t(action.texts.success, { count: done }) });
    } else {
      const named = failures.slice(0, FAILURES_NAMED);
      const more = failures.length - named.length;
      notify({
        kind: 'error',
        title: t('engine.bulkActionPartial', { done, count: selected.length }),
        description: [...named, ...(more > 0 ? [t('engine.andMore', { count: more })] : [])].join(' · '),
      });
    }
    onClose();
  }

  async function run() {
    if (action.perRow && rows) return runPerRow(rows);
    setFailure(null);
    setStage({ kind: 'running' });
    const result = await mutation.mutateAsync({ path: action.operation.path, body: engineFields });
    if (result.s !== 'ok') {
      setStage({ kind: 'ask' });
      setFailure(result.m);
      // Without a dialog the failure is a toast.
      if (!action.confirm) {
        notify({ kind: 'error', title: t(action.texts.failure, interpolation), description: result.m });
        onClose();
      }
      return;
    }
    finish(result, false);
  }

  // An action that asks nothing runs at once; one that shows another list only opens it.
  const shows = action.result.kind === 'resource' ? action.result.resource : null;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || action.form || action.confirm || shows) return;
    started.current = true;
    void run();
  });

  if (shows) return <ResourceListModal title={title} resourceId={shows} onClose={onClose} />;

  if (stage.kind === 'result') {
    return (
      <ResultModal
        title={title}
        value={stage.value}
        secret={action.result.kind === 'secret'}
        details={action.details ?? null}
        {...(action.result.kind === 'list' ? { columns: action.result.columns } : {})}
        currency={currency}
        onClose={onClose}
      />
    );
  }
  if (action.form) {
    return (
      <LazyFormModal
        resource={resource}
        formKey={action.form}
        title={title}
        submitLabel={t(action.texts.label, interpolation)}
        operation={action.operation.path}
        engineFields={engineFields}
        context={context}
        row={null}
        {...(action.prefill && context.row ? { prefill: context.row } : {})}
        texts={action.texts}
        currency={currency}
        onClose={onClose}
        textValues={interpolation}
        onSaved={(result) => finish(result, true)}
      />
    );
  }
  if (!action.confirm) return null;
  const busy = stage.kind === 'running';
  return (
    <Modal
      open
      title={title}
      onClose={busy ? () => undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('engine.cancel')}
          </Button>
          <Button variant={action.danger ? 'danger' : 'primary'} onClick={() => void run()} busy={busy}>
            {t(action.texts.label, interpolation)}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p className="text-sm text-slate-700">{t(action.texts.confirm, interpolation)}</p>
        {busy && (
          <p role="status" className="text-sm text-sky-800">
            {t(action.texts.progress, interpolation)}
          </p>
        )}
        {failure !== null && (
          <div
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-inset ring-red-200"
          >
            <p className="font-semibold">{t(action.texts.failure, interpolation)}</p>
            {failure && <p className="mt-0.5">{failure}</p>}
          </div>
        )}
      </div>
    </Modal>
  );
}
