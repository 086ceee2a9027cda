import { ANONYMITY_TEXTS } from '@rekry/domain';

/**
 * The staff's words of the anonymised first review: the position's setting, the applicant page's notices
 * (anonymous, confirm no conflict of interest, conflict declared), the admin's early reveal, and the badge.
 */
export const anonymityStrings = {
  badge: 'Anonym',
  conflictBadge: 'Jäv anmält',
  setting: {
    title: 'Anonym första granskning',
    description:
      'Granskarna ser ”Sökande 17” i stället för namn, e-post, telefon, adress, personnummer, ålder, kön, foto och formulärets personuppgifter. Filerna visas bara maskerade. När den sökande når processnivån nedan visas personen.',
    switchLabel: 'Anonym första granskning',
    on: 'På',
    off: 'Av',
    until: 'Anonym till processnivån',
    chooseLevel: 'Välj processnivå',
    noLevels: 'Företaget har inga processnivåer. Lägg till en under Etiketter först.',
    save: 'Spara',
    saved: 'Inställningen är sparad',
    offAsk: {
      title: 'Stäng av anonym granskning?',
      text: 'Alla som ser tjänsten får då se de sökandes namn och uppgifter direkt. Ändringen loggas.',
      confirm: 'Stäng av',
    },
    readOnlyOn: (level: string | null) =>
      level ? `På – de sökande är anonyma tills de når ”${level}”.` : 'På.',
    readOnlyOff: 'Av – de sökande visas med namn.',
    onlyAdmins: 'Bara tjänstens administratörer kan ändra inställningen.',
    failed: 'Inställningen kunde inte hämtas',
  },
  page: {
    hiddenTitle: 'Kontaktuppgifter',
    hidden: ANONYMITY_TEXTS.hidden,
    hiddenText:
      'Namn, kontaktuppgifter, ålder, kön och foto visas när den sökande når processnivån där den anonyma granskningen slutar.',
    originalHidden: ANONYMITY_TEXTS.originalHidden,
    confirmTitle: 'Är du jävig?',
    confirmText:
      'Den sökande visas nu med namn. Innan du ser vem det är: bekräfta att du inte är jävig. Du är jävig om du har en nära relation till personen – släkt, vän, partner, nuvarande eller tidigare kollega i beroendeställning – eller annars inte kan bedöma personen opartiskt.',
    notConflicted: 'Jag är inte jävig – visa den sökande',
    conflicted: 'Jag är jävig',
    conflictAsk: {
      title: 'Anmäla jäv?',
      text: 'Den sökande förblir dold för dig och ditt svar loggas. Tjänstens administratör ser att du har anmält jäv.',
      confirm: 'Anmäl jäv',
    },
    shown: 'Den sökande visas',
    conflictSaved: 'Jäv anmält',
    conflictNotice: ANONYMITY_TEXTS.conflictDeclared,
    conflictNoticeText:
      'Personen förblir dold för dig. Tala med tjänstens administratör om du inte ska delta i bedömningen.',
  },
  review: {
    anonymous: 'Anonym för granskarna',
    revealed: 'Visad',
    reveal: 'Visa sökande nu',
    revealTitle: 'Visa den sökande före nivån?',
    revealText:
      'Granskarna får se personen innan den sökande har nått processnivån. Varje granskare bekräftar först att de inte är jäviga. Skälet loggas.',
    reason: 'Skäl',
    reasonHint: 'Till exempel: intern sökande som redan är känd i teamet.',
    revealed_: 'Den sökande visas nu för granskarna',
    failed: 'Den sökande kunde inte visas',
  },
} as const;
