import { describe, expect, it } from 'vitest';
import { erasureLines } from '../../src/features/gdpr/erasure.ts';

const none = {
  applications: 1,
  files: 0,
  derivedFiles: 0,
  notes: 0,
  logEntries: 0,
  answers: 0,
  emails: 0,
  notifications: 0,
  userRemoved: false,
};

describe('the delete page’s list of what goes', () => {
  it('names every kind the erasure removes, with its count', () => {
    expect(
      erasureLines({
        applications: 2,
        files: 3,
        derivedFiles: 1,
        notes: 1,
        logEntries: 4,
        answers: 2,
        emails: 5,
        notifications: 2,
        userRemoved: true,
      }),
    ).toEqual([
      '2 ansökningar med alla svar och samtycken',
      '3 filer från disken (varav 1 förhandsvisningar och kommenterade versioner)',
      '1 anteckning',
      '4 händelser i ansökningarnas logg',
      '2 svar i frågeformulär',
      '5 e-postmeddelanden med innehåll',
      '2 notifikationer om ansökningarna',
      'Personen i sökningen',
      'Personens användarkonto (personen har inget annat hos oss)',
    ]);
  });

  it('leaves out the kinds with nothing, and keeps the account of a person who has one elsewhere', () => {
    expect(erasureLines(none)).toEqual(['1 ansökan med alla svar och samtycken', 'Personen i sökningen']);
  });
});
