import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { notify } from '../../ui/notifications';
import type { OperationResult } from '../data/callOperation';
import { useOperationMutation } from '../data/useRowMutation';
import { type ParamContext, type Row, resolveParams, valueAt } from '../data/values';
import { LazyFormModal } from '../form/LazyFormModal';
import type { ResolvedAction, Resource } from '../resource';
import { ResultModal } from './ResultModal';

export interface ActionDialogProps {
  resource: Resource;
  action: ResolvedAction;
  /** The row of a row action, the parent/route context of any action. */
  context: ParamContext;
  /** Keys of the selected rows, for a bulk action. */
  keys?: (string | number)[];
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
export function ActionDialog({ resource, action, context, keys, currency, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const mutation = useOperationMutation();
  const [stage, setStage] = useState<Stage>({ kind: 'ask' });
  const [failure, setFailure] = useState<string | null>(null);
  const engineFields: Row = resolveParams(action.operation.params, context);
  if (action.operation.ids && keys) engineFields[action.operation.ids] = keys;
  const interpolation = { ...context.row, count: keys?.length ?? 0 };

  /**
   * After an ok answer: the result if there is one to show, else done. The success text may name the
   * answer's fields (`{{created}}`); a form has already said it (FormModal), so only a confirmed or
   * immediate action toasts here.
   */
  function finish(result: OperationResult, toasted: boolean): boolean {
    if (!toasted)
      notify({ kind: 'success', title: t(action.texts.success, { ...result, ...interpolation }) });
    const field = 'field' in action.result ? action.result.field : null;
    const value = field ? valueAt(result, field) : undefined;
    if (action.result.kind === 'download' && typeof value === 'string') download(value);
    if ((action.result.kind === 'secret' || action.result.kind === 'details') && value !== undefined) {
      setStage({ kind: 'result', value });
      return false;
    }
    onClose();
    return true;
  }

  async function run() {
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

  // An action that asks nothing runs at once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || action.form || action.confirm) return;
    started.current = true;
    void run();
  });

  if (stage.kind === 'result') {
    return (
      <ResultModal
        title={t(action.texts.title, interpolation)}
        value={stage.value}
        secret={action.result.kind === 'secret'}
        onClose={onClose}
      />
    );
  }
  if (action.form) {
    return (
      <LazyFormModal
        resource={resource}
        formKey={action.form}
        title={t(action.texts.title, interpolation)}
        submitLabel={t(action.texts.label, interpolation)}
        operation={action.operation.path}
        engineFields={engineFields}
        row={null}
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
      title={t(action.texts.title, interpolation)}
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
