import { NOTIFICATION_TOPICS, type NotificationPreferences, type NotificationTopic } from '@rekry/domain';
import { Switch } from '../../components/ui/field.tsx';
import { notificationStrings as t } from './strings.ts';

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
  function set(topic: NotificationTopic, channel: 'inApp' | 'email', on: boolean) {
    onChange({ ...value, [topic]: { ...value[topic], [channel]: on } });
  }
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b border-gray-100 text-xs font-medium tracking-wide text-gray-500 uppercase">
          <th scope="col" className="px-5 py-3 text-left">
            {t.topic}
          </th>
          <th scope="col" className="w-20 px-2 py-3 text-center sm:w-28">
            {t.inApp}
          </th>
          <th scope="col" className="w-20 px-2 py-3 text-center sm:w-28">
            {t.email}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {NOTIFICATION_TOPICS.map((topic) => (
          <tr key={topic.key}>
            <th scope="row" className="px-5 py-4 text-left font-normal">
              <span className="block font-medium text-gray-900">{topic.label}</span>
              <span className="mt-0.5 block text-gray-500">{topic.hint}</span>
            </th>
            <td className="px-2 py-4 text-center">
              <Switch
                label={t.toggle(t.inApp, topic.label)}
                checked={value[topic.key].inApp}
                onChange={(on) => set(topic.key, 'inApp', on)}
              />
            </td>
            <td className="px-2 py-4 text-center">
              <Switch
                label={t.toggle(t.email, topic.label)}
                checked={value[topic.key].email}
                onChange={(on) => set(topic.key, 'email', on)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
