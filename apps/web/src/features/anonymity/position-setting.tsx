import { ANONYMITY_TEXTS, type PositionAnonymity } from '@rekry/domain';
import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { SelectField, Switch, recordOptions } from '../../components/ui/field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useLabels } from '../../lib/company-templates.ts';
import { usePositionAnonymity, useUpdatePositionAnonymity } from './api.ts';
import { anonymityStrings } from './strings.ts';
import { useDialog } from '../../lib/use-dialog.ts';

const t = anonymityStrings.setting;

/**
 * 'Anonym första granskning' on the position's details: a position admin switches it and picks the
 * process level where it ends (asked before switching off); everyone else reads the state.
 */
export function PositionAnonymitySetting({
  containerId,
  positionId,
}: {
  containerId: number;
  positionId: number;
}) {
  const query = usePositionAnonymity(containerId, positionId);
  return (
    <Card data-testid="anonymity-setting">
      <CardHeader title={t.title} description={t.description} />
      <div className="px-5 py-4">
        {query.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : query.isError ? (
          <LoadError title={t.failed} error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.canChange ? (
          <AnonymityForm containerId={containerId} positionId={positionId} saved={query.data} />
        ) : (
          <ReadOnly value={query.data} />
        )}
      </div>
    </Card>
  );
}

function ReadOnly({ value }: { value: PositionAnonymity }) {
  return (
    <div className="space-y-2 text-sm">
      <p className="flex items-center gap-2 font-medium text-gray-900">
        {value.enabled ? <EyeOff className="size-4 shrink-0 text-brand-600" aria-hidden /> : null}
        {value.enabled ? t.readOnlyOn(value.untilLabelName) : t.readOnlyOff}
      </p>
      <p className="text-gray-600">{t.onlyAdmins}</p>
    </div>
  );
}

function AnonymityForm({
  containerId,
  positionId,
  saved,
}: {
  containerId: number;
  positionId: number;
  saved: PositionAnonymity;
}) {
  const labels = useLabels(containerId);
  const update = useUpdatePositionAnonymity(containerId, positionId);
  const [enabled, setEnabled] = useState(saved.enabled);
  const [level, setLevel] = useState(saved.untilLabelId);
  const [levelError, setLevelError] = useState<string | null>(null);
  const askOff = useDialog();
  const levels = (labels.data ?? [])
    .filter((l) => l.labelType.name === 'Process')
    .sort((a, b) => a.order - b.order || a.id - b.id);
  const changed = enabled !== saved.enabled || (enabled && level !== saved.untilLabelId);

  const save = () =>
    update.mutate(
      { enabled, untilLabelId: enabled ? level : null },
      {
        onSuccess: () => {
          askOff.close();
          toast.success(t.saved);
        },
      },
    );
  const submit = () => {
    if (enabled && level === null) return setLevelError(ANONYMITY_TEXTS.levelRequired);
    if (!enabled && saved.enabled) return askOff.show();
    save();
  };

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Switch
        checked={enabled}
        onChange={(on) => {
          setEnabled(on);
          setLevelError(null);
        }}
        label={t.switchLabel}
        shown={enabled ? t.on : t.off}
        disabled={update.isPending}
      />
      {enabled ? (
        <SelectField
          label={t.until}
          value={level === null ? '' : String(level)}
          onChange={(v) => {
            setLevel(v ? Number(v) : null);
            setLevelError(null);
          }}
          options={recordOptions(t.chooseLevel, levels, (l) => l.name)}
          error={levelError ?? undefined}
          hint={labels.isSuccess && levels.length === 0 ? t.noLevels : undefined}
          disabled={update.isPending}
          required
        />
      ) : null}
      <Button type="submit" loading={update.isPending && !askOff.open} disabled={!changed}>
        {t.save}
      </Button>
      <ConfirmDialog {...askOff.props} question={t.offAsk} busy={update.isPending} onConfirm={save} />
    </form>
  );
}
