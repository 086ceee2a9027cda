/**
 * Shapes of the public endpoints (SPEC §7 'Direct endpoints'), shared by server and web. Every HTML
 * string here is sanitized by the server before it is sent, so the web renders it as is.
 */
import type { ApplicationSource } from './application-words.ts';
import type { PublicSearch, PublicSearchOptions } from './public-search.ts';
import type { ContainerMessages, FormProperty, Answers } from './forms/types.ts';
import type { PositionStatus } from './positions.ts';
import type { Theme } from './theme.ts';
import type { AccessibilityStatement } from './accessibility.ts';

export const SOCIAL_LINKS = [
  'facebook',
  'twitter',
  'instagram',
  'linkedin',
  'github',
  'youtube',
  'podcast',
] as const;
export type SocialLink = (typeof SOCIAL_LINKS)[number];

/** GET /api/public/containers/{name}: a company's public face. `id: 0` means no such company. */
export interface PublicContainer {
  id: number;
  name: string;
  /** SPEC §3 'Public company': each field with a data value ('' when the company has none). */
  fields: {
    DisplayName: { data: string };
    /** URL of the logo asset, or ''. */
    CompanyLogo: { data: string };
    PhoneNumber: { data: string };
    Email: { data: string };
  };
  theme: Theme;
  profile: {
    description: string;
    address: string;
    zip: string;
    city: string;
    website: string;
    /** URL of the public banner asset, or '' for the placeholder. */
    banner: string;
    social: Partial<Record<SocialLink, string>>;
  };
  /** The company's '/messages/' texts (HTML); missing keys use the Swedish defaults of the domain. */
  messages: ContainerMessages;
  consent: PublicConsent;
  /** The guid of its talent pool's form when the pool is open (its page is TALENT_POOL_PATH). */
  talentPool?: string;
  /** The consent of the pool's form, naming the pool's own period, when the pool is open. */
  talentPoolConsent?: PublicConsent;
}

/** The consent a form asks: the pool's own (its period) on the pool's form, else the company's. */
export function consentFor(company: PublicContainer, kind: 'job' | 'pool'): PublicConsent {
  return kind === 'pool' && company.talentPoolConsent ? company.talentPoolConsent : company.consent;
}

/** What the applicant is asked to approve (SPEC §1, §2 terms modal, §9 GDPR). */
export interface PublicConsent {
  /** The company named in the consent: the display name, or 382's own consent company name. */
  consentCompanyName: string;
  /** How many months the company keeps an applicant's data (its setting), as the texts say. */
  retentionMonths: number;
  /** The GDPR text for this company (HTML). */
  gdprHtml: string;
  /** 'Allmänna villkor' as the company wrote them (term01), or null when it has none. */
  companyTermsHtml: string | null;
  /** The operator's 'Allmänna villkor' (term02). */
  operatorTermsHtml: string;
}

/**
 * The empty answer for an unknown company name (SPEC: id 0 means not found). `unavailable`: the name is a
 * company's whose career site is not available (inactive or suspended); nothing else is told.
 */
export interface PublicContainerNotFound {
  id: 0;
  unavailable?: true;
}

/** A row of the public list. */
export interface PublicPositionSummary {
  id: number;
  name: string;
  /** '/{id}_{slug}' */
  path: string;
  containerId: number;
  /** The company's display name. */
  containerName: string;
  location: string;
  /** unix seconds, null for no bound */
  start: number | null;
  stop: number | null;
  /** URL of the company logo asset, or ''. */
  companyLogo: string;
}

/** GET /api/public/positions?containerId&take&page — open, public positions, newest first. */
export interface PublicPositionList {
  items: PublicPositionSummary[];
  /** All open public positions that match (for 'Just nu har vi N lediga tjänster' and paging). */
  total: number;
  page: number;
  take: number;
  /**
   * 'Menade du …': when the search's words found nothing and the forgiving search found ads by words that
   * look like them, the search with each misspelt word put as those ads write it ('trukförare' →
   * 'Truckförare'). Absent otherwise.
   */
  suggestion?: string;
}
export const PUBLIC_LIST_DEFAULT_TAKE = 20;
export const PUBLIC_LIST_MAX_TAKE = 100;

/** GET /api/public/positions/{id or guid}. */
export interface PublicPositionDetail extends PublicPositionSummary {
  isInternal: boolean;
  /** Internal positions only: the guid their address carries. */
  linkId: string | null;
  /** Short summary text. */
  text: string;
  /** The ad itself (sanitized HTML). */
  description: string;
  status: PositionStatus;
  /** URL of the banner above the ad: the position's own, else the company's; '' for the placeholder. */
  banner: string;
  /** Open (and, for internal, reached by its guid): the form is shown and the apply call accepts it. */
  canApply: boolean;
  /** The application form, labels sanitized; empty when the position cannot be applied to. */
  form: FormProperty[];
  /** Whom to ask about the position (its contact person), or null when none is set. */
  contact: PublicContactPerson | null;
}

/** A position's contact person as the ad shows it: each part '' when not given, never all of them. */
export interface PublicContactPerson {
  /** First and last name. */
  name: string;
  title: string;
  phone: string;
  email: string;
}

/** POST /api/public/positions/apply */
export interface ApplyRequest {
  action: 'create_jobApplication';
  data: {
    email: string;
    /** The numeric id, or for an internal position its guid. */
    positionId: number | string;
    metadata: Answers;
    /** Where the applicant came from: the landing address's kalla / utm_* and the referring site. */
    source?: ApplicationSource;
    /** The invitation's token (`?inbjudan=`): the pool member's files go with the application. */
    poolFiles?: string;
  };
}

/** The success answer: the company's thanksforapply and job_applied_success texts, first name filled in. */
export interface ApplyResponse {
  data: {
    applicationId: number;
    /** HTML */
    thanksForApply: string;
    /** HTML, ##FIRSTNAME## replaced */
    appliedSuccess: string;
  };
}

/** Error codes the apply call answers with besides the general ones (SPEC §3 messages). */
export const APPLY_ERROR_CODES = {
  alreadyApplied: 'job_already_applied',
  wrongSsn: 'job_wrong_ssn',
  validation: 'validation',
  notOpen: 'position_not_open',
  notFound: 'not_found',
  badFile: 'bad_file',
} as const;

/** GET /api/public/config. */
export interface PublicConfig {
  operatorName: string;
  version: string;
}

/**
 * What the server hands the career site's server renderer for one page (SPEC §2 public routes): the
 * answers the page would otherwise fetch, exactly as the public endpoints send them, so the browser
 * hydrates with them and fetches nothing twice.
 */
export interface PublicPageData {
  /** The public company the address names (`?company=` or the host), null for the portal. */
  companyKey: string | null;
  /** GET /api/public/containers/{companyKey}; null when companyKey is null. */
  company: PublicContainer | PublicContainerNotFound | null;
  config: PublicConfig;
  /**
   * A list page: the first page of GET /api/public/positions for the company (or all) as the address
   * searches it (null when the address's search cannot be read: the page says why), and the search
   * form's choices (GET /api/public/search-options).
   */
  positions?: {
    containerId: number | null;
    /** The search as the server read it (null with `first`). */
    search: PublicSearch | null;
    first: PublicPositionList | null;
    options: PublicSearchOptions;
  };
  /** A position page (its ad or its apply form); `detail` null when the public may not see it. */
  position?: {
    ref: number | string;
    detail: PublicPositionDetail | null;
    /** The apply page's GET /api/public/open/{ref}/container. */
    owner?: PublicContainer | PublicContainerNotFound | null;
  };
  /** The accessibility statement's page: GET /api/public/accessibility-statement. */
  statement?: AccessibilityStatement;
}

/** What the renderer gives back: the app's markup and the state the browser hydrates from. */
export interface RenderedPublicPage {
  html: string;
  state: unknown;
}

/** The career site's server renderer (apps/web/src/entry-server.tsx, built to apps/web/dist-ssr). */
export type RenderPublicPage = (page: {
  url: string;
  host: string;
  data: PublicPageData;
  /** The server's HTML cleaner (the same policy as the browser's, HTML_POLICY). */
  cleanHtml: (html: string) => string;
}) => Promise<RenderedPublicPage>;

/** The id of the `<script type="application/json">` in which a server-rendered page carries its state. */
export const PUBLIC_STATE_ID = 'rekry-state';
