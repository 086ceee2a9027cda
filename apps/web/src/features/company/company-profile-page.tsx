import { useSearchParams } from 'react-router';
import { TabNav } from '../../components/ui/tab-nav.tsx';
import { NoContainer } from '../../components/layout/no-container.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../lib/paths.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { CompanyBillingTab } from '../billing/index.ts';
import { MessagesEditor } from './messages-editor.tsx';
import { ProfileForm } from './profile-form.tsx';
import { companyStrings as t } from './strings.ts';
import { ThemeEditor } from './theme-editor.tsx';

const TABS = [
  { id: 'profil', label: t.tabs.profile },
  { id: 'tema', label: t.tabs.theme },
  { id: 'texter', label: t.tabs.messages },
  { id: 'abonnemang', label: t.tabs.billing },
] as const;

/**
 * /admin/container/profile (admin): the company's profile, its career site's theme, its texts and its
 * subscription (billing, read-only), as tabs.
 */
export function CompanyProfilePage() {
  const { container, canSwitch } = useWorkspace();
  const [params] = useSearchParams();
  if (!container) return <NoContainer canPick={canSwitch} />;
  const tab = TABS.find(({ id }) => id === params.get('tab'))?.id ?? 'profil';
  const company = container.displayName || container.name;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t.title} description={t.description(company)} />
      <TabNav
        label={t.tabs.label}
        current={tab}
        tabs={TABS.map(({ id, label }) => ({ id, label, to: paths.companyProfile(id) }))}
      />
      {tab === 'profil' ? (
        <ProfileForm key={container.id} containerId={container.id} />
      ) : tab === 'tema' ? (
        <ThemeEditor key={container.id} containerId={container.id} companyName={container.name} />
      ) : tab === 'texter' ? (
        <MessagesEditor key={container.id} containerId={container.id} />
      ) : (
        <CompanyBillingTab key={container.id} containerId={container.id} />
      )}
    </div>
  );
}
