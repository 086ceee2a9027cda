import { formatNumber } from '@rekry/domain/public';

/** Swedish strings of the apply page. Texts the spec gives (SPEC §2, §5) are kept word for word. */
export const applyStrings = {
  documentTitle: (position: string) => `Ansök: ${position}`,
  eyebrow: 'Ansökan',
  backToPosition: 'Tillbaka till annonsen',
  backToList: 'Tillbaka till lediga tjänster',
  poolHeading: 'Gå med i vår talangpool',
  invitePrefilled: 'Uppgifterna du gav till talangpoolen är ifyllda. Kontrollera dem och bifoga ditt CV.',
  invitePrefilledWithFiles:
    'Uppgifterna du gav till talangpoolen är ifyllda. Kontrollera dem; ditt CV från talangpoolen kan följa med.',
  inviteFailed: 'Inbjudan kunde inte läsas. Du kan fylla i formuläret själv.',
  formLabel: 'Ansökningsformulär',
  intro: 'Fält markerade med * måste fyllas i.',
  required: 'obligatoriskt',
  noLabel: 'fältet saknar rubrik',
  loadFailed: 'Ansökningsformuläret kunde inte laddas.',
  retry: 'Försök igen',

  errorSummaryTitle: (count: number) =>
    count === 1 ? 'Formuläret innehåller 1 fel' : `Formuläret innehåller ${count} fel`,
  errorSummaryText: 'Rätta fälten nedan och skicka igen.',

  counterLeft: (n: number) => (n === 1 ? '1 tecken kvar' : `${n} tecken kvar`),
  counterOver: (n: number) => (n === 1 ? '1 tecken för mycket' : `${n} tecken för mycket`),
  counterOverAnnounced: 'Texten är längre än vad som får plats.',
  counterRefused: (max: number, n: number) => `Högst ${formatNumber(max)} tecken – ${formatNumber(n)} kvar`,
  counterRefusedAnnounced: (max: number) => `Texten får vara högst ${formatNumber(max)} tecken.`,

  chooseFile: 'Välj fil',
  chosenFile: 'Vald fil',
  removeFile: (name: string) => `Ta bort ${name}`,
  chooseImage: 'Välj bild',
  removeImage: 'Ta bort bilden',
  imageHint: (
    max: string,
    size: { minWidth?: number; minHeight?: number; maxWidth?: number; maxHeight?: number },
  ) =>
    [
      `JPG, PNG, GIF eller WebP, max ${max}`,
      size.minWidth || size.minHeight ? `minst ${size.minWidth ?? 1}x${size.minHeight ?? 1} pixlar` : null,
      size.maxWidth || size.maxHeight
        ? `högst ${size.maxWidth ?? '∞'}x${size.maxHeight ?? '∞'} pixlar`
        : null,
    ]
      .filter(Boolean)
      .join(' · '),
  readFileFailed: 'Filen kunde inte läsas. Försök med en annan fil.',
  imagePreview: 'Förhandsvisning av vald bild',
  imageUnreadable: 'Bilden kunde inte läsas. Välj en bild i formatet JPG, PNG, GIF eller WebP.',

  helpLinkNewTab: '(öppnas i en ny flik)',

  termsTitle: 'Allmänna villkor',
  termsClose: 'Stäng',
  gdprSummary: 'Så behandlar vi dina personuppgifter',

  savedNotice: 'Vi har sparat det du fyllt i',
  savedNoticeText:
    'Dina svar finns kvar i den här webbläsaren tills du skickar ansökan. Filer behöver väljas igen.',
  clearForm: 'Töm formuläret',
  clearAsk: {
    title: 'Töm formuläret?',
    text: 'Allt du har fyllt i tas bort från formuläret och från den här webbläsaren.',
    confirm: 'Töm formuläret',
  },

  submit: 'Skicka ansökan',
  previewPassedTitle: 'Formuläret är rätt ifyllt',
  previewPassedText: 'Det här är en förhandsgranskning: ingenting har skickats.',
  sending: 'Skickar…',
  sendFailedTitle: 'Ansökan kunde inte skickas',
  networkFailed:
    'Vi kunde inte nå servern. Kontrollera anslutningen och försök igen – det du har fyllt i finns kvar.',

  backToPositions: 'Till lediga tjänster',
  followApplication: 'Vill du följa din ansökan? Skapa ett konto med samma e-postadress.',
  createAccount: 'Skapa konto',
} as const;
