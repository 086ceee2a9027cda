import { PERMISSIONS } from '@rekry/domain';
import { Badge, type BadgeTone } from './badge.tsx';

const tones: Record<number, BadgeTone> = { 1: 'brand', 2: 'green', 3: 'gray' };

export function PermissionBadges({ permissionIds }: { permissionIds: readonly number[] }) {
  const held = PERMISSIONS.filter((p) => permissionIds.includes(p.id));
  return (
    <span className="flex flex-wrap gap-1.5">
      {held.map((p) => (
        <Badge key={p.id} tone={tones[p.id] ?? 'gray'}>
          {p.label}
        </Badge>
      ))}
    </span>
  );
}
