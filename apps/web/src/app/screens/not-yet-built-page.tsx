import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { commonStrings } from '../../lib/strings.ts';
import { paths } from '../../lib/paths.ts';

/** An honest placeholder for a screen a later issue builds (a registry screen without a page). */
export function NotYetBuiltPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <EmptyState
          icon={Construction}
          title={commonStrings.notAvailableYet}
          description="Vi arbetar på den här funktionen. Under tiden kan du använda de andra delarna av Rekry."
          action={
            <Link to={paths.home} className={buttonClass('secondary')}>
              {commonStrings.toStart}
            </Link>
          }
        />
      </Card>
    </>
  );
}
