import { useTranslation } from 'react-i18next';
import { ActionMenuItems } from '../../ui/ActionMenuItems';
import { buttonClasses } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { MenuOnDemand } from '../../ui/MenuOnDemand';
import type { ResolvedAction } from '../resource';

/** A page's further actions, beyond the ones shown as buttons, in one menu. */
export function PageActionsMenu({
  actions,
  onAction,
}: {
  actions: ResolvedAction[];
  onAction: (action: ResolvedAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <MenuOnDemand
      buttonClassName={buttonClasses('secondary')}
      face={
        <>
          <Icon name="dots" width={18} height={18} />
          {t('engine.more')}
        </>
      }
      items={() => (
        <ActionMenuItems
          wide
          items={actions.map((action) => ({
            id: action.id,
            label: t(action.texts.label),
            icon: action.icon,
            onSelect: () => onAction(action),
          }))}
        />
      )}
    />
  );
}
