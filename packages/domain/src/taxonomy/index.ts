/**
 * PLACEHOLDER of branch ch-ui only, so the web's taxonomy picker compiles before the real module lands;
 * the integrator drops this file at merge in favour of the taxonomy helper's. Same shape as agreed.
 */
import type { TaxonomyName } from '../job-channels/fields.ts';

export interface TaxonomyEntry {
  code: string;
  label: string;
}

export const TAXONOMIES: Record<TaxonomyName, TaxonomyEntry[]> = {
  occupation: [
    { code: 'fg7B_yov_smw', label: 'Lagerarbetare' },
    { code: 'DJh5_yyF_hEM', label: 'Mjukvaruutvecklare' },
    { code: 'Z8ci_bBE_tmx', label: 'Undersköterska' },
    { code: 'bXNH_MNX_dUR', label: 'Lastbilsförare' },
  ],
  municipality: [
    { code: '0180', label: 'Stockholm' },
    { code: '1480', label: 'Göteborg' },
    { code: '1280', label: 'Malmö' },
    { code: '1980', label: 'Västerås' },
    { code: '0380', label: 'Uppsala' },
    { code: '2480', label: 'Umeå' },
  ],
  employmentType: [
    { code: 'kpPX_CNN_gDU', label: 'Tillsvidareanställning (inkl. eventuell provanställning)' },
    { code: 'sTu5_NBQ_udq', label: 'Tidsbegränsad anställning' },
    { code: 'gro4_cWF_6D7', label: 'Vikariat' },
  ],
  worktimeExtent: [
    { code: '6YE1_gAC_R2G', label: 'Heltid' },
    { code: '947z_JGS_Uk2', label: 'Deltid' },
  ],
  duration: [
    { code: 'a7uU_j21_mkL', label: 'Tills vidare' },
    { code: '9RGe_UxD_FZw', label: '12 månader - upp till 2 år' },
    { code: 'gJRb_akA_95y', label: '6 månader – upp till 12 månader' },
  ],
};

export function taxonomyLabel(name: TaxonomyName, code: string): string | undefined {
  return TAXONOMIES[name].find((entry) => entry.code === code)?.label;
}
