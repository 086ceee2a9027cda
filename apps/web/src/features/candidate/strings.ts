/** Swedish strings of the candidate's own pages (recruit layout: Home and My pages). */
export const candidateStrings = {
  layout: {
    nav: 'Mina sidor-meny',
    home: 'Hem',
    myPages: 'Mina sidor',
    messages: 'Meddelanden',
    openMenu: 'Öppna användarmenyn',
  },
  home: {
    title: (firstname: string) => (firstname ? `Hej ${firstname}!` : 'Hej!'),
    description: 'Här ser du dina ansökningar och lediga tjänster hos företagen du har sökt till.',
    applications: 'Mina ansökningar',
    applicationsHint: 'Status visas som företaget delar den med dig.',
    loading: 'Hämtar dina ansökningar',
    failed: 'Det gick inte att hämta dina ansökningar',
    empty: 'Inga ansökningar än',
    emptyText: 'När du söker en tjänst med den här e-postadressen visas ansökan här.',
    findJobs: 'Hitta lediga jobb',
    applied: (date: string) => `Skickad ${date}`,
    details: 'Visa ansökan',
    openPositions: 'Lediga tjänster',
    openPositionsHint: 'Hos företagen du har sökt till.',
    noOpenPositions: 'Inga lediga tjänster just nu hos de här företagen.',
    readMore: 'Läs mer och ansök',
  },
  myPages: {
    title: 'Mina sidor',
    description:
      'Dina uppgifter, dina ansökningar med svar och filer, och när uppgifterna tas bort. Du bestämmer över dem.',
    profile: 'Profil',
    profileHint: 'Namn och kontaktuppgifter på ditt konto. Dina skickade ansökningar ändras inte.',
    email: 'E-postadress',
    firstname: 'Förnamn',
    lastname: 'Efternamn',
    phone: 'Telefon',
    address: 'Adress',
    zip: 'Postnummer',
    city: 'Ort',
    save: 'Spara',
    profileLoading: 'Hämtar profilen',
    profileFailed: 'Det gick inte att hämta profilen',
    applications: 'Mina ansökningar',
    applicationsHint:
      'Varje ansökan med svar, filer och samtycke. Uppgifterna tas bort automatiskt det datum som står.',
    loading: 'Hämtar dina ansökningar',
    failed: 'Det gick inte att hämta dina ansökningar',
    empty: 'Inga ansökningar',
    emptyText: 'Du har inga ansökningar sparade hos något företag.',
    applied: (date: string) => `Skickad ${date}`,
    deleteOn: (date: string) => `Tas bort ${date}`,
    held: 'Sparas tills vidare (spärrad av företaget)',
    show: 'Visa svar och filer',
    hide: 'Dölj svar och filer',
    detailLoading: 'Hämtar ansökan',
    detailFailed: 'Det gick inte att hämta ansökan',
    answers: 'Dina svar',
    files: 'Bifogade filer',
    noFiles: 'Inga bifogade filer.',
    download: (name: string) => `Ladda ner ${name}`,
    downloadFailed: 'Det gick inte att ladda ner filen',
    consent: 'Samtycke',
    consentText: (at: string, company: string, basis: string, months: number) =>
      `Du godkände villkoren och behandlingen av dina personuppgifter ${at}. Personuppgiftsansvarig: ${company}. Rättslig grund: ${basis}. Lagringstid enligt villkoren: högst ${months} månader.`,
    consentVersion: (date: string) => `Villkorstext giltig från ${date}.`,
    noConsent: 'Formuläret hade inga villkor att godkänna.',
    retention: (date: string, months: number) =>
      `Företaget sparar uppgifterna i ${months} månader efter din senaste aktivitet: de tas bort ${date}.`,
    withdraw: 'Dra tillbaka ansökan',
    withdrawTitle: 'Dra tillbaka ansökan?',
    withdrawText: (position: string, company: string, surveyDays: number | null) =>
      `Ansökan till ${position} hos ${company} tas bort helt: dina svar, bifogade filer, samtycket och det företaget har antecknat om just den här ansökan. Det går inte att ångra. Dina andra ansökningar och ditt konto finns kvar.` +
      (surveyDays === null
        ? ''
        : ` ${company} skickar dig ${surveyDays === 0 ? 'i dag' : `om ${surveyDays} ${surveyDays === 1 ? 'dag' : 'dagar'}`} en kort enkät om hur du upplevde rekryteringen; svaren är anonyma och du behöver inte svara. Till dess sparar företaget bara att enkäten ska skickas, till vilken tjänst och hur långt ansökan kom.`),
    withdrawn: 'Ansökan borttagen',
    account: 'Ditt konto',
    accountHint:
      'Ladda ner allt företagen har om dig (registerutdrag), eller radera kontot och allt som hör till det.',
    downloadMyData: (format: string) => `Ladda ner mina uppgifter (${format})`,
    deleteAccount: 'Radera mitt konto',
    deleteTitle: 'Radera ditt konto?',
    deleteText: (applications: number) =>
      `Ditt konto, din profil och ${
        applications === 1
          ? 'din ansökan (med svar, filer och samtycke)'
          : `alla dina ${applications} ansökningar (med svar, filer och samtycken)`
      } tas bort hos alla företag. Det går inte att ångra. Ange ditt lösenord för att bekräfta.`,
    password: 'Lösenord',
    passwordRequired: 'Lösenord måste anges',
    deleteConfirm: 'Radera kontot',
    deleted: 'Ditt konto är raderat',
  },
} as const;
