import { useSyncExternalStore } from 'react';

function readDirection(): 'ltr' | 'rtl' {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

function subscribe(onChange: () => void): () => void {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/**
 * The page's direction as <html dir> has it (the language's, or forced by the deployment), for the few
 * things CSS's logical properties cannot mirror, such as an SVG chart's axes.
 */
export function useDocumentDirection(): 'ltr' | 'rtl' {
  return useSyncExternalStore(subscribe, readDirection, () => 'ltr');
}
