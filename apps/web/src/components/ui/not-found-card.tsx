import { FileX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card.tsx';
import { EmptyState } from './empty-state.tsx';

/** What a detail page shows when its thing does not exist (a 404, or an id that cannot be one). */
export function NotFoundCard({
  icon = FileX,
  title,
  description,
  action,
}: {
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card>
      <EmptyState icon={icon} title={title} description={description} action={action} />
    </Card>
  );
}
