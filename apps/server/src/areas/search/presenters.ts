import { maskSsn, type ApplicantInfo, type SearchResult } from '@rekry/domain';
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

/** 'Menade du …': the text with each misspelt word as the forgiving search's hits write it. */
export function suggestionHit(query: string): SearchResult {
  return { identifier: 'suggestion', data: { query } };
}
