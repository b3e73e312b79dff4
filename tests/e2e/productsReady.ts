/** What startProducts.ts prints once every product serves, and playwright.config.ts waits for. */
export const PRODUCTS_READY = 'The end-to-end products are ready';
