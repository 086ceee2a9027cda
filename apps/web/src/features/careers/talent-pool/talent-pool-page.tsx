import { ApplyToPosition } from '../apply/apply-page.tsx';
import { PublicNotFound } from '../public-not-found.tsx';
import { usePublicSite } from '../use-public-site.ts';

/**
 * /talangpool on a company's career site: 'Gå med i vår talangpool', the pool's own form (the apply form
 * of the company's pool position); not found when the company has no open pool, or on the portal.
 */
export function TalentPoolPage() {
  const site = usePublicSite();
  const guid = site.mode === 'company' ? site.company.talentPool : undefined;
  if (!guid) return <PublicNotFound />;
  return <ApplyToPosition key={guid} positionRef={guid} pool />;
}
