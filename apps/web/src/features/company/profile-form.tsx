import {
  ABOUT_LINKS,
  SOCIAL_LINKS,
  actions,
  type CompanyProfile,
  type CompanyProfileKey,
  type CompanyProfileView,
} from '@rekry/domain';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { CardSection as Section } from '../../components/ui/card.tsx';
import { Switch, TextField } from '../../components/ui/field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { NewTabLink } from '../../components/ui/new-tab-link.tsx';
import { RichTextEditor } from '../../components/ui/rich-text-editor.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { useActionForm } from '../../lib/use-action-form.ts';
import { BannerPicker } from '../banners/index.ts';
import { SaveBar } from './save-bar.tsx';
import { useCompanyProfile, useSaveCompanyProfile } from './api.ts';
import { companyStrings as t } from './strings.ts';

/** The profile tab: its data first, then the form (its starting values are the saved ones). */
export function ProfileForm({ containerId }: { containerId: number }) {
  const profile = useCompanyProfile(containerId);
  if (profile.isPending) return <SkeletonRows rows={8} label={t.loading} />;
  if (profile.isError)
    return <LoadError title={t.failed} error={profile.error} onRetry={() => void profile.refetch()} />;
  return <ProfileEditor containerId={containerId} view={profile.data} />;
}

type Field = `profile.${CompanyProfileKey}`;

/**
 * Every profile key of SPEC §3 in sections a person can find; checked by the catalogue's schema as they
 * save, the server's field messages under their fields, 'Sparad' when saved.
 */
function ProfileEditor({ containerId, view }: { containerId: number; view: CompanyProfileView }) {
  const save = useSaveCompanyProfile(containerId);
  const { form, onSubmit, busy, formError, errors } = useActionForm({
    schema: actions.update_CompanyProfile.input,
    defaultValues: { profile: view.profile as CompanyProfile },
    fixed: { containerId },
    submit: ({ profile }) => save.mutateAsync(profile),
    onSuccess: (saved) => {
      form.reset({ profile: saved.profile });
      toast.success(t.saved);
    },
  });

  const text = (
    key: CompanyProfileKey,
    props: { type?: string; inputMode?: 'email' | 'tel' | 'url' } = {},
  ) => {
    const name: Field = `profile.${key}`;
    return (
      <TextField
        key={key}
        label={t.labels[key]}
        hint={t.hints[key]}
        autoComplete="off"
        {...props}
        {...form.register(name)}
        error={errors[name]}
      />
    );
  };
  const link = (key: CompanyProfileKey) => text(key, { type: 'url', inputMode: 'url' });
  const rich = (key: 'description' | 'agreement') => (
    <Controller
      key={key}
      control={form.control}
      name={`profile.${key}`}
      render={({ field }) => (
        <div>
          <RichTextEditor
            label={t.labels[key]}
            value={field.value}
            onChange={field.onChange}
            error={errors[`profile.${key}`]}
          />
          {t.hints[key] ? <p className="mt-1.5 text-sm text-gray-500">{t.hints[key]}</p> : null}
        </div>
      )}
    />
  );
  const toggle = (key: 'showAge' | 'showGender') => (
    <Controller
      key={key}
      control={form.control}
      name={`profile.${key}`}
      render={({ field }) => (
        <div className="flex items-center justify-between gap-4">
          <span className="text-sm font-medium text-gray-800">{t.labels[key]}</span>
          <Switch checked={field.value} onChange={field.onChange} label={t.labels[key]} />
        </div>
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Section {...t.sections.company}>
        <Grid>
          {text('displayName')}
          {text('organisationNumber')}
        </Grid>
        {rich('description')}
      </Section>
      <Section {...t.sections.contact}>
        <Grid>
          <div className="sm:col-span-2">{text('address')}</div>
          {text('zip')}
          {text('city')}
          {text('phone', { type: 'tel', inputMode: 'tel' })}
          {text('fax', { type: 'tel', inputMode: 'tel' })}
          {text('email', { type: 'email', inputMode: 'email' })}
          {link('website')}
        </Grid>
      </Section>
      <Section {...t.sections.site} actions={<PublicSiteLink url={view.publicUrl} />}>
        <Grid>
          {text('dns')}
          <span className="hidden sm:block" />
          {text('companyLogo')}
          <Controller
            control={form.control}
            name="profile.publicBanner"
            render={({ field }) => (
              <BannerPicker
                containerId={containerId}
                label={t.labels.publicBanner}
                hint={t.hints.publicBanner}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                error={errors['profile.publicBanner']}
              />
            )}
          />
        </Grid>
      </Section>
      <Section {...t.sections.applicants}>
        <div className="max-w-md space-y-4">
          {toggle('showAge')}
          {toggle('showGender')}
        </div>
      </Section>
      <Section {...t.sections.social}>
        <Grid>{SOCIAL_LINKS.map(link)}</Grid>
      </Section>
      <Section {...t.sections.about}>
        <Grid>{ABOUT_LINKS.map(link)}</Grid>
      </Section>
      <Section {...t.sections.gdpr}>
        <Grid>
          {text('gdprContact')}
          {text('gdprAddress')}
        </Grid>
        {rich('agreement')}
        {view.members.length ? (
          <div>
            <p className="text-sm font-medium text-gray-800">{t.members}</p>
            <ul className="mt-1 list-inside list-disc text-sm text-gray-700">
              {view.members.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
            <p className="mt-1 text-sm text-gray-500">{t.membersHint}</p>
          </div>
        ) : null}
      </Section>
      <SaveBar dirty={form.formState.isDirty} busy={busy} />
    </form>
  );
}

function Grid({ children }: { children: ReactNode }) {
  return <div className="grid gap-5 sm:grid-cols-2">{children}</div>;
}

function PublicSiteLink({ url }: { url: string | null }) {
  if (!url) return <p className="max-w-xs text-sm text-gray-500">{t.noPublicSite}</p>;
  return <NewTabLink href={url}>{t.openPublicSite}</NewTabLink>;
}
