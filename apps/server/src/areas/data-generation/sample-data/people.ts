/**
 * Names and places for generated demo applicants: the seeded Demo AB applicants and create_DemoApplicants
 * (the bench's 100,000) draw from the same lists.
 */

/** First names with the gender the demo gives them (K/M, as the applicant info's gender). */
export const DEMO_FIRST_NAMES = [
  ['Emma', 'K'],
  ['Lucas', 'M'],
  ['Maja', 'K'],
  ['Elias', 'M'],
  ['Ella', 'K'],
  ['William', 'M'],
  ['Alva', 'K'],
  ['Hugo', 'M'],
  ['Wilma', 'K'],
  ['Oscar', 'M'],
  ['Alice', 'K'],
  ['Noah', 'M'],
  ['Olivia', 'K'],
  ['Liam', 'M'],
  ['Ebba', 'K'],
  ['Adam', 'M'],
  ['Selma', 'K'],
  ['Ali', 'M'],
  ['Freja', 'K'],
  ['Mohammed', 'M'],
  ['Astrid', 'K'],
  ['Viktor', 'M'],
  ['Leila', 'K'],
  ['Johan', 'M'],
  ['Sofia', 'K'],
  ['Mikael', 'M'],
  ['Fatima', 'K'],
  ['Erik', 'M'],
  ['Linnea', 'K'],
  ['Anders', 'M'],
] as const;

export const DEMO_LAST_NAMES = [
  'Johansson',
  'Karlsson',
  'Nilsson',
  'Eriksson',
  'Larsson',
  'Olsson',
  'Persson',
  'Svensson',
  'Gustafsson',
  'Pettersson',
  'Jonsson',
  'Hansson',
  'Bengtsson',
  'Jönsson',
  'Lindberg',
  'Åberg',
  'Öhman',
  'Yilmaz',
  'Nguyen',
  'Hussein',
];

/** Cities with a zip code of each. */
export const DEMO_CITIES = [
  ['Västerås', '722 15'],
  ['Stockholm', '113 51'],
  ['Uppsala', '753 20'],
  ['Enköping', '745 31'],
  ['Köping', '731 30'],
  ['Eskilstuna', '632 20'],
] as const;
