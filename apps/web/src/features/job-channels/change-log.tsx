import { channelOf, type PartnerSettingChange } from '@rekry/domain';
import { History } from 'lucide-react';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { formatDateTime } from '@rekry/domain';
import { channelStrings } from './strings.ts';

const t = channelStrings.log;

/** A logged field's name as the settings screen labels it (the key itself for one it no longer has). */
export function changedFieldLabel(partner: string, key: string): string {
  const channel = channelOf(partner);
  if (key === 'isEnabled') return t.enabled;
  if (key === 'secret') return channel?.secretLabel ?? key;
  if (key === 'secret:removed') return t.secretRemoved(channel?.secretLabel ?? 'Nyckel');
  return channel?.settingFields.find((field) => field.key === key)?.label ?? key;
}

/** 'Ändringar': who changed which of the company's channel settings, and when (never a secret's value). */
export function ChangeLog({ log }: { log: readonly PartnerSettingChange[] }) {
  return (
    <Card>
      <CardHeader title={t.title} />
      {log.length === 0 ? (
        <p className="px-5 py-4 text-sm text-gray-500">{t.empty}</p>
      ) : (
        <ol className="divide-y divide-gray-100" data-testid="channel-change-log">
          {log.map((change, index) => (
            <li key={`${change.at}-${change.partner}-${index}`} className="flex gap-3 px-5 py-3 text-sm">
              <History className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
              <div className="min-w-0">
                <p className="text-gray-900">
                  <span className="font-medium">{change.by}</span>
                  {' · '}
                  <span>{channelOf(change.partner)?.name ?? change.partner}</span>
                </p>
                <p className="text-gray-600">
                  {change.fields.map((key) => changedFieldLabel(change.partner, key)).join(', ')}
                </p>
                <p className="text-gray-500 tabular-nums">
                  <time dateTime={change.at}>{formatDateTime(change.at)}</time>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
