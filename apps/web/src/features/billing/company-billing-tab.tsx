import { BILLING_PLAN_NAMES } from '@rekry/domain';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { CompanyStatusBadge } from '../../components/ui/company-status-badge.tsx';
import { BalanceCard, Invoices, Ledger, WithBilling } from './billing-tables.tsx';
import { billingStrings } from './strings.ts';

const t = billingStrings.companyView;

/**
 * The company's own billing for its administrator (get_Billing): how it pays, its points and their history,
 * and its invoices. Only shown — the superuser changes it in Billing Management.
 */
export function CompanyBillingTab({ containerId }: { containerId: number }) {
  return (
    <WithBilling containerId={containerId}>
      {(data) => (
        <div className="space-y-6">
          <div className="grid gap-6 md:grid-cols-2">
            <Card>
              <CardHeader title={t.title} description={t.intro} />
              <dl className="space-y-4 p-5 text-sm">
                <div>
                  <dt className="font-medium text-gray-800">{t.type}</dt>
                  <dd className="mt-0.5 text-gray-900" data-testid="billing-type">
                    {data.billingType === 'points'
                      ? billingStrings.account.points
                      : billingStrings.account.monthly}
                  </dd>
                  <dd className="mt-1 text-gray-500">
                    {data.billingType === 'points'
                      ? t.pointsRule(data.costs.site, data.costs.paidChannel)
                      : t.monthlyRule}
                  </dd>
                </div>
                <div>
                  <dt className="font-medium text-gray-800">{t.plan}</dt>
                  <dd className="mt-0.5 text-gray-900">{BILLING_PLAN_NAMES[data.plan]}</dd>
                </div>
                <div className="flex items-center gap-2">
                  <dt className="font-medium text-gray-800">{t.status}</dt>
                  <dd>
                    <CompanyStatusBadge status={data.status} />
                  </dd>
                </div>
              </dl>
            </Card>
            <BalanceCard billing={data} />
          </div>
          <Ledger rows={data.ledger} />
          <Invoices billing={data} />
        </div>
      )}
    </WithBilling>
  );
}
