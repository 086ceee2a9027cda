/** Swedish strings of /admin/profile (notification preferences). */
export const profileStrings = {
  title: 'Profilinställningar',
  description: (company: string) => `Välj hur du vill bli meddelad om händelser i ${company}.`,
  account: 'Ditt konto',
  name: 'Namn',
  email: 'E-post',
  changePassword: 'Byt lösenord',
  notifications: 'Notifikationer',
  notificationsText: 'Inställningarna gäller för det valda företaget.',
  save: 'Spara',
  failed: 'Vi kunde inte hämta dina inställningar.',
  loading: 'Laddar inställningar',
} as const;
