import { channelOf, type PositionIntegration } from '@rekry/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/field.tsx';
import { paths } from '../../lib/paths.ts';
import { commonStrings } from '../../lib/strings.ts';
import { useSavePositionIntegration } from './api.ts';
import { ChannelFieldGrid } from './channel-field.tsx';
import { JobAdStatusBadge } from './job-ad-badge.tsx';
import { JobAdStatusDetails } from './job-ad-status.tsx';
import { channelStrings } from './strings.ts';
import { focusFirstProblem } from './focus.ts';
import { checkFields, placeFailure, toFormValues, toPayload, withValue } from './values.ts';

const t = channelStrings.position;

/**
 * One channel of a position: 'Publicera i …', the channel's data fields, and the ad's status there. The
 * data is checked with the channel's schema before sending when the box is ticked, so the board's
 * refusals are said in Swedish before anything leaves.
 */
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
  const save = useSavePositionIntegration(containerId, integration.positionId);
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fields = channel?.dataFields ?? [];
  const [isChecked, setChecked] = useState(integration.isChecked);
  const [values, setValues] = useState(() => toFormValues(fields, integration.data));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  if (!channel) return null;
  const name = integration.name || channel.name;
  // Read-only fields show what Rekry stored last (e.g. a new transaction id), not the form's copy.
  const stored = toFormValues(fields, integration.data);

  function setValue(key: string, value: string) {
    setValues((current) => withValue(fields, current, key, value));
    setErrors(({ [key]: _, ...rest }) => rest);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!channel) return;
    const data = toPayload(fields, values);
    const problems = isChecked ? checkFields(channel.dataSchema, data) : {};
    setErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) {
      focusFirstProblem(formRef.current, problems);
      return;
    }
    const wasChecked = integration.isChecked;
    save.mutate(
      { partner: channel.partner as PositionIntegration['partnerSettingName'], isChecked, data },
      {
        onSuccess: (saved) => {
          setValues(toFormValues(fields, saved.data));
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
        onError: (error) => {
          const placed = placeFailure(error, 'data', fields, commonStrings.somethingWentWrong);
          setErrors(placed.own);
          const rest = Object.values(placed.other);
          setFormError(placed.message ?? (rest.length ? rest.join(' ') : null));
          focusFirstProblem(formRef.current, placed.own);
        },
      },
    );
  }

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
        <form noValidate aria-labelledby={headingId} onSubmit={onSubmit} ref={formRef}>
          <div className="space-y-5 p-5">
            <Checkbox
              label={t.publish(name)}
              description={t.publishHint}
              checked={isChecked}
              onChange={setChecked}
              name="isChecked"
            />
            {formError ? <Alert tone="error">{formError}</Alert> : null}
            <ChannelFieldGrid
              fields={fields}
              values={values}
              errors={errors}
              onChange={setValue}
              shownValue={(field) => (field.readOnly ? stored[field.key] : values[field.key]) ?? ''}
            />
          </div>
          <div className="flex justify-end border-t border-gray-100 px-5 py-3">
            <Button type="submit" loading={save.isPending}>
              {save.isPending ? commonStrings.saving : commonStrings.save}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
