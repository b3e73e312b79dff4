import { lazy, Suspense } from 'react';
import type { CommandPaletteProps } from './CommandPalette';

/** The palette's code (and the resources it reads) loads when it is first opened, not with the frame. */
const CommandPalette = lazy(() => import('./CommandPalette'));

/** The command palette while it is open. */
export function PaletteLauncher(props: CommandPaletteProps) {
  return (
    <Suspense fallback={null}>
      <CommandPalette {...props} />
    </Suspense>
  );
}
