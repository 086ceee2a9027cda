import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DEFAULT_INVITE, type PositionListItem } from '@rekry/domain';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { Modal } from '../../components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField, recordOptions } from '../../components/ui/field.tsx';
import { paths } from '../../lib/paths.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { useDialog } from '../../lib/use-dialog.ts';
import { useInviteTemplates, useOpenPositions, useTalentPool } from './api.ts';
import { talentPoolStrings as t } from './strings.ts';

interface Member {
  containerId: number;
  positionId: number;
  applicantId: number;
}

/**
 * On an applicant page of the talent pool: the member's ways on to a position, 'Bjud in till tjänst' (an
 * e-mail with a prefilled application's link) and 'Lägg till i tjänst'. Nothing on any other position's.
 */
export function TalentPoolMemberCard({ member, canEdit }: { member: Member; canEdit: boolean }) {
  const pool = useTalentPool(member.containerId);
  const invite = useDialog();
  const add = useDialog();
  if (pool.data?.positionId !== member.positionId) return null;
  return (
    <Card>
      <CardHeader title={t.memberCard} description={t.memberCardText} />
      {canEdit ? (
        <div className="flex flex-wrap gap-2 px-5 py-4">
          <Button onClick={invite.show}>{t.invite}</Button>
          <Button variant="secondary" onClick={add.show} icon={UserPlus}>
            {t.add}
          </Button>
        </div>
      ) : null}
      {invite.open ? <InviteDialog member={member} onClose={invite.close} /> : null}
      {add.open ? <AddDialog member={member} onClose={add.close} /> : null}
    </Card>
  );
}

/** 'Bjud in till tjänst' for the members selected in the pool's list; nothing on any other position's. */
export function PoolInviteButton({
  containerId,
  positionId,
  applicantIds,
}: {
  containerId: number;
  positionId: number;
  applicantIds: number[];
}) {
  const pool = useTalentPool(containerId);
  const invite = useDialog();
  if (pool.data?.positionId !== positionId) return null;
  return (
    <>
      <Button size="sm" onClick={invite.show}>
        {t.invite}
      </Button>
      {invite.open ? (
        <InviteDialog
          member={{ containerId, positionId, applicantId: applicantIds[0]! }}
          applicantIds={applicantIds}
          onClose={invite.close}
        />
      ) : null}
    </>
  );
}

type TargetControl = Control<{ targetPositionId: number }>;

const positionChoices = (items: PositionListItem[] | undefined) =>
  recordOptions(t.choosePosition, items, (p) => p.name);

/** The position select of both dialogs, a number in the form. */
function TargetField({
  control,
  items,
  error,
}: {
  control: TargetControl;
  items: PositionListItem[] | undefined;
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name="targetPositionId"
      render={({ field }) => (
        <SelectField
          label={t.position}
          required
          ref={field.ref}
          name={field.name}
          value={field.value ? String(field.value) : ''}
          onChange={(value) => field.onChange(value ? Number(value) : undefined)}
          options={positionChoices(items)}
          error={error ?? (items && items.length === 0 ? t.noPositions : undefined)}
        />
      )}
    />
  );
}

/** 'Bjud in till tjänst': a position, a text (the default or a company template) with ##APPLYLINK##. */
export function InviteDialog({
  member,
  applicantIds = [member.applicantId],
  onClose,
}: {
  member: Member;
  applicantIds?: number[];
  onClose: () => void;
}) {
  const targets = useOpenPositions(member.containerId, true);
  const templates = useInviteTemplates(member.containerId, true);
  const [template, setTemplate] = useState('');
  const { form, onSubmit, busy, formError, field, errors } = useActionForm({
    action: 'invite_TalentPoolMembers',
    fixed: { containerId: member.containerId, positionId: member.positionId, applicantIds },
    defaultValues: {
      targetPositionId: undefined as unknown as number,
      subject: DEFAULT_INVITE.subject as string,
      body: DEFAULT_INVITE.body as string,
    },
    failed: t.failed,
    onSuccess: (result) => {
      toast.success(result.message);
      onClose();
    },
  });
  function pick(id: string) {
    setTemplate(id);
    const chosen = templates.data?.find((x) => String(x.id) === id);
    form.setValue('subject', chosen?.subject ?? DEFAULT_INVITE.subject);
    form.setValue('body', chosen?.text ?? DEFAULT_INVITE.body);
  }
  return (
    <Modal
      onClose={onClose}
      title={t.invite}
      busy={busy}
      onSubmit={() => void onSubmit()}
      submit={{ label: t.send }}
      error={formError}
    >
      <div className="space-y-4">
        <TargetField
          control={form.control as unknown as TargetControl}
          items={targets.data?.items}
          error={errors.targetPositionId}
        />
        <SelectField
          label={t.template}
          value={template}
          onChange={pick}
          options={recordOptions(t.defaultTemplate, templates.data, (x) => x.title)}
        />
        <TextField label={t.subject} required {...field('subject')} />
        <TextAreaField label={t.body} required rows={8} hint={t.bodyHint} {...field('body')} />
      </div>
    </Modal>
  );
}

/** 'Lägg till i tjänst': an application on the chosen position made of the member's data. */
function AddDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const targets = useOpenPositions(member.containerId, true);
  const navigate = useNavigate();
  const { form, onSubmit, busy, formError, errors } = useActionForm({
    action: 'add_TalentPoolMember',
    fixed: { ...member },
    defaultValues: { targetPositionId: undefined as unknown as number },
    failed: t.failed,
    onSuccess: (result) => {
      toast.success(t.added, {
        action: {
          label: t.openAdded,
          onClick: () => void navigate(paths.applicant(result.positionId, result.applicationId)),
        },
      });
      onClose();
    },
  });
  return (
    <Modal
      onClose={onClose}
      title={t.add}
      description={t.addText}
      busy={busy}
      onSubmit={() => void onSubmit()}
      submit={{ label: t.addSubmit }}
      error={formError}
    >
      <TargetField
        control={form.control as unknown as TargetControl}
        items={targets.data?.items}
        error={errors.targetPositionId}
      />
    </Modal>
  );
}
