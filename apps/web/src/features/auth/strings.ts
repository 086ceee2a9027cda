import type { HeldKinds } from '@rekry/domain';

/** Swedish strings of the login-free screens: login, forgotten password, reset and sign-up. */
export const authStrings = {
  login: {
    title: 'Logga in',
    subtitle: 'Välkommen tillbaka! Logga in för att fortsätta där du slutade.',
    /** Reached from the career site's 'Logga in': a job seeker. */
    subtitleCandidate: 'Logga in för att se dina ansökningar och meddelanden.',
    email: 'E-postadress',
    password: 'Lösenord',
    forgot: 'Glömt lösenord?',
    submit: 'Logga in',
    noAccount: 'Söker du jobb och saknar konto?',
    register: 'Skapa ett konto',
    failed: 'Fel e-postadress eller lösenord',
    emailRequired: 'E-postadress måste anges',
    passwordRequired: 'Lösenord måste anges',
  },
  forgot: {
    title: 'Glömt lösenord?',
    subtitle: 'Ange din e-postadress så skickar vi en länk där du kan välja ett nytt lösenord.',
    email: 'E-postadress',
    submit: 'Skicka länk',
    sentTitle: 'Kolla din e-post',
    sent: (email: string) =>
      `Vi har skickat en länk till ${email}. Följ länken i mejlet för att välja ett nytt lösenord. Länken gäller en begränsad tid.`,
    notFound: 'Vi kunde inte hitta e-postadressen',
    backToLogin: 'Tillbaka till inloggningen',
    sendAgain: 'Skicka igen',
  },
  reset: {
    title: 'Välj nytt lösenord',
    subtitle: 'Välj ett nytt lösenord för ditt konto.',
    password: 'Nytt lösenord',
    confirm: 'Bekräfta nytt lösenord',
    submit: 'Spara nytt lösenord',
    done: 'Lösenordet är sparat. Logga in med ditt nya lösenord.',
    failed: 'Länken är ogiltig eller har gått ut. Begär en ny.',
    requestNew: 'Begär en ny länk',
    backToLogin: 'Tillbaka till inloggningen',
  },
  register: {
    title: 'Skapa konto',
    subtitle: 'Skapa ett konto för att följa dina ansökningar. Använd samma e-postadress som när du sökte.',
    email: 'E-postadress',
    password: 'Lösenord',
    confirm: 'Bekräfta lösenord',
    submit: 'Skapa konto',
    haveAccount: 'Har du redan ett konto?',
    login: 'Logga in',
    createdTitle: 'Kolla din e-post',
    toLogin: 'Till inloggningen',
  },
  confirm: {
    title: 'Aktivera ditt konto',
    subtitle:
      'Bekräfta din e-postadress så aktiveras kontot och du loggas in. Under Mina sidor ser du dina ansökningar.',
    activate: 'Aktivera kontot',
    failed: 'Något gick fel. Försök igen.',
    toLogin: 'Till inloggningen',
  },
  invite: {
    title: (company: string) => `Gå med i ${company}`,
    loading: 'Hämtar inbjudan',
    subtitleNew: (email: string) =>
      `Du har bjudits in med ${email}. Ange ditt namn och välj ett lösenord för att skapa ditt konto.`,
    subtitleExisting: (email: string) =>
      `Du har bjudits in med ${email}. Logga in med ditt lösenord för att tacka ja.`,
    subtitleSignedIn: (email: string) => `Du är inloggad som ${email}.`,
    firstname: 'Förnamn',
    lastname: 'Efternamn',
    email: 'E-postadress',
    password: 'Lösenord',
    newPassword: 'Välj lösenord',
    confirm: 'Bekräfta lösenord',
    firstnameRequired: 'Förnamn måste anges',
    lastnameRequired: 'Efternamn måste anges',
    passwordRequired: 'Lösenord måste anges',
    createAndJoin: 'Skapa konto och gå med',
    loginAndJoin: 'Logga in och gå med',
    join: (company: string) => `Gå med i ${company}`,
    otherAccount: (signedIn: string, invited: string) =>
      `Du är inloggad som ${signedIn}, men inbjudan gäller ${invited}.`,
    logoutAndContinue: 'Logga ut och fortsätt',
    joined: (company: string) => `Välkommen till ${company}!`,
    invalidTitle: 'Inbjudan går inte att använda',
    forgot: 'Glömt lösenord?',
    toLogin: 'Till inloggningen',
    failed: 'Något gick fel. Försök igen.',
  },
  consent: {
    loading: 'Hämtar länken',
    title: (company: string) => `Dina uppgifter hos ${company}`,
    invalidTitle: 'Länken går inte att använda',
    failed: 'Något gick fel',
    held: (applications: number, held: HeldKinds, deleteOn: string, months: number) =>
      `${held.pool && !held.job ? 'Det du berättade om dig i talangpoolen, med dina filer,' : heldData(applications)} sparas med ditt samtycke och tas bort ${deleteOn}. Väljer du att spara dem en ny period sparas de i ${months} månader till${held.pool ? ' och du finns kvar i talangpoolen' : ''}.`,
    renew: 'Spara mina uppgifter en ny period',
    remove: 'Ta bort mina uppgifter nu',
    removeAsk: {
      title: 'Ta bort dina uppgifter?',
      text: 'Dina ansökningar, svar och filer tas bort för gott och kan inte återställas. Företaget kan inte längre se dem.',
      confirm: 'Ta bort',
    },
    toCareers: 'Till startsidan',
  },
} as const;

const heldData = (applications: number) =>
  applications === 1
    ? 'Din ansökan, med svar och filer,'
    : `Dina ${applications} ansökningar, med svar och filer,`;
