import { Popover, PopoverButton } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useReplayedOpening, useStandInOpening } from './menuOpening';

/**
 * A popover whose Headless UI Popover is mounted the first time its button is pressed, for the reason
 * MenuOnDemand gives: until then a plain button that looks and reads the same (collapsed) holds its place.
 */
export function PopoverOnDemand({
  className,
  buttonClassName,
  face,
  panel,
}: {
  /** The classes of the element around the button and its panel. */
  className: string;
  buttonClassName: string;
  /** What the button shows (its name included). */
  face: ReactNode;
  /** The popover's `<PopoverPanel>`, made only once it has opened. */
  panel: () => ReactNode;
}) {
  const { opening, standIn } = useStandInOpening('disclosure');
  const replayed = useReplayedOpening(opening);
  if (opening === null)
    return (
      <div className={className}>
        <button {...standIn} className={buttonClassName}>
          {face}
        </button>
      </div>
    );
  return (
    <Popover className={className}>
      <PopoverButton ref={replayed} className={buttonClassName}>
        {face}
      </PopoverButton>
      {panel()}
    </Popover>
  );
}
