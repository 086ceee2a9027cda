/**
 * A position's written requirements, one per line: the options of its form's merit groups ('Meriterande',
 * what the requirement fulfilment shows) and the bullets of its ad under a heading that introduces
 * requirements ('Krav', 'Meriterande', 'Kvalifikationer', 'Vi söker dig som', 'Din profil' …).
 */
import { SCORECARD_LIMITS, isMeritGroup, labelText, type FormProperty } from '@rekry/domain';
import { htmlToMailText } from '../../platform/sanitize.ts';

/** A heading line that introduces requirements. */
const REQUIREMENT_HEADING =
  /^(krav|kvalifikation|meriterande|meriter|vi söker dig som|vi söker en person som|vi tror att du|din profil|om dig|du har|du är|du som söker|önskvärd|erfarenhet|kompetens|vem är du|för att trivas)/i;
const BULLET = /^[•\-–*]\s*/;

export interface RequirementLine {
  name: string;
  /** The whole line when the name had to be cut, else ''. */
  description: string;
}

/** A line as a criterion's name: its first letter capital, no closing punctuation, within the name's limit. */
function asCriterion(line: string): RequirementLine | null {
  const text = line
    .replace(BULLET, '')
    .replace(/[.;:,]+$/, '')
    .trim();
  if (text.length < 2) return null;
  const whole = text.charAt(0).toLocaleUpperCase('sv') + text.slice(1);
  if (whole.length <= SCORECARD_LIMITS.name) return { name: whole, description: '' };
  return {
    name: `${whole.slice(0, SCORECARD_LIMITS.name - 1).trimEnd()}…`,
    description: whole.slice(0, SCORECARD_LIMITS.description),
  };
}

/** The bullets under requirement headings of an ad's HTML, in order. */
export function adRequirementLines(html: string): string[] {
  const lines = htmlToMailText(html)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const found: string[] = [];
  let under = false;
  for (const line of lines) {
    if (BULLET.test(line)) {
      if (under) found.push(line);
    } else under = REQUIREMENT_HEADING.test(line);
  }
  return found;
}

/** The form's merit groups' options, in form order. */
function formRequirementLines(form: readonly FormProperty[]): string[] {
  const byKey = new Map(form.map((p) => [p.key, p]));
  return [...form]
    .sort((a, b) => a.order - b.order)
    .filter(isMeritGroup)
    .flatMap((g) =>
      (g.data?.keys ?? []).map((k) => byKey.get(k)).filter((p): p is FormProperty => Boolean(p)),
    )
    .map((p) => labelText(p));
}

/** The position's requirements as criteria to propose: the form's first, then the ad's; each name once. */
export function requirementsOf(position: {
  description: string;
  form: readonly FormProperty[];
}): RequirementLine[] {
  const seen = new Set<string>();
  const out: RequirementLine[] = [];
  for (const line of [...formRequirementLines(position.form), ...adRequirementLines(position.description)]) {
    const criterion = asCriterion(line);
    const key = criterion?.name.toLocaleLowerCase('sv');
    if (!criterion || !key || seen.has(key)) continue;
    seen.add(key);
    out.push(criterion);
  }
  return out.slice(0, 2 * SCORECARD_LIMITS.criteria);
}
