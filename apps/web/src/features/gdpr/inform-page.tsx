import { ButtonLink } from '../../components/ui/button-link.tsx';
import type { GdprPersonDetail } from '@rekry/domain';
import { Download, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { saveBase64 } from '../../lib/download.ts';
import { paths } from '../../lib/paths.ts';
import { useInformPerson } from './api.ts';
import { Holdings, PersonFrame, personLabel } from './person-frame.tsx';
import { gdprStrings } from './strings.ts';

const t = gdprStrings.inform;

/** /admin/gdpr/inform?userId=: the person's register extract, mailed to them or downloaded (SPEC §2). */
export function GdprInformPage() {
  return (
    <PersonFrame
      title={t.title}
      description={(p) => t.description(personLabel(p))}
      actions={(p) => (
        <ButtonLink to={paths.gdprDelete(p.userId)} variant="danger-outline">
          <Trash2 className="size-4" aria-hidden />
          {gdprStrings.remove.title}
        </ButtonLink>
      )}
    >
      {(person, containerId) => (
        <div className="space-y-6">
          <Inform person={person} containerId={containerId} />
          <Holdings person={person} />
        </div>
      )}
    </PersonFrame>
  );
}

function Inform({ person, containerId }: { person: GdprPersonDetail; containerId: number }) {
  const inform = useInformPerson(containerId, person.userId);
  const [busy, setBusy] = useState<'email' | 'json' | 'pdf' | null>(null);
  function run(how: 'email' | 'json' | 'pdf') {
    setBusy(how);
    inform.mutate(how === 'email' ? { delivery: 'email' } : { delivery: 'download', format: how }, {
      onSuccess: (result) => {
        if (result.delivery === 'email') toast.success(t.sent(result.to));
        else {
          saveBase64(result.data, result.contentType, result.filename);
          toast.success(t.downloaded);
        }
      },
      onSettled: () => setBusy(null),
    });
  }
  return (
    <Card>
      <CardHeader title={t.includedTitle} description={t.logged} />
      <ul className="list-disc space-y-1 px-5 py-4 pl-10 text-sm text-gray-700">
        {t.included.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 border-t border-gray-100 px-5 py-4 sm:flex-row sm:flex-wrap sm:items-center">
        <Button onClick={() => run('email')} loading={busy === 'email'} disabled={busy !== null} icon={Send}>
          {t.send}
        </Button>
        <Button
          variant="secondary"
          onClick={() => run('json')}
          loading={busy === 'json'}
          disabled={busy !== null}
          icon={Download}
        >
          {t.downloadJson}
        </Button>
        <Button
          variant="secondary"
          onClick={() => run('pdf')}
          loading={busy === 'pdf'}
          disabled={busy !== null}
          icon={Download}
        >
          {t.downloadPdf}
        </Button>
      </div>
      <p className="px-5 pb-4 text-sm text-gray-500">{t.sendHint(person.email)}</p>
    </Card>
  );
}
