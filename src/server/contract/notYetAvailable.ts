/**
 * Operations of the contract whose area has not landed yet: they answer 501 'Aún no disponible'.
 * Implementing one means deleting it from this list; the compiler then demands its handler in
 * src/server/handlers (the Handlers type), so no operation can be left without one.
 */
// Empty since every area landed; operations.test.ts fails while anything is listed here.
export const NOT_YET_AVAILABLE = [] as const;

export type NotYetAvailable = (typeof NOT_YET_AVAILABLE)[number];
