import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../data/values';
import type { FormatContext } from '../format/formatValue';
import type { ResolvedColumn } from '../resource';
import { cellWords } from './cellWords';
import { type CardLayout, EntityCard } from './EntityCard';
import type { MovedRow } from './ReorderButtons';
import type { RowAction } from './RowActions';
import { rowMenuLabel } from './rowMenuLabel';

export interface EntityCardsProps {
  rows: Row[];
  columns: ResolvedColumn[];
  visibility: Record<string, boolean>;
  rowKey: (row: Row) => string;
  rowLabel: (row: Row) => string;
  /** The fields the card's title is made of, so not repeated under it. */
  labelFields: string[];
  format: FormatContext;
  rowActions: (row: Row) => RowAction[];
  detailHref?: (row: Row) => string;
  selection?: { isSelected: (key: string) => boolean; toggle: (key: string) => void };
  /** Rows can be put in order: on a phone, with the move buttons (a touch drag is no HTML drag). */
  reorder?: { onMove: (from: number, to: number) => void; moved: MovedRow | null };
  /** The list's answer, for columns built from it. */
  answer?: Row | null;
}

/** A list on a phone: each row a card of label and value pairs, its actions at hand. */
export const EntityCards = memo(function EntityCards({
  rows,
  columns,
  visibility,
  rowKey,
  rowLabel,
  labelFields,
  format,
  rowActions,
  detailHref,
  selection,
  reorder,
  answer = null,
}: EntityCardsProps) {
  const { t } = useTranslation();
  // What every card shares is worked out once for the page: the same labels and words for every row.
  const layout = useMemo<CardLayout>(() => {
    const shown = columns.filter((column) => visibility[column.field] !== false);
    const image = shown.find((column) => column.format === 'image');
    const fields = shown
      .filter((column) => column !== image && !labelFields.includes(column.field))
      .map((column) => ({ column, label: t(column.label) }));
    return {
      image,
      fields,
      format,
      answer,
      words: cellWords(format.t),
      selectLabel: t('engine.selectRow'),
      menuLabel: rowMenuLabel(t),
    };
  }, [columns, visibility, labelFields, format, answer, t]);
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((row, index) => {
        const key = rowKey(row);
        return (
          <EntityCard
            key={key}
            row={row}
            rowKey={key}
            label={rowLabel(row)}
            layout={layout}
            actions={rowActions(row)}
            href={detailHref?.(row)}
            selected={selection?.isSelected(key)}
            onToggle={selection?.toggle}
            reorder={
              reorder && {
                index,
                count: rows.length,
                onMove: reorder.onMove,
                moved: reorder.moved?.key === key ? reorder.moved : null,
              }
            }
          />
        );
      })}
    </ul>
  );
});
