import { NOTIFICATION_TOPICS, type NotificationPreferences, type NotificationTopic } from '@rekry/domain';
import { Switch } from '../../components/ui/field.tsx';
import { notificationStrings as t } from './strings.ts';

/** Where a notification can reach the person: the bell, and e-mail. */
const CHANNELS = ['inApp', 'email'] as const;
type Channel = (typeof CHANNELS)[number];

/**
 * The preferences as a table: one row per kind of event, a switch for the app (the bell) and one for
 * e-mail. Used for the company-level ones (/admin/profile) and a position's own.
 */
export function PreferencesTable({
  value,
  onChange,
}: {
  value: NotificationPreferences;
  onChange: (next: NotificationPreferences) => void;
}) {
  function set(topic: NotificationTopic, channel: Channel, on: boolean) {
    onChange({ ...value, [topic]: { ...value[topic], [channel]: on } });
  }
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b border-gray-100 text-xs font-medium tracking-wide text-gray-500 uppercase">
          <th scope="col" className="px-5 py-3 text-left">
            {t.topic}
          </th>
          {CHANNELS.map((channel) => (
            <th key={channel} scope="col" className="w-20 px-2 py-3 text-center sm:w-28">
              {t[channel]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {NOTIFICATION_TOPICS.map((topic) => (
          <tr key={topic.key}>
            <th scope="row" className="px-5 py-4 text-left font-normal">
              <span className="block font-medium text-gray-900">{topic.label}</span>
              <span className="mt-0.5 block text-gray-500">{topic.hint}</span>
            </th>
            {CHANNELS.map((channel) => (
              <td key={channel} className="px-2 py-4 text-center">
                <Switch
                  label={t.toggle(t[channel], topic.label)}
                  checked={value[topic.key][channel]}
                  onChange={(on) => set(topic.key, channel, on)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
