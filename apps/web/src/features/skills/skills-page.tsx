import type { Skill, SkillCollection } from '@rekry/domain';
import { Layers, Sparkles, type LucideIcon } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import { DataList, listColumn, type ListColumn } from '../../components/ui/data-list.tsx';
import { RowLink } from '../../components/ui/data-table.tsx';
import { ListCard, type ListTexts } from '../../components/ui/list-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import type { BoundaryQuery } from '../../components/ui/query-boundary.tsx';
import { rowActions } from '../../components/ui/row-actions.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { paths } from '../../lib/paths.ts';
import { useDeleteCollection, useDeleteSkill, useSkillCollections, useSkills } from './api.ts';
import { CollectionEditor } from './collection-editor.tsx';
import { SkillEditor } from './skill-editor.tsx';
import { SkillIconBadge } from '../../components/ui/skill-icon.tsx';
import { skillStrings } from './strings.ts';

const s = skillStrings.skills;
const c = skillStrings.collections;

/**
 * /admin/templates/skills (writer or admin): the company's skills and skill collections. A skill or
 * collection opens in a dialog addressed by the query (?kompetens=id, ?samling=id, 'ny' for a new one).
 */
export const SkillsPage = companyScreen(({ containerId, company }) => (
  <SkillsScreen containerId={containerId} company={company} />
));

const opened = <T extends { id: number }>(param: string | null, list: T[] | undefined) =>
  param && param !== 'ny' ? list?.find((x) => String(x.id) === param) : null;

function SkillsScreen({ containerId, company }: { containerId: number; company: string }) {
  const skills = useSkills(containerId);
  const collections = useSkillCollections(containerId);
  const removeSkill = useDeleteSkill(containerId);
  const removeCollection = useDeleteCollection(containerId);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const close = () => void navigate(paths.skills);

  const skillParam = params.get('kompetens');
  const collectionParam = params.get('samling');
  const editedSkill = opened(skillParam, skills.data);
  const editedCollection = opened(collectionParam, collections.data);
  const hasSkills = (skills.data?.length ?? 0) > 0;

  return (
    <>
      <PageHeader title={skillStrings.page.title} description={skillStrings.page.description(company)} />
      <div className="space-y-6">
        <LibraryCard
          query={skills}
          texts={s}
          icon={Sparkles}
          emptyText={s.emptyText}
          href={paths.skill}
          create={paths.skill('ny')}
          columns={SKILL_COLUMNS}
          remove={removeSkill}
          removal={{
            ...skillStrings.removeSkill,
            text: (x) => skillStrings.removeSkill.text(x.name, x.positionCount),
          }}
        />
        <LibraryCard
          query={collections}
          texts={c}
          icon={Layers}
          emptyText={hasSkills ? c.emptyText : `${c.emptyText} ${c.needSkills}`}
          href={paths.skillCollection}
          create={hasSkills ? paths.skillCollection('ny') : null}
          columns={COLLECTION_COLUMNS}
          remove={removeCollection}
          removal={{
            ...skillStrings.removeCollection,
            text: (x) => skillStrings.removeCollection.text(x.name),
          }}
        />
      </div>
      {skillParam === 'ny' || editedSkill ? (
        <SkillEditor containerId={containerId} skill={editedSkill ?? null} onClose={close} />
      ) : null}
      {skills.data && (collectionParam === 'ny' || editedCollection) ? (
        <CollectionEditor
          containerId={containerId}
          collection={editedCollection ?? null}
          skills={skills.data}
          onClose={close}
        />
      ) : null}
    </>
  );
}

interface LibraryTexts extends ListTexts {
  title: string;
  description: string;
  create: string;
  actions: string;
  editNamed: (name: string) => string;
  removeNamed: (name: string) => string;
  count: (n: number) => string;
}

/** One card of the screen (skills, or collections): the list with edit and delete per row, and 'Ny …'. */
function LibraryCard<T extends { id: number; name: string }>({
  query,
  texts,
  icon,
  emptyText,
  href,
  create,
  columns,
  remove,
  removal,
}: {
  query: BoundaryQuery & { data: T[] | undefined };
  texts: LibraryTexts;
  icon: LucideIcon;
  emptyText: string;
  href: (id: number) => string;
  /** Where 'Ny …' leads; null: not offered. */
  create: string | null;
  columns: ListColumn<T>[];
  remove: UseMutationResult<unknown, unknown, number>;
  removal: { title: string; text: (row: T) => string; confirm: string; done: string };
}) {
  const rows = query.data ?? [];
  return (
    <ListCard
      title={texts.title}
      description={texts.description}
      create={create ? { label: texts.create, to: create } : null}
      query={query}
      texts={{ ...texts, emptyText }}
      icon={icon}
      isEmpty={rows.length === 0}
      footer={texts.count(rows.length)}
    >
      <DataList
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowHref={(row) => href(row.id)}
        after={rowActions(texts.actions, (row: T) => ({
          edit: { to: href(row.id), text: s.edit, label: texts.editNamed(row.name) },
          remove: {
            ...removal,
            label: texts.removeNamed(row.name),
            text: removal.text(row),
            run: () => remove.mutateAsync(row.id),
          },
        }))}
      />
    </ListCard>
  );
}

/** The name column: icon, name (the row's link) and description. */
function nameColumn<T extends { id: number; name: string; description: string; icon: string }>(
  header: string,
  href: (id: number) => string,
): ListColumn<T> {
  return {
    key: 'name',
    header,
    cell: (row) => (
      <span className="flex items-center gap-3">
        <SkillIconBadge icon={row.icon} />
        <span className="min-w-0">
          <RowLink to={href(row.id)}>{row.name}</RowLink>
          {row.description ? <span className="block text-sm text-gray-500">{row.description}</span> : null}
        </span>
      </span>
    ),
    card: {
      leading: (row) => <SkillIconBadge icon={row.icon} />,
      title: (row) => row.name,
      subtitle: (row) => row.description,
    },
  };
}

const count = 'whitespace-nowrap text-gray-600 tabular-nums';

const SKILL_COLUMNS: ListColumn<Skill>[] = [
  nameColumn(s.name, paths.skill),
  listColumn('questions', s.questions, (skill) => s.questionCount(skill.questions.length), 'footer', count),
  listColumn('positions', s.positions, (skill) => s.positionCount(skill.positionCount), 'footer', count),
];

const skillNames = (collection: SkillCollection) => collection.skills.map((x) => x.name).join(', ');

const COLLECTION_COLUMNS: ListColumn<SkillCollection>[] = [
  nameColumn(c.name, paths.skillCollection),
  listColumn('skills', c.skills, skillNames, 'footer', 'text-gray-600'),
];
