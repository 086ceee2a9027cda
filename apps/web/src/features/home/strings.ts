/** Swedish strings of the admin home screen. */
export const homeStrings = {
  greeting: (name: string) => (name ? `Hej ${name}!` : 'Hej!'),
  yourRole: 'Din roll',
  company: 'Företag',
  noCompany:
    'Ditt konto är inte kopplat till något företag ännu. När en administratör lägger till dig visas företaget här.',
  whatNext: 'Vad vill du göra?',
  needsRole: (role: string) => `Kräver behörighet: ${role}`,
  cards: {
    createPosition: { title: 'Skapa annons', text: 'Publicera en ny tjänst och börja ta emot ansökningar.' },
    positions: { title: 'Annonser', text: 'Se företagets annonser och sökande.' },
    users: { title: 'Användare', text: 'Bjud in kollegor och styr vad de får göra.' },
    emailTemplates: { title: 'E-postmallar', text: 'Anpassa mejlen som går till sökande.' },
    companyProfile: { title: 'Företagsprofil', text: 'Logotyp, kontaktuppgifter och karriärsida.' },
    profile: { title: 'Profilinställningar', text: 'Välj vilka notifikationer du vill få.' },
    changePassword: { title: 'Byt lösenord', text: 'Byt lösenordet till ditt konto.' },
    switchCompany: { title: 'Byt företag', text: 'Arbeta i ett annat av dina företag.' },
    newContainer: { title: 'Ny Container', text: 'Skapa ett nytt företag på plattformen.' },
  },
} as const;
