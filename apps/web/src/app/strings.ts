import type { NavGroup } from '../lib/screens.ts';

/** Swedish strings of the app shell: admin chrome, guards and layouts. */
export const chromeStrings = {
  nav: {
    ariaLabel: 'Huvudmeny',
    categories: {
      general: 'Allmänt',
      settings: 'Inställningar',
      admin: 'Admin',
      superuser: 'Superuser',
    } satisfies Record<NavGroup, string>,
    noAccessInCategory: 'Du har inte behörighet till någon sida i den här kategorin',
    noAccessItem: 'Du har inte behörighet till den här sidan',
  },
  /** The app's own screen (app/registry.ts), where a guard sends a role below a screen's. */
  accessDenied: { title: 'Ingen behörighet' },
  createPosition: 'Skapa annons',
  createPositionDisabled: 'Du behöver vara skribent eller administratör för att skapa annonser',
  openMenu: 'Öppna menyn',
  closeMenu: 'Stäng menyn',
  testBanner: 'Testmiljö - ej riktig data',
  userMenu: {
    open: 'Användarmeny',
    profile: 'Profilinställningar',
    switchCompany: 'Byt företag',
    changePassword: 'Byt lösenord',
    logout: 'Logga ut',
  },
  noCompany: 'Inget företag valt',
  skipToContent: 'Hoppa till innehållet',
  loadingUserFailed: 'Vi kunde inte hämta ditt konto.',
} as const;
