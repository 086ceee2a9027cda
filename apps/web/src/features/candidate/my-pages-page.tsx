import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatDateTime, type MyApplicationSummary, type MyProfile } from '@rekry/domain';
import { ChevronDown, Download, FileText, Paperclip, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { EmailField, PasswordField, TextField } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { errorMessage } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { showError } from '../../lib/error-toast.ts';
import { logout } from '../../lib/session.ts';
import { commonStrings } from '../../lib/strings.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { downloadFile, saveBase64 } from '../../lib/download.ts';
import {
  candidateKeys,
  useDeleteMyAccount,
  useDownloadMyData,
  useMyApplication,
  useMyApplications,
  useMyProfile,
  useWithdrawApplication,
} from './api.ts';
import { StatusBadge } from './status-badge.tsx';
import { MyJobAlertsCard } from '../job-alerts/index.ts';
import { candidateStrings } from './strings.ts';
import { useDialog } from '../../lib/use-dialog.ts';

const t = candidateStrings.myPages;

/**
 * /admin/minasidor: the candidate's My pages — profile, every application with its answers,
 * files, consent and deletion date, withdrawing one, and deleting the account.
 */
export function MyPagesPage() {
  const applications = useMyApplications();
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <div className="space-y-6">
        <ProfileCard />
        <ListCard
          title={t.applications}
          description={t.applicationsHint}
          query={applications}
          texts={t}
          icon={FileText}
          isEmpty={(applications.data?.applications.length ?? 0) === 0}
        >
          <ul className="divide-y divide-gray-100">
            {applications.data?.applications.map((a) => (
              <ApplicationItem key={a.id} application={a} />
            ))}
          </ul>
        </ListCard>
        <MyJobAlertsCard />
        <AccountCard applications={applications.data?.applications.length ?? 0} />
      </div>
    </>
  );
}

function ProfileCard() {
  const query = useMyProfile();
  return (
    <Card>
      <CardHeader title={t.profile} description={t.profileHint} />
      <QueryBoundary
        query={query}
        loading={<SkeletonRows rows={3} label={t.profileLoading} />}
        failed={t.profileFailed}
        isEmpty={!query.data}
        empty={null}
      >
        {query.data ? <ProfileForm profile={query.data} /> : null}
      </QueryBoundary>
    </Card>
  );
}

function ProfileForm({ profile }: { profile: MyProfile }) {
  const queryClient = useQueryClient();
  const { email, ...values } = profile;
  const { form, onSubmit, busy, formError, field } = useActionForm({
    action: 'update_MyProfile',
    defaultValues: values,
    onSuccess: (saved) => {
      queryClient.setQueryData(candidateKeys.profile, saved);
      toast.success(commonStrings.saved);
      const { email: _email, ...next } = saved;
      form.reset(next);
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 px-5 py-5">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <EmailField label={t.email} value={email} readOnly disabled />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.firstname} autoComplete="given-name" {...field('firstname')} />
        <TextField label={t.lastname} autoComplete="family-name" {...field('lastname')} />
        <TextField label={t.phone} type="tel" autoComplete="tel" {...field('phoneNumber')} />
        <TextField label={t.address} autoComplete="address-line1" {...field('address')} />
        <TextField label={t.zip} autoComplete="postal-code" {...field('zipCode')} />
        <TextField label={t.city} autoComplete="address-level2" {...field('city')} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={busy}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}

function ApplicationItem({ application: a }: { application: MyApplicationSummary }) {
  const [open, setOpen] = useState(false);
  const confirming = useDialog();
  const withdraw = useWithdrawApplication();
  const panelId = useId();
  return (
    <li className="px-5 py-4">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <h3 className="font-medium text-gray-900">{a.positionName}</h3>
          <p className="text-sm text-gray-600">
            {a.companyName} · <span className="whitespace-nowrap">{t.applied(formatDate(a.createdAt))}</span>
          </p>
          <p className="mt-1 text-xs text-gray-500">{a.deleteOn ? t.deleteOn(a.deleteOn) : t.held}</p>
        </div>
        <StatusBadge status={a.status} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
          {open ? t.hide : t.show}
        </Button>
        <Button variant="danger-outline" size="sm" onClick={confirming.show}>
          {t.withdraw}
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? <ApplicationDetail id={a.id} /> : null}
      </div>
      <ConfirmDialog
        {...confirming.props}
        question={{
          title: t.withdrawTitle,
          text: t.withdrawText(a.positionName, a.companyName, a.surveyAfterWithdrawalDays),
          confirm: t.withdraw,
        }}
        busy={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(a.id, {
            onSuccess: () => {
              confirming.close();
              toast.success(t.withdrawn);
            },
          })
        }
      />
    </li>
  );
}

function ApplicationDetail({ id }: { id: number }) {
  const query = useMyApplication(id, true);
  const detail = query.data;
  async function download(file: { id: number; filename: string }) {
    try {
      await downloadFile(`/api/dispatcher/storage/application/${id}/files/${file.id}`, file.filename);
    } catch (error) {
      showError(error, t.downloadFailed);
    }
  }
  return (
    <div className="mt-4 rounded-lg bg-gray-50 p-4 ring-1 ring-gray-200">
      <QueryBoundary
        query={query}
        loading={<SkeletonRows rows={3} label={t.detailLoading} />}
        failed={t.detailFailed}
        isEmpty={!detail}
        empty={null}
      >
        {detail ? (
          <div className="space-y-5">
            <section>
              <h4 className="text-sm font-semibold text-gray-900">{t.answers}</h4>
              <dl className="mt-2 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
                {detail.answers.map((row) => (
                  <div key={row.key} className="min-w-0">
                    <dt className="text-gray-500">{row.label}</dt>
                    <dd className="mt-0.5 break-words whitespace-pre-line text-gray-900">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section>
              <h4 className="text-sm font-semibold text-gray-900">{t.files}</h4>
              {detail.files.length === 0 ? (
                <p className="mt-2 text-sm text-gray-600">{t.noFiles}</p>
              ) : (
                <ul className="mt-2 space-y-2">
                  {detail.files.map((file) => (
                    <li key={file.id} className="flex items-center gap-2 text-sm">
                      <Paperclip className="size-4 shrink-0 text-gray-400" aria-hidden />
                      <span className="min-w-0 flex-1 truncate text-gray-900">{file.filename}</span>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t.download(file.filename)}
                        onClick={() => void download(file)}
                        icon={Download}
                      ></Button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section>
              <h4 className="flex items-center gap-1.5 text-sm font-semibold text-gray-900">
                <ShieldCheck className="size-4 text-gray-500" aria-hidden />
                {t.consent}
              </h4>
              {detail.consent ? (
                <>
                  <p className="mt-2 text-sm text-gray-700">
                    {t.consentText(
                      formatDateTime(detail.consent.approvedAt),
                      detail.consent.consentCompanyName,
                      detail.consent.legalBasis,
                      detail.consent.retentionMonths,
                    )}
                  </p>
                  <p className="mt-1 text-xs text-gray-500">
                    {t.consentVersion(detail.consent.gdprValidFrom)}
                  </p>
                </>
              ) : (
                <p className="mt-2 text-sm text-gray-600">{t.noConsent}</p>
              )}
              <p className="mt-2 text-sm text-gray-700">
                {detail.deleteOn ? t.retention(detail.deleteOn, detail.retentionMonths) : t.held}
              </p>
            </section>
          </div>
        ) : null}
      </QueryBoundary>
    </div>
  );
}

function AccountCard({ applications }: { applications: number }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteMyAccount();
  const myData = useDownloadMyData();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  function submit() {
    if (!password) return setError(t.passwordRequired);
    setError(null);
    remove.mutate(password, {
      onSuccess: () => {
        logout();
        queryClient.clear();
        toast.success(t.deleted);
        navigate('/login', { replace: true });
      },
      onError: (e) => setError(errorMessage(e)),
    });
  }
  return (
    <Card>
      <CardHeader title={t.account} description={t.accountHint} />
      {/* In the body, not the header: three buttons wrap here on a phone. */}
      <div className="flex flex-wrap gap-2 px-5 py-4">
        {(['json', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            size="sm"
            loading={myData.isPending && myData.variables === format}
            disabled={myData.isPending}
            onClick={() =>
              myData.mutate(format, {
                onSuccess: (file) => saveBase64(file.data, file.contentType, file.filename),
              })
            }
          >
            {myData.isPending && myData.variables === format ? null : (
              <Download className="size-4" aria-hidden />
            )}
            {t.downloadMyData(format.toUpperCase())}
          </Button>
        ))}
        <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
          {t.deleteAccount}
        </Button>
      </div>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setPassword('');
            setError(null);
          }
        }}
        title={t.deleteTitle}
        description={t.deleteText(applications)}
        busy={remove.isPending}
        onSubmit={submit}
        submit={{ label: t.deleteConfirm, variant: 'danger' }}
      >
        <PasswordField
          label={t.password}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
          required
        />
      </Modal>
    </Card>
  );
}
