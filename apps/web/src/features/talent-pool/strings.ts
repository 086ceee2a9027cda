/** The talent pool's words on the staff side. */
export const talentPoolStrings = {
  title: 'Talangpool',
  description:
    'Personer som vill jobba hos er fast ingen annons passade. De går med via karriärsidan, och du ser dem som sökande: filter, sök i CV och svar, anteckningar och taggar.',
  loadFailed: 'Det gick inte att hämta talangpoolen',
  closedTitle: 'Talangpoolen är stängd',
  closedText:
    "När den är öppen visas 'Gå med i vår talangpool' på företagets karriärsida, med ett eget formulär (kontaktuppgifter, CV, intressen och samtycke).",
  closedNotAdmin: 'En administratör kan öppna den.',
  open: 'Öppna talangpoolen',
  close: 'Stäng talangpoolen',
  closeAsk: {
    title: 'Stäng talangpoolen?',
    text: 'Ingen kan gå med förrän den öppnas igen. De som redan finns i poolen finns kvar.',
    confirm: 'Stäng',
  },
  opened: 'Talangpoolen är öppen',
  closed: 'Talangpoolen är stängd',
  state: 'Status',
  stateOpen: 'Öppen',
  members: 'Medlemmar',
  publicPage: 'Sidan på karriärsidan',
  showMembers: 'Visa medlemmar',
  editForm: 'Redigera formuläret',
  retention: 'Lagringstid i månader',
  retentionValue: (months: number) => `${months} månader efter senaste aktivitet`,
  retentionHint:
    'Hur länge en medlems uppgifter sparas efter senaste aktivitet (6–36). Poolens samtycke och kvitto nämner den, och gallringen följer den.',
  saveRetention: 'Spara lagringstid',
  howTo:
    "Öppna en medlem för att bjuda in till en tjänst ('Bjud in till tjänst') eller lägga till personen direkt ('Lägg till i tjänst').",

  memberCard: 'Talangpoolen',
  memberCardText: 'Personen finns i företagets talangpool.',
  invite: 'Bjud in till tjänst',
  add: 'Lägg till i tjänst',
  position: 'Tjänst',
  choosePosition: 'Välj en tjänst',
  noPositions: 'Företaget har inga öppna tjänster att bjuda in till.',
  template: 'Utgå från en mall',
  defaultTemplate: 'Standardtext för inbjudan',
  subject: 'Ämne',
  body: 'Meddelande',
  bodyHint:
    '##APPLYLINK## blir länken till ansökan, ifylld med det personen redan gett. Länken gäller i 14 dagar.',
  send: 'Skicka inbjudan',
  addSubmit: 'Lägg till',
  addText:
    'En ansökan skapas på tjänsten med personens uppgifter, svar på samma frågor och kopior av filerna. Personen finns kvar i talangpoolen.',
  added: 'Tillagd i tjänsten',
  openAdded: 'Öppna ansökan',
  failed: 'Det gick inte. Försök igen.',
} as const;
