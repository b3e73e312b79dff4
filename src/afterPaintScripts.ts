/**
 * The id of the <template> in which a document rendered at build time lists the scripts to fetch once
 * it has painted (scripts/vite/prerender.ts writes it, src/main.tsx reads it).
 */
export const AFTER_PAINT_SCRIPTS_ID = 'preload-after-paint';
