import {
  actions,
  channelOf,
  formatDateTime,
  type ChannelDefinition,
  type PartnerSettingView,
} from '@rekry/domain';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { Switch } from '../../components/ui/field.tsx';
import { commonStrings } from '../../lib/strings.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useSavePartnerSetting } from './api.ts';
import { ChannelFieldGrid } from './channel-field.tsx';
import { ChannelForm } from './channel-form.tsx';
import { KEEP_SECRET, SecretField, secretToSend, type SecretChange } from './secret-field.tsx';
import { channelStrings } from './strings.ts';
import { channelFailure, channelPayload, judgeChannel, toFormValues } from './values.ts';

const t = channelStrings.settings;
const input = actions.update_PartnerSetting.input;

/**
 * update_PartnerSetting's input with the channel's settings read from the form's text and checked by the
 * channel's schema (the server checks them whether the channel is on or off; so does the browser, first),
 * and the secret as the admin's change of it.
 */
const settingsSchema = (channel: ChannelDefinition) =>
  input.extend({
    settings: channelPayload(channel.settingFields).superRefine((settings, ctx) =>
      judgeChannel(channel.settingsSchema, settings, ctx, []),
    ),
    secret: z.custom<SecretChange>().transform(secretToSend).pipe(input.shape.secret),
  });

/** One channel of the company (/admin/integration): on or off, its settings and its secret, saved together. */
export function ChannelSettingsCard({
  containerId,
  view,
}: {
  containerId: number;
  view: PartnerSettingView;
}) {
  const channel = channelOf(view.partner);
  return channel ? <SettingsForm containerId={containerId} view={view} channel={channel} /> : null;
}

function SettingsForm({
  containerId,
  view,
  channel,
}: {
  containerId: number;
  view: PartnerSettingView;
  channel: ChannelDefinition;
}) {
  const save = useSavePartnerSetting(containerId);
  const headingId = useId();
  const fields = channel.settingFields;
  const action = useActionForm({
    schema: settingsSchema(channel),
    defaultValues: {
      isEnabled: view.isEnabled,
      settings: toFormValues(fields, view.settings),
      secret: KEEP_SECRET as SecretChange,
    },
    fixed: { containerId, partner: view.partner },
    submit: (settings) => save.mutateAsync(settings),
    placeFailure: channelFailure('settings', fields),
    onSuccess: (saved) => {
      toast.success(commonStrings.saved);
      form.reset({
        isEnabled: saved.isEnabled,
        settings: toFormValues(fields, saved.settings),
        secret: KEEP_SECRET,
      });
    },
  });
  const { form, errors } = action;

  return (
    <Card data-testid={`channel-settings-${view.partner}`}>
      <ChannelForm
        action={action}
        headingId={headingId}
        header={
          <CardHeader
            title={<span id={headingId}>{channel.name}</span>}
            description={channel.about}
            actions={
              <Controller
                control={form.control}
                name="isEnabled"
                render={({ field }) => (
                  <span className="flex items-center gap-2 text-sm text-gray-700">
                    <span aria-hidden>{field.value ? t.on : t.off}</span>
                    <Switch checked={field.value} onChange={field.onChange} label={t.use(channel.name)} />
                  </span>
                )}
              />
            }
          />
        }
        footer={
          <p className="mr-auto text-sm text-gray-500">
            {view.updatedAt && view.updatedBy
              ? t.lastChanged(view.updatedBy, formatDateTime(view.updatedAt))
              : ''}
          </p>
        }
      >
        <ChannelFieldGrid form={form} group="settings" fields={fields} errors={errors} />
        <Controller
          control={form.control}
          name="secret"
          render={({ field }) => (
            <SecretField
              label={channel.secretLabel}
              secretSet={view.secretSet}
              secretHint={view.secretHint}
              value={field.value}
              onChange={field.onChange}
              ref={field.ref}
              error={errors['secret']}
            />
          )}
        />
      </ChannelForm>
    </Card>
  );
}
