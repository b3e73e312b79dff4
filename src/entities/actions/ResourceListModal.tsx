import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { loadResource } from '../data/loadResource';
import { EntityListPage } from '../list/EntityListPage';
import { TableSkeleton } from '../list/TableSkeleton';
import type { Resource } from '../resource';

/**
 * Another resource's list, live, in a dialog (the customers page's pending reward requests): its rows,
 * search, row and bulk actions as on a page. Its view is kept in the URL under its id while it is open.
 */
export function ResourceListModal({
  title,
  resourceId,
  onClose,
}: {
  title: string;
  resourceId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [resource, setResource] = useState<Resource | null>(null);
  const [, setParams] = useSearchParams();
  useEffect(() => {
    let live = true;
    void loadResource(resourceId).then((module) => {
      if (live && module) setResource(module.resource);
    });
    return () => {
      live = false;
    };
  }, [resourceId]);

  function close() {
    // The list's view leaves the URL with it.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of [...next.keys()]) if (key.startsWith(`${resourceId}.`)) next.delete(key);
        return next;
      },
      { replace: true },
    );
    onClose();
  }

  return (
    <Modal
      open
      title={title}
      onClose={close}
      size="large"
      footer={<Button onClick={close}>{t('engine.close')}</Button>}
    >
      {resource ? (
        <EntityListPage resource={resource} parent={{ row: {}, prefix: resource.id }} inDialog />
      ) : (
        <TableSkeleton />
      )}
    </Modal>
  );
}
