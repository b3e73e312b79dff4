import { createContext, useContext } from 'react';

/**
 * True inside the signed-in frame's <main>, where the top bar holds the page's <h1>: a page that can
 * also stand alone (the error pages) then adds no second main landmark and starts at <h2>.
 */
export const InFrameContext = createContext(false);

export function useInFrame(): boolean {
  return useContext(InFrameContext);
}
