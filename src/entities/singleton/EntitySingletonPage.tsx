import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { ActionDialog } from '../actions/ActionDialog';
import { useCan } from '../data/useCan';
import { useRelated } from '../data/useRelated';
import { useFormatContext } from '../format/useFormatContext';
import { EntityListPage } from '../list/EntityListPage';
import type { ResolvedAction, Resource } from '../resource';
import { SectionCard } from './SectionCard';

const NO_PARENT = {};

/**
 * A settings page: links to its related pages, each section a card with its own form (or read-only
 * fields), loaded and saved on its own, the page's actions (regenerate a token, delete the account…)
 * and the lists that belong to it (a subscription's history).
 */
export function EntitySingletonPage({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const can = useCan();
  const format = useFormatContext();
  const [action, setAction] = useState<ResolvedAction | null>(null);
  const related = useRelated(resource.related ?? []);
  // Actions a section shows are its own; the others belong to the page.
  const inSections = new Set(resource.sections.flatMap((section) => section.actions));
  const actions = resource.actions.filter(
    (a) => a.scope === 'page' && !inSections.has(a.id) && can(a.access),
  );
  const links = (resource.links ?? []).filter((link) => can(link.access));
  return (
    <section aria-labelledby={`${resource.id}-title`} className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <h2
          id={`${resource.id}-title`}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 focus:outline-none"
        >
          {t(resource.texts.title)}
        </h2>
        {links.length > 0 && (
          <nav aria-label={t('engine.relatedPages')} className="flex flex-wrap gap-x-4 gap-y-1">
            {links.map((link) => (
              <Link
                key={link.id}
                to={`/dashboard/${link.to}`}
                className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
              >
                <Icon name={link.icon} width={16} height={16} className="rtl:-scale-x-100" />
                {t(link.label)}
              </Link>
            ))}
          </nav>
        )}
      </div>
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
      {related
        .filter((child) => can(child.access))
        .map((child) => (
          <EntityListPage key={child.id} resource={child} parent={{ row: NO_PARENT, prefix: child.id }} />
        ))}
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
