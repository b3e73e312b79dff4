/** The demo sign-ins printed at start and listed in the README (all with the demo password). */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', role: 'Administrador de la plataforma' },
  { email: 'owner@demo.test', role: 'Propietaria de Café Central' },
  { email: 'empleado@demo.test', role: 'Empleado de Café Central (dar puntos y canjear, sucursal Sol)' },
  { email: 'owner2@demo.test', role: 'Propietario de Panadería Sol' },
] as const;
