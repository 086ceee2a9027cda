/**
 * The channel cards' prefill of one ad, a warehouse job in Västerås with its own workplace, a permanent
 * full-time type: what the server works out (apps/server/test/job-channel-prefill.test.ts) is what the web
 * tests give the cards.
 */
export const WAREHOUSE_PREFILL = {
  /** Platsbanken's. */
  board: {
    values: {
      title: 'Lagermedarbetare till vårt lager i Västerås',
      positionSummary:
        'Vi växer och söker fler lagermedarbetare till vårt nya lager i Västerås. Plock och pack Urval sker löpande.',
      cityId: '1980',
      city: 'Västerås',
      countryCode: 'SE',
      address: 'Stenbygatan 12',
      zipCode: '721 34',
      scheduleTimeType: '1',
      scheduleText: 'Heltid, skift',
      regularTimeType: '1',
      temporaryTimeLength: '1',
      durationText: 'Tills vidare',
    },
    from: {
      title: 'annonsen',
      positionSummary: 'annonsen',
      cityId: 'annonsen',
      city: 'annonsen',
      countryCode: 'annonsen',
      address: 'annonsen',
      zipCode: 'annonsen',
      scheduleTimeType: 'annonsen',
      scheduleText: 'annonsen',
      regularTimeType: 'annonstypen',
      temporaryTimeLength: 'annonstypen',
      durationText: 'annonstypen',
    },
  },
  /** The classifieds site's. */
  site: {
    values: {
      summary: 'Vi växer och söker fler lagermedarbetare till vårt nya lager i Västerås.',
      categoryId: '17',
      categorySubId: '1701',
      employmentId: '1',
      regionId: '19',
      regionSubId: '1980',
    },
    from: {
      summary: 'annonsen',
      categoryId: 'annonsen',
      categorySubId: 'annonsen',
      employmentId: 'annonstypen',
      regionId: 'annonsen',
      regionSubId: 'annonsen',
    },
  },
};
