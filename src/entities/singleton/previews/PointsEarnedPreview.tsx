import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../../lib/money';
import { purchasePoints } from '../../../lib/points';
import { Icon } from '../../../ui/Icon';
import type { PreviewProps } from '../previews';

/** The purchase the preview prices: a round amount most stores see every day. */
const SAMPLE_AMOUNT = 25;

function positive(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * What a customer earns for a sample purchase with the conversion being typed ("Una compra de 25,00 €
 * da 25 puntos"), worked out with the rule the server gives points with.
 */
export function PointsEarnedPreview({ data, currency }: PreviewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  const code = typeof data.currencyCode === 'string' && data.currencyCode ? data.currencyCode : currency;
  const money = positive(data.conversionMoney);
  const points = positive(data.conversionPoints);
  let body: string;
  let rule: string | null = null;
  if (data.useConversion !== true) body = t('previews.pointsEarned.manual');
  else if (money === null || points === null) body = t('previews.pointsEarned.incomplete');
  else {
    const amount = formatCurrency(SAMPLE_AMOUNT, code, language);
    body = t('previews.pointsEarned.sample', {
      amount,
      count: purchasePoints(SAMPLE_AMOUNT, money, points),
    });
    rule = t('previews.pointsEarned.rule', { count: points, money: formatCurrency(money, code, language) });
  }
  return (
    <div
      role="status"
      aria-live="polite"
      className="rounded-xl bg-brand-50 p-4 ring-1 ring-inset ring-brand-100"
    >
      <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-700">
        <Icon name="coins" width={16} height={16} />
        {t('previews.pointsEarned.title')}
      </p>
      <p className="mt-2 text-base font-semibold text-slate-900">{body}</p>
      {rule && <p className="mt-1 text-sm text-slate-600">{rule}</p>}
    </div>
  );
}
