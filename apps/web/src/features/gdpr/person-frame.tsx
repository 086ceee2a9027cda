import { stockholmDate, type GdprPersonDetail } from '@rekry/domain';
import { UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../components/ui/loading-block.tsx';
import { NotFoundCard } from '../../components/ui/not-found-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { NoContainer } from '../../components/layout/no-container.tsx';
import { isApiError } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { useGdprPerson } from './api.ts';
import { gdprStrings } from './strings.ts';

const t = gdprStrings.person;

/** The person a sub-page of /admin/gdpr is about (?userId=), loaded; its loading, missing and failed states. */
export function PersonFrame({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: (person: GdprPersonDetail) => string;
  /** Links beside the title (the other sub-page). */
  actions?: (person: GdprPersonDetail) => ReactNode;
  children: (person: GdprPersonDetail, containerId: number) => ReactNode;
}) {
  const { container, canSwitch } = useWorkspace();
  const [params] = useSearchParams();
  const raw = params.get('userId') ?? '';
  const userId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const query = useGdprPerson(container?.id ?? 0, userId);
  const back = <BackLink to={paths.gdpr}>{t.back}</BackLink>;
  if (!container) return <NoContainer canPick={canSwitch} />;
  if (!userId || (query.isError && isApiError(query.error) && query.error.status === 404))
    return (
      <>
        <PageHeader title={title} back={back} />
        <NotFoundCard
          icon={UserX}
          title={userId ? gdprStrings.inform.unknown : t.missing}
          description={t.missingText}
        />
      </>
    );
  if (query.isPending) return <LoadingBlock label={t.loading} back={back} />;
  if (query.isError)
    return (
      <>
        <PageHeader title={title} back={back} />
        <LoadError title={t.failed} error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  return (
    <>
      <PageHeader
        title={title}
        description={description(query.data)}
        back={back}
        actions={actions?.(query.data)}
      />
      {children(query.data, container.id)}
    </>
  );
}

const day = (iso: string) => stockholmDate(new Date(iso));

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section className="px-5 py-4">
      <h3 className="text-sm font-semibold text-gray-900">
        {title} <span className="font-normal text-gray-500">({count})</span>
      </h3>
      {count === 0 ? <p className="mt-1 text-sm text-gray-500">{t.none}</p> : children}
    </section>
  );
}

/** What the company holds on the person, per kind: the inform page's contents, the delete page's list. */
export function Holdings({ person }: { person: GdprPersonDetail }) {
  const list = 'mt-2 space-y-1 text-sm text-gray-700';
  return (
    <Card>
      <CardHeader title={personLabel(person)} description={t.deleteOn(person.deleteOn)} />
      <div className="divide-y divide-gray-100">
        <Section title={t.applications} count={person.applications.length}>
          <ul className={list}>
            {person.applications.map((a) => (
              <li key={a.id}>
                <span className="font-medium text-gray-900">{a.positionName}</span> · {a.status} ·{' '}
                {t.applied(day(a.createdAt))} · {a.consentAt ? t.consent(day(a.consentAt)) : t.noConsent}
                {a.consentTextHash ? (
                  <span className="block font-mono text-xs break-all text-gray-500">
                    {t.consentHash(a.consentTextHash)}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t.files} count={person.files.length}>
          <ul className={list}>
            {person.files.map((f) => (
              <li key={f.id} className="break-all">
                {f.filename} <span className="text-gray-500">({t.kb(f.size)})</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t.notes} count={person.notes.length}>
          <ul className={list}>
            {person.notes.map((n) => (
              <li key={n.id}>{t.note(day(n.createdAt))}</li>
            ))}
          </ul>
        </Section>
        <Section title={t.emails} count={person.emails.length}>
          <ul className={list}>
            {person.emails.map((e) => (
              <li key={e.id}>
                {day(e.createdAt)} · {e.subject}
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </Card>
  );
}

export const personLabel = (p: { name: string; email: string }) =>
  p.name.trim() ? `${p.name.trim()} (${p.email})` : p.email;
