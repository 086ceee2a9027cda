import { describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '@rekry/domain';
import { maskedFileName } from '../src/platform/redaction/file-name.ts';
import type { PersonValues } from '../src/platform/redaction/personal-spans.ts';
import { REDACTION_BLOCK, redactText } from '../src/platform/redaction/redact-text.ts';

const TODAY = '2026-03-01';
const person: PersonValues = {
  firstname: 'Anna-Karin',
  lastname: 'Åberg',
  email: 'annakarin.aberg@gmail.com',
  phone: '070-123 45 67',
  address: 'Storgatan 12',
  zipCode: '753 20',
  city: 'Uppsala',
  ssn: '199005174321',
  otherValues: ['Lindgården'],
};
const B = REDACTION_BLOCK;
const redact = (text: string, who: PersonValues | null = person, ocr = false) =>
  redactText(text, who, { today: TODAY, ocr }).text;

describe("the person's own values", () => {
  it('masks the name in any case, without diacritics, as a genitive and hyphenated', () => {
    expect(redact('ANNA-KARIN ÅBERG')).toBe(`${B} ${B}`);
    expect(redact('Jag heter Anna-Karin Aberg.')).toBe(`Jag heter ${B} ${B}.`);
    expect(redact('Annas och Åbergs bil, Karin:s')).toBe(`${B} och ${B} bil, ${B}`);
    expect(redact('annakarinaberg på linkedin')).toBe(`${B} på linkedin`);
    expect(redact('www.aberg-design.se')).toBe(B);
  });

  it('masks the phone in any spacing, the e-mail, the address, postcode, city and other values', () => {
    expect(redact('Tel 0701234567, +46 70-123 45 67, 0046 (0)70 123 4567')).toBe(`Tel ${B}, ${B}, ${B}`);
    expect(redact('annakarin.aberg @ gmail.com')).toBe(B);
    expect(redact('Storgatan 12, 75320 Uppsala. Bor på Storgatan.')).toBe(`${B}, ${B}. Bor på ${B}.`);
    expect(redact('Praktik på Lindgården')).toBe(`Praktik på ${B}`);
  });

  it('reads OCR with a letter wrong in a long name, but not in a text layer', () => {
    const svensson = { ...person, lastname: 'Svensson' };
    expect(redact('Svenssen', svensson, true)).toBe(B);
    expect(redact('Svenssen', svensson)).toBe('Svenssen');
  });
});

describe('Swedish personal data by its shape, whoever it belongs to', () => {
  it('masks personnummer and samordningsnummer in their spellings', () => {
    for (const ssn of ['900517-4321', '19900517-4321', '900517+4321', '900517 – 4321', '850779-1234'])
      expect(redact(`Pnr ${ssn}.`, null)).toBe(`Pnr ${B}.`);
    // Without a sign only with a valid check digit (a phone or order number is not taken for one).
    const valid = `19900517432${luhnCheckDigit('900517432')}`;
    expect(redact(`${valid} och ${valid.slice(2)}`, null)).toBe(`${B} och ${B}`);
    expect(redact('Order 9005174321', null)).toBe('Order 9005174321');
  });

  it('masks phone numbers and e-mail addresses', () => {
    for (const phone of [
      '070-987 65 43',
      '+46 8 123 456 78',
      '08-123 456 78',
      '031-12 34 56',
      '(08) 55 66 77 88',
    ])
      expect(redact(`Ring ${phone}!`, null)).toBe(`Ring ${B}!`);
    expect(redact('Skriv till karin.holm@volvo.se', null)).toBe(`Skriv till ${B}`);
  });

  it('masks street addresses, postcodes with their town, and profile links', () => {
    expect(redact('Västra Hamngatan 5 B, SE-411 17 Göteborg', null)).toBe(`${B}, ${B}`);
    expect(redact('Kungsvägen 3, lgh 1102', null)).toBe(B);
    expect(redact('Box 1234', null)).toBe(B);
    expect(redact('linkedin.com/in/karin-holm-12', null)).toBe(B);
  });

  it('masks dates of birth in their spellings, and the person’s birth date wherever it stands', () => {
    for (const date of ['1990-05-17', '17 maj 1990', '17/5 1990', '17.05.1990', '900517'])
      expect(redact(`Född ${date}.`, null)).toBe(`Född ${B}.`);
    expect(redact('Jag är född 1990 i Umeå.', null)).toBe(`Jag är född ${B} i Umeå.`);
    expect(redact('Kurs 17 maj 1990', person)).toBe(`Kurs ${B}`);
  });

  it('keeps year ranges, periods, employment dates, amounts, organisation numbers and skills', () => {
    const text = [
      '2015–2019 Lagerarbetare, Volvo Cars, Göteborg. 01/2019 – 06/2020. 2019 - 2023.',
      'Org.nr 556677-8899. Anställd 2018-03-01. Lön 32 000 kr. 120 hp. 10 000 plock per vecka.',
      'Excel, SAP, truckkort A+B, körkort B. 08:00–17:00. Version 2.0.1. ISO 9001:2015.',
      'Ett företag med 250 anställda och 45 butiker. Referens: Karin Holm.',
    ].join('\n');
    expect(redact(text, null)).toBe(text);
  });
});

describe('redacted free text and file names', () => {
  it('replaces every span with a block of the same length, whatever it hid', () => {
    const out = redactText('Ring 070-123 45 67 eller 08-1', person, { today: TODAY });
    expect(out.text).toBe(`Ring ${B} eller 08-1`);
    expect(out.spans).toEqual([{ start: 5, end: 18, kind: 'phone' }]);
  });

  it('keeps a generic file name and numbers any other', () => {
    expect(maskedFileName('CV.pdf', 1)).toBe('CV.pdf');
    expect(maskedFileName('Personligt brev 2024.docx', 2)).toBe('Personligt brev 2024.docx');
    expect(maskedFileName('Anna_Svensson_CV.pdf', 1)).toBe('Fil 1.pdf');
    expect(maskedFileName('cv-ake.PDF', 3)).toBe('Fil 3.pdf');
    expect(maskedFileName('CV 19900517.pdf', 1)).toBe('Fil 1.pdf');
  });
});
