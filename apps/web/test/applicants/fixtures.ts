import type {
  ApplicantDetail,
  ApplicantFile,
  ApplicantFilters,
  ApplicantList,
  ApplicantListItem,
} from '@rekry/domain';
import { fail, type FakeActions } from '../helpers.ts';

export const filters = {
  status: [
    { value: -1, label: 'Alla' },
    { value: 0, label: 'Ej behandlad' },
    { value: 11, label: 'Intressant' },
    { value: 12, label: 'Ej aktuell' },
  ],
  processLevel: [
    { value: -1, label: 'Alla' },
    { value: 0, label: 'Ingen processnivå' },
    { value: 21, label: 'Intervju' },
  ],
  positions: [
    { value: -1, label: 'Alla' },
    { value: 102, label: 'Truckförare' },
  ],
  answers: [
    {
      id: 'Har körkort och egen bil:driverlicenseform',
      kind: 'Har körkort och egen bil',
      title: 'Har körkort och egen bil',
      options: [
        { label: 'Manuell', conditions: [{ key: 'driverlicenseform_1', value: true }] },
        { label: 'Egen bil', conditions: [{ key: 'driverlicenseform_2', value: true }] },
      ],
    },
  ],
  sorts: [
    { value: 'newest', label: 'Senast ansökt först' },
    { value: 'oldest', label: 'Först ansökt först' },
    { value: 'nameAsc', label: 'Namn A–Ö' },
    { value: 'nameDesc', label: 'Namn Ö–A' },
  ],
} as ApplicantFilters;

export function item(overrides: Partial<ApplicantListItem> = {}): ApplicantListItem {
  return {
    id: 501,
    userId: 901,
    name: 'Anna Berg',
    email: 'anna@example.se',
    age: 30,
    gender: 'Kvinna',
    created: 1_767_222_000,
    labelId: null,
    processLabelId: null,
    isUnprocessed: true,
    isUnread: true,
    isManuallyCreated: false,
    answers: [{ title: 'Har körkort och egen bil', value: 'Manuell' }],
    files: 0,
    tags: [],
    score: null,
    ...overrides,
  };
}

export function page(items: ApplicantListItem[], nextCursor: string | null = null): ApplicantList {
  return { items, nextCursor, total: items.length, totalIsCapped: false, showAge: true, showGender: true };
}

export function applicant(overrides: Partial<ApplicantDetail> = {}): ApplicantDetail {
  return {
    id: 501,
    created: 1_767_222_000,
    userId: 901,
    positionId: 101,
    position: { id: 101, name: 'Lagermedarbetare' },
    user: { id: 901, email: 'anna@example.se' },
    tags: [],
    info: {
      firstname: 'Anna',
      lastname: 'Berg',
      name: 'Anna Berg',
      email: 'anna@example.se',
      ssn: '199001011239',
      dateOfBirth: '1990-01-01',
      age: 36,
      gender: 'Kvinna',
      address: 'Storgatan 1',
      zipCode: '72211',
      city: 'Västerås',
      emailNotificationSent: false,
    },
    showAge: true,
    showGender: true,
    labelId: null,
    processLabelId: null,
    labels: [],
    isManuallyCreated: false,
    otherOffer: false,
    note: '',
    metadata: {},
    answers: [
      { key: 'form_firstname', label: 'Förnamn', value: 'Anna' },
      { key: 'form_additional', label: 'Övrigt', value: 'Ingen information angiven.' },
      { key: 'x', label: 'fältet saknar rubrik', value: 'Ja' },
    ],
    notes: [],
    logs: [{ id: 0, kind: 'created', message: 'Ansökan inkom', created: 1_767_222_000, author: null }],
    files: [],
    requirements: [{ key: 'r1', title: 'Truckkort', fullfilled: true }],
    previousId: null,
    nextId: 502,
    canEdit: true,
    ...overrides,
  };
}

export function file(id: number, filename: string, overrides: Partial<ApplicantFile> = {}): ApplicantFile {
  return {
    id,
    filename,
    url: `/api/dispatcher/storage/application/501/files/${id}`,
    contentType: 'application/pdf',
    size: 120_000,
    propertyKey: 'form_file',
    kind: 'original',
    derivedFromId: null,
    created: '2026-01-01T10:00:00Z',
    ...overrides,
  };
}

/** The e-mail card's summary of an applicant nobody has written to yet. */
export const noEmails = {
  total: 0,
  queued: 0,
  sent: 0,
  logged: 0,
  failed: 0,
  bounced: 0,
  lastSent: null,
  recent: [],
};

/** What the applicant page reads besides its cards (interviews, scores): spread into a test's dispatcher. */
export function applicantPageReads(canEdit = true): FakeActions {
  return {
    get_ApplicantFilters: () => ({ body: filters }),
    get_ApplicantById: () => ({ body: applicant({ canEdit }) }),
    get_ApplicantFiles: () => ({ body: [] }),
    get_Questionnaire: () => ({ body: [] }),
    get_EmailStatusSummary: () => ({ body: noEmails }),
    get_Tags: () => ({ body: [] }),
    get_PositionById: () => fail(404, 'Finns inte'),
  };
}
