/** Swedish strings of /admin/change-password. */
export const accountStrings = {
  title: 'Byt lösenord',
  description: 'Efter bytet loggas alla dina andra inloggningar ut. Du förblir inloggad här.',
  current: 'Nuvarande lösenord',
  next: 'Nytt lösenord',
  confirm: 'Bekräfta nytt lösenord',
  submit: 'Byt lösenord',
  currentRequired: 'Nuvarande lösenord måste anges',
} as const;
