import { channelOf, type PartnerSettingView } from '@rekry/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { Switch } from '../../components/ui/field.tsx';
import { commonStrings } from '../../lib/strings.ts';
import { useSavePartnerSetting } from './api.ts';
import { ChannelFieldGrid } from './channel-field.tsx';
import { formatDateTime } from '@rekry/domain';
import { KEEP_SECRET, SecretField, secretToSend, type SecretChange } from './secret-field.tsx';
import { channelStrings } from './strings.ts';
import { focusFirstProblem } from './focus.ts';
import { checkFields, placeFailure, toFormValues, toPayload, withValue } from './values.ts';

const t = channelStrings.settings;

/**
 * One channel of the company (/admin/integration): on or off, its settings and its secret, saved together.
 * The settings are checked with the channel's schema before sending.
 */
export function ChannelSettingsCard({
  containerId,
  view,
}: {
  containerId: number;
  view: PartnerSettingView;
}) {
  const channel = channelOf(view.partner);
  const save = useSavePartnerSetting(containerId);
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fields = channel?.settingFields ?? [];
  const [isEnabled, setEnabled] = useState(view.isEnabled);
  const [values, setValues] = useState(() => toFormValues(fields, view.settings));
  const [secret, setSecret] = useState<SecretChange>(KEEP_SECRET);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secretError, setSecretError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  if (!channel) return null;

  function setValue(key: string, value: string) {
    setValues((current) => withValue(fields, current, key, value));
    setErrors(({ [key]: _, ...rest }) => rest);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!channel) return;
    const settings = toPayload(fields, values);
    // The server checks the settings whether the channel is on or off; so does the browser, first.
    const problems = checkFields(channel.settingsSchema, settings);
    setErrors(problems);
    setSecretError(undefined);
    setFormError(null);
    if (Object.keys(problems).length > 0) {
      focusFirstProblem(formRef.current, problems);
      return;
    }
    const newSecret = secretToSend(secret);
    save.mutate(
      {
        partner: view.partner,
        isEnabled,
        settings,
        ...(newSecret === undefined ? {} : { secret: newSecret }),
      },
      {
        onSuccess: (saved) => {
          toast.success(commonStrings.saved);
          setValues(toFormValues(fields, saved.settings));
          setSecret(KEEP_SECRET);
        },
        onError: (error) => {
          const placed = placeFailure(error, 'settings', fields, commonStrings.somethingWentWrong);
          setErrors(placed.own);
          setSecretError(placed.other['secret']);
          focusFirstProblem(formRef.current, { ...placed.own, ...placed.other });
          const rest = Object.entries(placed.other).filter(([key]) => key !== 'secret');
          setFormError(placed.message ?? (rest.length ? rest.map(([, m]) => m).join(' ') : null));
        },
      },
    );
  }

  return (
    <Card data-testid={`channel-settings-${view.partner}`}>
      <form ref={formRef} noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
        <CardHeader
          title={<span id={headingId}>{channel.name}</span>}
          description={channel.about}
          actions={
            <span className="flex items-center gap-2 text-sm text-gray-700">
              <span aria-hidden>{isEnabled ? t.on : t.off}</span>
              <Switch checked={isEnabled} onChange={setEnabled} label={t.use(channel.name)} />
            </span>
          }
        />
        <div className="space-y-5 p-5">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <ChannelFieldGrid fields={fields} values={values} errors={errors} onChange={setValue} />
          <div data-field="secret">
            <SecretField
              label={channel.secretLabel}
              secretSet={view.secretSet}
              secretHint={view.secretHint}
              value={secret}
              onChange={(change) => {
                setSecret(change);
                setSecretError(undefined);
              }}
              error={secretError}
            />
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 px-5 py-3">
          <p className="text-sm text-gray-500">
            {view.updatedAt && view.updatedBy
              ? t.lastChanged(view.updatedBy, formatDateTime(view.updatedAt))
              : ''}
          </p>
          <Button type="submit" loading={save.isPending}>
            {save.isPending ? commonStrings.saving : commonStrings.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
