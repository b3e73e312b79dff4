import { createContext, useContext } from 'react';
import type { Row } from '../data/values';

/** What a widget may need beyond its own field: the currency, the whole form's data, and a way to set siblings. */
export interface EngineFormContext {
  currency: string | null;
  data: Row;
  /** Sets several fields at once (a map point fills latitude, longitude and zoom). */
  patch: (values: Row) => void;
  /**
   * The last validation's messages for a field and those it represents (a map point's latitude and
   * longitude), for widgets that show fields without an input of their own.
   */
  errorsOf: (field: string) => string[];
  /** The zone each moment's time field is read in (a notification's: the store's), by field. */
  zones: Record<string, string>;
}

export const FormContext = createContext<EngineFormContext>({
  currency: null,
  data: {},
  patch: () => undefined,
  errorsOf: () => [],
  zones: {},
});

export function useFormContext(): EngineFormContext {
  return useContext(FormContext);
}
