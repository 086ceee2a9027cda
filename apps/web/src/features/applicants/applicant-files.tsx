import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { AttachedFiles } from './files/attached-files.tsx';
import { applicantStrings } from './strings.ts';
import type { ApplicantRef } from './files/api.ts';
import { fileHitOf } from '../../lib/paths.ts';

const t = applicantStrings.files;

/**
 * The applicant's attached files as a card: read-only with preview and download, and for writers a
 * 'Redigera' mode with upload (5 MB) and delete (SPEC §2); the list itself is AttachedFiles.
 */
export function ApplicantFiles({
  containerId,
  positionId,
  applicantId,
  canEdit,
  anonymous = false,
}: ApplicantRef & { canEdit: boolean; anonymous?: boolean }) {
  const [editing, setEditing] = useState(false);
  // A search hit in the address ('Sök i CV och svar'): the file opens at it; closing it leaves the address.
  const [search, setSearch] = useSearchParams();
  const hit = fileHitOf(search);
  return (
    <Card>
      <CardHeader
        title={t.title}
        actions={
          canEdit ? (
            <Button
              size="sm"
              variant={editing ? 'primary' : 'secondary'}
              aria-pressed={editing}
              onClick={() => setEditing((e) => !e)}
              icon={Pencil}
            >
              {editing ? t.done : t.edit}
            </Button>
          ) : undefined
        }
      />
      <div className="px-5 py-4">
        <AttachedFiles
          containerId={containerId}
          positionId={positionId}
          applicantId={applicantId}
          editMode={canEdit && editing}
          anonymous={anonymous}
          openAt={hit}
          onHitClosed={() => {
            const next = new URLSearchParams(search);
            next.delete('file');
            next.delete('find');
            setSearch(next, { replace: true });
          }}
        />
      </div>
    </Card>
  );
}
