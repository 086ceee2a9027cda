import { parseCvQuery, searchNeedle } from '@rekry/domain';
import type { HandlerMap } from '../../platform/action-context.ts';
import { anonymousCvHit, applicantHit, cvHit, positionHit, suggestionHit } from './presenters.ts';
import { viewerOf, visibilitiesOf } from '../anonymity/index.ts';
import {
  applicantCounts,
  applicantSearchQuery,
  cvSearchHits,
  forgivingSearch,
  positionSearchQuery,
  type Found,
} from './queries.ts';

export const searchHandlers = {
  // Visibility is the container scope's (reader and up see every position of their company and its
  // applicants, as get_Positions and the applicant list do); every query is bound to the company.
  async get_applicantPositionBySearchQuery({ containerId, filter }, ctx) {
    const { db } = ctx;
    const needle = searchNeedle(filter);
    // Typed as one goes: a query the CV search cannot read yet (an open quote) finds no CV hits, the
    // rest answers as ever.
    const cv = parseCvQuery(filter);
    const [exactPositions, exactApplicants, cvFound] = await Promise.all([
      positionSearchQuery(db, containerId, needle, filter),
      applicantSearchQuery(db, containerId, needle),
      cv.ok ? cvSearchHits(db, containerId, cv) : [],
    ]);
    // Forgiven only when nothing was found: a word in the CVs is a word, not a misspelt name.
    const { positions, applicants, suggestion }: Found =
      exactPositions.length || exactApplicants.length || cvFound.length
        ? { positions: exactPositions, applicants: exactApplicants, suggestion: null }
        : await forgivingSearch(db, containerId, filter);
    const counts = await applicantCounts(
      db,
      positions.map((p) => p.id),
    );
    const none = { totalApplicants: 0, totalUnProcessed: 0 };
    // In an anonymised review a hit on the person's own data would name them: such hits are left out.
    const hidden = await visibilitiesOf(
      db,
      viewerOf(ctx),
      [...applicants, ...cvFound].map((a) => a.id),
    );
    return [
      ...positions.map((p) => positionHit({ ...p, ...(counts.get(p.id) ?? none) })),
      ...applicants.filter((a) => !hidden.has(a.id)).map(applicantHit),
      ...cvFound.flatMap((hit) => {
        const visibility = hidden.get(hit.id);
        return visibility ? anonymousCvHit(hit, visibility) : [cvHit(hit)];
      }),
      ...(suggestion ? [suggestionHit(suggestion)] : []),
    ];
  },
} satisfies Partial<HandlerMap>;
