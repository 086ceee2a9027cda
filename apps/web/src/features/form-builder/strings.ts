import type { BuilderFieldKind, PropertyType } from '@rekry/domain';

/** The form builder's Swedish texts; SPEC §2 and §5 wording where the spec gives it. */
export const builderStrings = {
  addTitle: 'Lägg till fält',
  addHint: 'Nya fält hamnar sist i formuläret. Dra dem dit du vill ha dem.',
  kinds: {
    text: 'Textrad',
    textarea: 'Textfält',
    checkboxGroup: 'Kryssrutor',
    meritGroup: 'Meriterande',
    radioGroup: 'Radioknappar',
    textWithHelpLink: 'Text med hjälplänk',
    personalNumber: 'Personnummer',
    file: 'Filuppladdning',
    summerPeriods: 'Perioder',
  } satisfies Record<BuilderFieldKind, string>,
  types: {
    text: 'Textrad',
    email: 'E-post',
    textarea: 'Textfält',
    file: 'Fil',
    checkbox: 'Kryssruta',
    radio: 'Radioknapp',
    group: 'Kryssrutor',
    radioGroup: 'Radioknappar',
    periodGroup: 'Perioder',
    periodCheckbox: 'Period',
    textWithHelpLink: 'Text med hjälplänk',
    imageBase64: 'Bild',
  } satisfies Record<PropertyType, string>,
  personalNumberType: 'Personnummer',
  meritType: 'Meriterande',
  fieldsTitle: 'Formulärets fält',
  fieldsCount: (n: number) => (n === 1 ? '1 fält' : `${n} fält`),
  optionsCount: (n: number) => `${n} val`,
  empty: 'Här var det tomt. Lägg till minst ett fält för att kunna redigera det.',
  noLabel: 'fältet saknar rubrik',
  locked: 'Villkor',
  lockedHint: 'Villkoren och samtycket kan inte ändras eller tas bort.',
  required: 'Obligatoriskt',
  move: (label: string) => `Flytta ${label}`,
  edit: 'Redigera',
  editField: (label: string) => `Redigera ${label}`,
  closeEditor: 'Stäng',
  closeField: (label: string) => `Stäng ${label}`,
  remove: 'Ta bort',
  removeField: (label: string) => `Ta bort ${label}`,
  removeFieldTitle: 'Ta bort fältet?',
  removeGroupTitle: 'Ta bort gruppen?',
  removeText: (label: string) =>
    `"${label}" tas bort ur formuläret. Svar som redan har kommit in finns kvar hos de sökande.`,
  fieldRemoved: 'Fältet har tagits bort',
  groupRemoved: 'Gruppen har tagits bort',
  tooManyMeritGroups: 'Du kan inte skapa fler än 5 meritgrupper',
  // Editors
  personal: 'Personuppgift (döljs vid anonym granskning)',
  personalHint:
    'Svaret visas inte för granskarna förrän den sökande inte längre är anonym, och maskeras i filerna.',
  label: 'Rubrik',
  placeholder: 'Platshållartext',
  placeholderHint: 'Visas i fältet innan den sökande har skrivit något.',
  groupTitle: 'Gruppens rubrik',
  questionTitle: 'Frågan',
  options: 'Val',
  option: (n: number) => `Val ${n}`,
  optionLabel: (n: number) => `Text för val ${n}`,
  addOption: 'Lägg till val',
  newOption: (n: number) => `Val ${n}`,
  removeOption: (label: string) => `Ta bort valet ${label}`,
  removeGroup: 'Ta bort grupp',
  radioRequired: 'Den sökande måste välja ett alternativ',
  textRequired: 'Fältet måste fyllas i',
  fileRequired: 'Den sökande måste bifoga en fil',
  link: 'Länk',
  linkHint: 'Adressen som hjälplänken går till, t.ex. https://exempel.se/info',
  linkText: 'Länktext',
  linkInvalid: 'Ange en adress som börjar med https:// eller http://',
  allowedYears: 'Endast vissa födelseår',
  allowedYearsDescription: 'Bara sökande födda de här åren kan skicka sin ansökan.',
  allowedYearsInput: 'Tillåtna födelseår',
  allowedYearsHint: 'Skriv åren med fyra siffror, åtskilda med kommatecken, t.ex. 2008, 2009.',
  allowedYearsInvalid: 'Ange år med fyra siffror, t.ex. 2008, 2009',
  agePeriods: 'Åldersvillkor per period',
  agePeriodsDescription:
    'Den sökande måste ha rätt ålder under minst en av perioderna (räknat på periodens första dag).',
  noAgePeriods: 'Inga perioder ännu.',
  addAgePeriod: 'Lägg till period',
  periodStart: 'Periodens start',
  periodEnd: 'Periodens slut',
  minAge: 'Lägsta ålder',
  maxAge: 'Högsta ålder',
  agesOptional: 'Lämna åldrarna tomma om perioden inte har något åldersvillkor.',
  saveRule: 'Spara',
  cancelRule: 'Avbryt',
  editRule: (text: string) => `Ändra ${text}`,
  removeRule: (text: string) => `Ta bort ${text}`,
  ruleText: (p: { start: string; end: string; ages: string | null }) =>
    p.ages ? `${p.start} – ${p.end}, ${p.ages}` : `${p.start} – ${p.end}`,
  ages: (min?: number, max?: number) =>
    min !== undefined && max !== undefined
      ? `${min}–${max} år`
      : min !== undefined
        ? `minst ${min} år`
        : max !== undefined
          ? `högst ${max} år`
          : null,
  periodsTitle: 'Perioder',
  noPeriods: 'Lägg till perioderna som den sökande kan välja mellan.',
  imageHint: 'Bildfältets storleksgränser ändras inte här.',
  // Autosave (SPEC §2 wording for the idle state)
  autosave: {
    idle: 'Dina förändringar sparas automatiskt',
    saving: 'Sparar…',
    saved: 'Alla ändringar är sparade',
    failed: 'Ändringarna kunde inte sparas.',
    retry: 'Försök igen',
  },
  // Preview
  previewTitle: 'Förhandsgranskning',
  previewHint:
    'Så här ser formuläret ut för den sökande. Prova att fylla i det: reglerna gäller som på riktigt.',
  previewLoading: 'Laddar förhandsgranskningen…',
  previewFailed: 'Förhandsgranskningen kunde inte laddas.',
  // dnd-kit screen-reader texts
  dnd: {
    instructions:
      'Tryck mellanslag eller Enter för att lyfta fältet. Flytta med piltangenterna, släpp med mellanslag eller Enter, avbryt med Escape.',
    picked: (label: string) => `Lyfte ${label}.`,
    over: (label: string, position: number, total: number) => `${label} är på plats ${position} av ${total}.`,
    dropped: (label: string, position: number, total: number) =>
      `Släppte ${label} på plats ${position} av ${total}.`,
    cancelled: (label: string) => `Flytten avbröts. ${label} ligger kvar.`,
  },
} as const;
