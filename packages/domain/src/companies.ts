/**
 * Companies as the platform's superuser runs them (/admin/container/new; SPEC §7 'Containers'):
 * create one with its first administrator's invitation, a demo company, the account status, and delete.
 */
import { z } from 'zod';
import { emailSchema } from './password.ts';

/** A company's account status; 'active' unless the superuser changes it. */
export const COMPANY_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export const COMPANY_STATUS_LABELS: Record<CompanyStatus, string> = {
  active: 'Aktiv',
  inactive: 'Inaktiv',
  suspended: 'Avstängd',
};

/** The plans a company can have (SPEC §3 Container plans; billing's default type is monthly). */
export const COMPANY_PLANS = ['Monthly', 'PerJob'] as const;
export type CompanyPlan = (typeof COMPANY_PLANS)[number];
export const COMPANY_PLAN_LABELS: Record<CompanyPlan, string> = {
  Monthly: 'Månadsabonnemang',
  PerJob: 'Per annons',
};

export const COMPANY_LIMITS = { name: 100 } as const;

export const COMPANY_MESSAGES = {
  name: 'Ange företagets namn',
  nameLength: `Namnet får vara högst ${COMPANY_LIMITS.name} tecken`,
  nameTaken: 'Det finns redan ett företag med det namnet',
  plans: 'Välj minst en plan',
  plan: 'Okänd plan',
  status: 'Välj Aktiv, Inaktiv eller Avstängd',
  confirmName: 'Skriv företagets namn exakt för att bekräfta',
  notFound: 'Företaget finns inte',
  /** A signed-in member acting on a suspended company (the superuser excepted). */
  suspended: 'Företaget är avstängt. Kontakta supporten om du har frågor.',
  /** Login of someone whose every company is suspended. */
  suspendedLogin: 'Ditt företags konto är avstängt. Kontakta supporten om du har frågor.',
  liveAds: 'Företaget har publicerade annonser på jobbsajter. De tas ned nu; försök igen om en stund.',
} as const;

const companyName = z
  .string({ error: COMPANY_MESSAGES.name })
  .trim()
  .min(1, COMPANY_MESSAGES.name)
  .max(COMPANY_LIMITS.name, COMPANY_MESSAGES.nameLength);

const plans = z
  .array(z.enum(COMPANY_PLANS, { error: COMPANY_MESSAGES.plan }), { error: COMPANY_MESSAGES.plans })
  .min(1, COMPANY_MESSAGES.plans)
  .max(10, COMPANY_MESSAGES.plans)
  .transform((p) => [...new Set(p)]);

export const createCompanyShape = { name: companyName, plans, adminEmail: emailSchema };
export const companyStatus = z.enum(COMPANY_STATUSES, { error: COMPANY_MESSAGES.status });
export const confirmName = z
  .string({ error: COMPANY_MESSAGES.confirmName })
  .min(1, COMPANY_MESSAGES.confirmName)
  .max(200, COMPANY_MESSAGES.confirmName);

/** A company in the superuser's list. */
export interface CompanyRow {
  id: number;
  name: string;
  plans: string[];
  status: CompanyStatus;
  users: number;
  positions: number;
  created: string;
}

/** What creating a company answers: the company and its first administrator's pending invitation. */
export interface CreatedCompany {
  company: CompanyRow;
  invitation: { email: string; expiresAt: string };
}
