import { PageHeader } from '../../components/ui/page-header.tsx';
import { CompanyList } from './company-list.tsx';
import { CreateCompanyForm } from './create-company-form.tsx';
import { companyStrings } from './strings.ts';

/** /admin/container/new (superuser): create a company with its first administrator; below, every company. */
export function CompaniesPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={companyStrings.page.title} description={companyStrings.page.description} />
      <CreateCompanyForm />
      <CompanyList />
    </div>
  );
}
