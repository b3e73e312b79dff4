/**
 * How this copy of the back office is deployed, fixed at build time (Vite env): the brand, whether the
 * platform hosts several stores, and a switch that forces right-to-left layout whatever the language.
 */
export interface Deployment {
  /** Shown in the footer and the sign-in page. */
  brandName: string;
  /** The default brand: decides who sees Notificaciones and admin Sucursales (spec §6). */
  defaultBrand: boolean;
  /** Several stores share the platform (the reference deployment does). */
  multistore: boolean;
  forceRtl: boolean;
}

export interface DeploymentEnv {
  VITE_BRAND?: string | undefined;
  VITE_BRAND_NAME?: string | undefined;
  VITE_MULTISTORE?: string | undefined;
  VITE_FORCE_RTL?: string | undefined;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

export function readDeployment(env: DeploymentEnv): Deployment {
  const brand = env.VITE_BRAND?.trim() || 'default';
  return {
    brandName: env.VITE_BRAND_NAME?.trim() || 'Fideliza',
    defaultBrand: brand === 'default',
    multistore: flag(env.VITE_MULTISTORE, true),
    forceRtl: flag(env.VITE_FORCE_RTL, false),
  };
}

// Outside Vite (the end-to-end tests read the menu rules in Node) there is no import.meta.env.
export const deployment: Deployment = readDeployment(import.meta.env ?? {});
