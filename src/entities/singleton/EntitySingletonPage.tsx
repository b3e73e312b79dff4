import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { ActionDialog } from '../actions/ActionDialog';
import { useCan } from '../data/useCan';
import { useFormatContext } from '../format/useFormatContext';
import type { ResolvedAction, Resource } from '../resource';
import { SectionCard } from './SectionCard';

/**
 * A settings page: each section a card with its own form (or read-only fields), loaded and saved on
 * its own, and the page's actions (regenerate a token, delete the account…).
 */
export function EntitySingletonPage({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const can = useCan();
  const format = useFormatContext();
  const [action, setAction] = useState<ResolvedAction | null>(null);
  const actions = resource.actions.filter((a) => a.scope === 'page' && can(a.access));
  return (
    <section aria-labelledby={`${resource.id}-title`} className="space-y-6">
      <h1
        id={`${resource.id}-title`}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 focus:outline-none"
      >
        {t(resource.texts.title)}
      </h1>
      {resource.sections
        .filter((section) => can(section.access))
        .map((section) => (
          <SectionCard key={section.id} resource={resource} section={section} format={format} />
        ))}
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {actions.map((item) => (
            <Button
              key={item.id}
              variant={item.danger ? 'danger' : 'secondary'}
              onClick={() => setAction(item)}
            >
              <Icon name={item.icon} width={18} height={18} />
              {t(item.texts.label)}
            </Button>
          ))}
        </div>
      )}
      {action && (
        <ActionDialog
          resource={resource}
          action={action}
          context={{}}
          currency={format.currency}
          onClose={() => setAction(null)}
        />
      )}
    </section>
  );
}
