/** A box of the chart's height, so loading, empty and failed states take the chart's place exactly. */
export const CHART_BOX = 'h-72 w-full';

/** The chart's place while its data or its code loads. */
export function ChartSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={`${CHART_BOX} animate-pulse rounded-xl bg-slate-100`} />
  );
}
