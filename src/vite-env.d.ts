/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Host of the API (https). When unset the API is the page's own origin. */
  readonly VITE_API_HOST?: string;
  /** Optional port of the API host. */
  readonly VITE_API_PORT?: string;
  /** Brand of the deployment; 'default' unless set (decides some menu rules, spec §6). */
  readonly VITE_BRAND?: string;
  /** Brand name shown in the footer and on the sign-in page. */
  readonly VITE_BRAND_NAME?: string;
  /** 'false' when the platform hosts a single store (default true). */
  readonly VITE_MULTISTORE?: string;
  /** 'true' forces a right-to-left layout whatever the language. */
  readonly VITE_FORCE_RTL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
