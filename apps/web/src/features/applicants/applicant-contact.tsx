import { isNamed, type ApplicantDetail } from '@rekry/domain';
import type { ReactNode } from 'react';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { HiddenContactCard } from '../anonymity/index.ts';
import { applicantStrings } from './strings.ts';

const t = applicantStrings.detail;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-gray-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-gray-900 sm:col-span-2 sm:mt-0">
        {children || <span className="text-gray-500 italic">{t.noInformation}</span>}
      </dd>
    </div>
  );
}

/**
 * The applicant's contact card: e-mail, personnummer, address, and age and gender where the form asks;
 * in an anonymised review, a notice of what is hidden instead.
 */
export function ContactCard({ detail }: { detail: ApplicantDetail }) {
  if (!isNamed(detail.visibility)) return <HiddenContactCard />;
  const address = [detail.info.address, [detail.info.zipCode, detail.info.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Card>
      <CardHeader title={t.contact} />
      <dl className="space-y-3 px-5 py-4">
        <Fact label={t.email}>
          {detail.info.email ? (
            <a
              href={`mailto:${detail.info.email}`}
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              {detail.info.email}
            </a>
          ) : null}
        </Fact>
        <Fact label={t.ssn}>{detail.info.ssn}</Fact>
        <Fact label={t.address}>{address}</Fact>
        {detail.showAge ? (
          <Fact label={t.age}>{detail.info.age != null ? `${detail.info.age} år` : ''}</Fact>
        ) : null}
        {detail.showGender ? <Fact label={t.gender}>{detail.info.gender ?? ''}</Fact> : null}
      </dl>
    </Card>
  );
}
