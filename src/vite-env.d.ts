/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Host of the API (https). When unset the API is the page's own origin. */
  readonly VITE_API_HOST?: string;
  /** Optional port of the API host. */
  readonly VITE_API_PORT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
