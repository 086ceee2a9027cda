/** Swedish strings of Bevaka sökningen on the career site (loaded with the dialog and its pages). */
export const jobAlertStrings = {
  dialogTitle: 'Bevaka sökningen',
  dialogText: (what: string) => `Få e-post när nya annonser matchar "${what}".`,
  email: 'E-postadress',
  frequency: 'Hur ofta vill du få e-post?',
  consent: 'Jag godkänner att e-postadressen sparas för bevakningen',
  submit: 'Bevaka',
  done: 'Kolla din e-post',
  close: 'Stäng',
  confirmTitle: 'Bekräfta bevakningen',
  confirmText: 'Klicka på knappen för att börja få e-post när nya annonser matchar din sökning.',
  confirm: 'Bekräfta bevakningen',
  manageLink: 'Se och ändra dina bevakningar',
  manageTitle: 'Dina bevakningar',
  manageText: (email: string) =>
    `Bevakningar för ${email}. Ändra hur ofta du får e-post eller ta bort en bevakning.`,
  loading: 'Hämtar bevakningarna…',
  failed: 'Vi kunde inte hämta bevakningarna.',
  retry: 'Försök igen',
  none: 'Du har inga bevakningar kvar.',
  toSearch: 'Till lediga tjänster',
} as const;
