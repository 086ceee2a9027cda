/** The sidebar's entries of each category, in the order app/registry.ts gives them. */
export const GENERAL = ['Start', 'Annonser', 'Nyheter', 'Notifikationer', 'Min tillgänglighet'];
export const SETTINGS = [
  'E-postmallar',
  'Statusar och taggar',
  'Annonsbilder',
  'Formulärmallar',
  'Kompetenser',
  'Kriteriebibliotek',
];
export const ADMIN = ['Användare', 'Företagsprofil', 'Integration', 'GDPR', 'Events'];
export const SUPERUSER = [
  'Billing Management',
  'Skriv nyhet',
  'Ny Container',
  'Generera data',
  'Systemstatus',
];
