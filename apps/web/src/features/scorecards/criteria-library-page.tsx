import type { LibraryCriterion } from '@rekry/domain';
import { Library } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { DataList, listColumn, type ListColumn } from '../../components/ui/data-list.tsx';
import { RowLink } from '../../components/ui/data-table.tsx';
import { ListCard } from '../../components/ui/list-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { rowActions } from '../../components/ui/row-actions.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { paths } from '../../lib/paths.ts';
import { useCriteriaLibrary, useDeleteLibraryCriterion } from './api.ts';
import { LibraryEditor } from './library-editor.tsx';
import { scorecardStrings } from './strings.ts';

const t = scorecardStrings.library;
const c = scorecardStrings.criterion;

/**
 * /admin/templates/criteria (writer): the company's library of assessment criteria. A criterion opens in
 * a dialog addressed by the query (?kriterium=id, 'ny' for a new one), so an open editor survives a reload.
 */
export const CriteriaLibraryPage = companyScreen(({ containerId, company }) => (
  <CriteriaLibrary containerId={containerId} company={company} />
));

function CriteriaLibrary({ containerId, company }: { containerId: number; company: string }) {
  const library = useCriteriaLibrary(containerId);
  const remove = useDeleteLibraryCriterion(containerId);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const opened = params.get('kriterium');
  const edited = opened && opened !== 'ny' ? library.data?.find((x) => String(x.id) === opened) : null;
  const rows = library.data ?? [];

  return (
    <>
      <PageHeader title={t.title} description={t.description(company)} />
      <ListCard
        title={t.listTitle}
        description={t.listDescription}
        create={{ label: t.create, to: paths.criterion('ny') }}
        query={library}
        texts={t}
        icon={Library}
        isEmpty={rows.length === 0}
        footer={t.count(rows.length)}
      >
        <DataList
          rows={rows}
          columns={COLUMNS}
          label={t.listTitle}
          rowKey={(row) => row.id}
          rowHref={(row) => paths.criterion(row.id)}
          after={rowActions(t.actions, (row: LibraryCriterion) => ({
            edit: { to: paths.criterion(row.id), text: t.edit, label: t.editNamed(row.name) },
            remove: {
              label: t.removeNamed(row.name),
              title: t.removeTitle,
              text: t.removeText(row.name, row.usedBy),
              confirm: t.remove,
              done: t.removed,
              run: () => remove.mutateAsync(row.id),
            },
          }))}
        />
      </ListCard>
      {opened === 'ny' || edited ? (
        <LibraryEditor
          containerId={containerId}
          criterion={edited ?? null}
          onClose={() => void navigate(paths.criteria)}
        />
      ) : null}
    </>
  );
}

const count = 'whitespace-nowrap text-gray-600 tabular-nums';

const COLUMNS: ListColumn<LibraryCriterion>[] = [
  {
    key: 'name',
    header: t.name,
    cell: (row) => (
      <span className="block min-w-0">
        <RowLink to={paths.criterion(row.id)}>{row.name}</RowLink>
        {row.description ? (
          <span className="block text-sm break-words text-gray-500">{row.description}</span>
        ) : null}
      </span>
    ),
    card: { title: (row) => row.name, subtitle: (row) => row.description },
  },
  listColumn('questions', t.questions, (row) => c.questionCount(row.questions.length), 'footer', count),
  listColumn('positions', t.positions, (row) => t.positionCount(row.usedBy), 'footer', count),
];
