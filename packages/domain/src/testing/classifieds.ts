/** A Classifieds ad's channel data that passes validation: an IT job in Stockholm, the basic product. */
export const CLASSIFIEDS_DATA = {
  summary: 'Vi söker en erfaren utvecklare.',
  categoryId: '12',
  categorySubId: '1201',
  employmentId: '1',
  regionId: '01',
  regionSubId: '0180',
  productId: 'JOBB-BAS',
} as const;
