import type { SVGProps } from 'react';
import { ICON_SHAPES, type IconName } from './iconShapes';

export type { IconName };

export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={ICON_SHAPES[name]} />
    </svg>
  );
}
