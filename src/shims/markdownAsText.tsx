/**
 * Stands in for `markdown-to-jsx/react` (vite.config.ts aliases it here), which RJSF imports for
 * descriptions and help written in Markdown (`ui:enableMarkdownInDescription`, which no engine form
 * turns on) and for its own configuration-error and file-list texts. The engine's forms never show
 * Markdown, and the library was a third of the form chunk's size before compression: text is shown as
 * text.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
