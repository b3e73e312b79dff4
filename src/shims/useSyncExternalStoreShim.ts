/**
 * Stands in for the `use-sync-external-store/shim` package (vite.config.ts aliases it here). Libraries
 * (react-i18next, Headless UI) import it to support React 17, bundling a fallback implementation;
 * React 19 has the hook built in, which the shim would use anyway.
 */
export { useSyncExternalStore } from 'react';
