/**
 * Operations of the contract whose area has not landed yet: they answer 501 'Aún no disponible'.
 * Implementing one means deleting it from this list; the compiler then demands its handler in
 * src/server/handlers (the Handlers type), so no operation can be left without one.
 */
export const NOT_YET_AVAILABLE = [
  'clientOrdersGetAll',
  'clientOrdersAddNote',
  'clientOrdersDeleteNote',
  'clientOrdersUpdate',
] as const;

export type NotYetAvailable = (typeof NOT_YET_AVAILABLE)[number];
