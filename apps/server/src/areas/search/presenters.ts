import { maskSsn, type ApplicantInfo, type HiddenVisibility, type SearchResult } from '@rekry/domain';
import { anonymousFileName, anonymousHitPassage } from '../anonymity/index.ts';
import type { TextHit } from '../../db/text-search.ts';
import { unixOf } from '../positions/index.ts';

export function applicantHit(row: {
  id: number;
  positionId: number;
  info: ApplicantInfo;
  positionName: string;
}): SearchResult {
  const { firstname = '', lastname = '', email = '', ssn = '', city = '', zipCode = '' } = row.info;
  const initials = `${firstname.charAt(0)}${lastname.charAt(0)}` || email.charAt(0);
  return {
    identifier: 'applicantpositionresponse',
    data: {
      id: row.id,
      positionId: row.positionId,
      user: { email },
      info: { firstname, lastname, ssn: maskSsn(ssn), city, zipCode },
      avatar: initials.toUpperCase(),
      position: { name: row.positionName },
    },
  };
}

export function positionHit(row: {
  id: number;
  name: string;
  start: Date | null;
  stop: Date | null;
  totalApplicants: number;
  totalUnProcessed: number;
}): SearchResult {
  return {
    identifier: 'positionresponse',
    data: {
      id: row.id,
      name: row.name,
      start: unixOf(row.start),
      stop: unixOf(row.stop),
      totalApplicants: row.totalApplicants,
      totalUnProcessed: row.totalUnProcessed,
    },
  };
}

/** A hit in an applicant's file or answers: the applicant as applicantHit shows them, the file and the passage. */
export function cvHit(
  row: { id: number; positionId: number; info: ApplicantInfo; positionName: string } & TextHit,
): SearchResult {
  const { data } = applicantHit(row) as Extract<SearchResult, { identifier: 'applicantpositionresponse' }>;
  return { identifier: 'cvhit', data: { ...data, file: row.file, passage: row.passage } };
}

/**
 * A CV hit of an applicant the viewer does not see by name: the alias, the passage with the person's data
 * blacked out, the file by a masked name. No hit when what was found was the person's own data.
 */
export function anonymousCvHit(
  row: { id: number; positionId: number; info: ApplicantInfo; positionName: string } & TextHit,
  visibility: HiddenVisibility,
): SearchResult[] {
  const passage = anonymousHitPassage(row.passage, row.info);
  if (!passage) return [];
  return [
    {
      identifier: 'cvhit',
      data: {
        id: row.id,
        positionId: row.positionId,
        user: { email: '' },
        info: { firstname: visibility.alias, lastname: '', ssn: '', city: '', zipCode: '' },
        avatar: '?',
        position: { name: row.positionName },
        file: row.file && { ...row.file, filename: anonymousFileName(row.file.filename, 1) },
        passage,
      },
    },
  ];
}

/** 'Menade du …': the text with each misspelt word as the forgiving search's hits write it. */
export function suggestionHit(query: string): SearchResult {
  return { identifier: 'suggestion', data: { query } };
}
