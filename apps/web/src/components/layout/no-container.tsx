import { ButtonLink } from '../ui/button-link.tsx';
import { Building2 } from 'lucide-react';
import { Card } from '../ui/card.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { paths } from '../../lib/paths.ts';

/** Shown by company-scoped screens when no company is chosen (a candidate, or a superuser outside one). */
export function NoContainer({ canPick }: { canPick: boolean }) {
  return (
    <Card>
      <EmptyState
        icon={Building2}
        title="Inget företag valt"
        description={
          canPick
            ? 'Välj vilket företag du vill arbeta i för att använda den här sidan.'
            : 'Ditt konto är inte kopplat till något företag. Be en administratör på företaget att lägga till dig.'
        }
        action={canPick ? <ButtonLink to={paths.pickContainer}>Välj företag</ButtonLink> : undefined}
      />
    </Card>
  );
}
