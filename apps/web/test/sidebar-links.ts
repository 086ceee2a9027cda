/**
 * The sidebar's links per category, in order, as the product shows them (SPEC §3): what the sidebar's
 * tests, the screen registry's test and the roles journey hold the screens to.
 */
export const SIDEBAR_LINKS: Record<'general' | 'settings' | 'admin' | 'superuser', string[]> = {
  general: [
    'Start',
    'Annonser',
    'Talangpool',
    'Nyheter',
    'Notifikationer',
    'Min tillgänglighet',
    'Rapporter',
  ],
  settings: [
    'E-postmallar',
    'Statusar och taggar',
    'Annonsbilder',
    'Formulärmallar',
    'Kompetenser',
    'Kriteriebibliotek',
  ],
  admin: ['Användare', 'Företagsprofil', 'Integration', 'GDPR', 'Events'],
  superuser: [
    'Billing Management',
    'Skriv nyhet',
    'Ny Container',
    'Generera data',
    'Systemstatus',
    'Tillgänglighetsredogörelse',
  ],
};
