import { actions, channelOf, type ChannelDefinition, type PositionIntegration } from '@rekry/domain';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/field.tsx';
import { paths } from '../../lib/paths.ts';
import { commonStrings } from '../../lib/strings.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useSavePositionIntegration } from './api.ts';
import { ChannelFieldGrid } from './channel-field.tsx';
import { ChannelForm } from './channel-form.tsx';
import { JobAdStatusBadge } from './job-ad-badge.tsx';
import { JobAdStatusDetails } from './job-ad-status.tsx';
import { channelStrings } from './strings.ts';
import { channelFailure, channelPayload, judgeChannel, startingValues, toFormValues } from './values.ts';

const t = channelStrings.position;

/**
 * update_PositionIntegration's input with the channel's data read from the form's text; checked by the
 * channel's schema when the box is ticked, so the board's refusals are said in Swedish before anything
 * leaves (an unticked channel keeps what was typed, as the server does).
 */
const dataSchema = (channel: ChannelDefinition) =>
  actions.update_PositionIntegration.input
    .extend({ data: channelPayload(channel.dataFields) })
    .superRefine((input, ctx) => {
      if (input.isChecked) judgeChannel(channel.dataSchema, input.data, ctx, ['data']);
    });

/** One channel of a position: 'Publicera i …', the channel's data fields, and the ad's status there. */
export function PositionChannelCard({
  containerId,
  integration,
  positionOpen,
  isAdmin,
}: {
  containerId: number;
  integration: PositionIntegration;
  positionOpen: boolean;
  isAdmin: boolean;
}) {
  const channel = channelOf(integration.partnerSettingName);
  const headingId = useId();
  if (!channel) return null;
  const name = integration.name || channel.name;

  return (
    <Card data-testid={`position-channel-${integration.partnerSettingName}`}>
      <CardHeader
        title={<span id={headingId}>{name}</span>}
        description={channel.about}
        actions={integration.jobAd ? <JobAdStatusBadge status={integration.jobAd.status} /> : null}
      />
      {integration.jobAd ? (
        <div className="border-b border-gray-100 px-5 py-3" aria-live="polite">
          <JobAdStatusDetails jobAd={integration.jobAd} />
        </div>
      ) : null}
      {!integration.channelEnabled ? (
        <div className="p-5">
          <Alert tone="warning" title={t.notEnabled(name)}>
            {isAdmin ? (
              <p>
                {t.notEnabledAdmin}{' '}
                <Link to={paths.integration} className="font-medium underline">
                  {t.toSettings}
                </Link>
              </p>
            ) : (
              <p>{t.notEnabledOther}</p>
            )}
          </Alert>
        </div>
      ) : (
        <DataForm
          containerId={containerId}
          integration={integration}
          channel={channel}
          name={name}
          headingId={headingId}
          positionOpen={positionOpen}
        />
      )}
    </Card>
  );
}

function DataForm({
  containerId,
  integration,
  channel,
  name,
  headingId,
  positionOpen,
}: {
  containerId: number;
  integration: PositionIntegration;
  channel: ChannelDefinition;
  name: string;
  headingId: string;
  positionOpen: boolean;
}) {
  const save = useSavePositionIntegration(containerId, integration.positionId);
  const fields = channel.dataFields;
  const start = startingValues(fields, integration.data, integration.prefill);
  const action = useActionForm({
    schema: dataSchema(channel),
    defaultValues: { isChecked: integration.isChecked, data: start.values },
    fixed: { containerId, positionId: integration.positionId, partner: integration.partnerSettingName },
    submit: async (input) => ({ wasChecked: integration.isChecked, saved: await save.mutateAsync(input) }),
    placeFailure: channelFailure('data', fields),
    onSuccess: ({ saved, wasChecked }) => {
      form.reset({ isChecked: saved.isChecked, data: toFormValues(fields, saved.data) });
      toast.success(
        saved.isChecked
          ? positionOpen
            ? t.queued(name)
            : t.notOpen
          : wasChecked
            ? t.removed(name)
            : commonStrings.saved,
      );
    },
  });
  const { form, errors } = action;

  return (
    <ChannelForm action={action} headingId={headingId}>
      <Controller
        control={form.control}
        name="isChecked"
        render={({ field }) => (
          <Checkbox
            label={t.publish(name)}
            description={t.publishHint}
            checked={field.value}
            onChange={field.onChange}
            name="isChecked"
          />
        )}
      />
      <ChannelFieldGrid
        form={form}
        group="data"
        fields={fields}
        errors={errors}
        // Read-only fields show what Rekry stored last (e.g. a new transaction id), not the form's copy.
        stored={toFormValues(fields, integration.data)}
        prefilled={start.prefilled}
      />
      {Object.keys(start.prefilled).length > 0 ? <p className="text-sm text-gray-600">{t.fromAd}</p> : null}
      {integration.sentDocument ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-gray-800">{t.sentDocument}</summary>
          <p className="mt-1 text-gray-600">{t.sentDocumentHint}</p>
          <pre
            className="mt-2 max-h-96 overflow-auto rounded border border-gray-200 bg-gray-50 p-3 text-xs whitespace-pre-wrap break-all"
            data-testid="sent-document"
          >
            {integration.sentDocument}
          </pre>
        </details>
      ) : null}
    </ChannelForm>
  );
}
