import { ButtonLink } from '../../components/ui/button-link.tsx';
import { ShieldAlert } from 'lucide-react';
import { ROLE_LABELS } from '@rekry/domain';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { commonStrings } from '../../lib/strings.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useWorkspace } from '../../lib/workspace.ts';
import { paths } from '../../lib/paths.ts';
import { chromeStrings } from '../strings.ts';

export function AccessDeniedPage() {
  const { role, container } = useWorkspace();
  useDocumentTitle(chromeStrings.accessDenied.title);
  return (
    <Card className="mx-auto max-w-2xl">
      <EmptyState
        icon={ShieldAlert}
        title="Du har inte behörighet till sidan"
        description={
          <>
            Din roll{container ? ` i ${container.displayName || container.name}` : ''} är{' '}
            <strong className="font-medium text-gray-900">{ROLE_LABELS[role].toLowerCase()}</strong>. Be en
            administratör om mer behörighet om du behöver den här sidan.
          </>
        }
        action={<ButtonLink to={paths.home}>{commonStrings.toStart}</ButtonLink>}
      />
    </Card>
  );
}
