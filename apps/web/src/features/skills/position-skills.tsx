import type { PositionRef } from '../../components/layout/company-screen.tsx';
import type { PositionSkill } from '@rekry/domain';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { QueryBoundary } from '../../components/ui/query-boundary.tsx';
import { SkeletonRows } from '../../components/ui/skeleton.tsx';
import { paths } from '../../lib/paths.ts';
import {
  useAddPositionSkills,
  usePositionSkills,
  useRemovePositionSkill,
  useSkillCollections,
  useSkills,
} from './api.ts';
import { SkillIconBadge } from '../../components/ui/skill-icon.tsx';
import { skillStrings } from './strings.ts';

const t = skillStrings.position;

/**
 * The position page's 'Kompetenser': the position's skills with their icons; a writer with a right on the
 * position adds a skill or a whole collection and removes skills (the answers stay for a skill put back).
 */
export function PositionSkills({
  containerId,
  positionId,
  canEdit,
}: PositionRef & {
  canEdit: boolean;
}) {
  const query = usePositionSkills(containerId, positionId);
  const remove = useRemovePositionSkill(containerId, positionId);
  const rows = query.data ?? [];
  return (
    <Card>
      <CardHeader
        title={t.title}
        description={t.description}
        actions={
          canEdit ? (
            <Link
              to={paths.skills}
              className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t.manage}
            </Link>
          ) : null
        }
      />
      <QueryBoundary
        query={query}
        loading={<SkeletonRows label={t.loading} rows={2} />}
        failed={t.failed}
        isEmpty={rows.length === 0}
        empty={<p className="px-5 py-4 text-sm text-gray-600">{t.empty}</p>}
      >
        <ul className="divide-y divide-gray-100" aria-label={t.title}>
          {rows.map((skill) => (
            <li key={skill.skillId} className="flex items-center gap-3 px-5 py-3">
              <SkillIconBadge icon={skill.icon} />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium break-words text-gray-900">{skill.name}</p>
                <p className="text-sm text-gray-500">{t.questionCount(skill.questionCount)}</p>
              </div>
              {canEdit ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-gray-500 hover:text-red-700"
                  aria-label={t.remove(skill.name)}
                  title={t.remove(skill.name)}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(skill.skillId, {
                      onSuccess: () => toast.success(t.saved),
                    })
                  }
                  icon={X}
                ></Button>
              ) : null}
            </li>
          ))}
        </ul>
      </QueryBoundary>
      {canEdit && query.data ? (
        <AddSkill containerId={containerId} positionId={positionId} onPosition={query.data} />
      ) : null}
    </Card>
  );
}

function AddSkill({
  containerId,
  positionId,
  onPosition,
}: PositionRef & {
  onPosition: PositionSkill[];
}) {
  const skills = useSkills(containerId);
  const collections = useSkillCollections(containerId);
  const add = useAddPositionSkills(containerId, positionId);
  const [choice, setChoice] = useState('');
  const have = new Set(onPosition.map((s) => s.skillId));
  const options = [
    ...(skills.data ?? [])
      .filter((s) => !have.has(s.id))
      .map((s) => ({ value: `skill:${s.id}`, label: `${t.skillGroup}: ${s.name}` })),
    ...(collections.data ?? [])
      .filter((c) => c.skills.some((s) => !have.has(s.id)))
      .map((c) => ({ value: `collection:${c.id}`, label: `${t.collectionGroup}: ${c.name}` })),
  ];
  if (skills.isPending || collections.isPending) return null;
  if (options.length === 0)
    return <p className="border-t border-gray-100 px-5 py-3 text-sm text-gray-500">{t.nothingToAdd}</p>;

  function submit() {
    const [kind, id] = choice.split(':');
    if (!id) return;
    add.mutate(kind === 'collection' ? { collectionId: Number(id) } : { skillId: Number(id) }, {
      onSuccess: () => {
        setChoice('');
        toast.success(t.saved);
      },
    });
  }

  return (
    <form
      className="flex flex-col gap-2 border-t border-gray-100 px-5 py-4 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <SelectField
        className="min-w-0 flex-1"
        label={t.choose}
        value={choice}
        onChange={setChoice}
        options={[{ value: '', label: t.chooseNone }, ...options]}
      />
      <Button type="submit" variant="secondary" loading={add.isPending} disabled={!choice} icon={Plus}>
        {t.add}
      </Button>
    </form>
  );
}
