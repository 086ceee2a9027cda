import { z } from 'zod';
import { POOL_RETENTION, type TalentPoolView } from '../talent-pool.ts';
import { positiveId } from '../ids.ts';
import { action, containerId, positionId, type ActionArea } from './define.ts';

const applicantId = positiveId('Ogiltig sökande');
const targetPositionId = positiveId('Välj en tjänst');
const mailText = (max: number, tooLong: string) =>
  z.string({ error: 'Ogiltig text' }).trim().max(max, tooLong);

const poolMonths = z
  .number({ error: 'Ange antal månader' })
  .int('Ange hela månader')
  .min(POOL_RETENTION.minMonths, `Minst ${POOL_RETENTION.minMonths} månader`)
  .max(POOL_RETENTION.maxMonths, `Högst ${POOL_RETENTION.maxMonths} månader`);

/**
 * The company's talent pool (docs/decisions.md 'Talent pool'): its members are the applications of one
 * special position (`positionId`, the pool's), so the applicant actions work on them as they are; these
 * are what is new: opening the pool, and moving a member on to a real position.
 */
export const talentPoolActions = {
  get_TalentPool: action<TalentPoolView>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description:
      'Företagets talangpool: om den är öppen, dess tjänst (medlemmarna är dess ansökningar), antal medlemmar och den publika sidans adress.',
  }),
  open_TalentPool: action<TalentPoolView>()({
    input: z.object({ containerId }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    invalidates: 'public',
    description:
      "Öppna talangpoolen: 'Gå med i vår talangpool' visas på karriärsidan. Första gången skapas poolens formulär (kontaktuppgifter, CV, intressen, samtycke).",
  }),
  close_TalentPool: action<TalentPoolView>()({
    input: z.object({ containerId }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    invalidates: 'public',
    description: 'Stäng talangpoolen för nya medlemmar; de som finns kvar behålls som sökande.',
  }),
  set_TalentPoolRetention: action<TalentPoolView & { message: string }>()({
    input: z.object({ containerId, months: poolMonths }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    invalidates: 'public',
    description:
      'Hur länge talangpoolens medlemmar sparas efter sin senaste aktivitet (6–36 månader): samtycket på poolens sida, kvittot och gallringen följer den.',
  }),
  invite_TalentPoolMembers: action<{ sent: number; message: string }>()({
    input: z.object({
      containerId,
      positionId,
      applicantIds: z.array(applicantId).min(1, 'Välj minst en person').max(100, 'Högst 100 åt gången'),
      targetPositionId,
      subject: mailText(300, 'Ämnet är för långt'),
      body: mailText(20_000, 'Meddelandet är för långt'),
    }),
    access: { role: 'writer', scope: 'position' },
    mutation: true,
    description:
      'Bjud in medlemmar i talangpoolen att söka en öppen tjänst: ett e-postmeddelande vars ##APPLYLINK## öppnar tjänstens ansökan med det personen redan gett ifyllt (länken gäller 14 dagar).',
  }),
  add_TalentPoolMember: action<{ applicationId: number; positionId: number }>()({
    input: z.object({ containerId, positionId, applicantId, targetPositionId }),
    access: { role: 'writer', scope: 'application' },
    mutation: true,
    description:
      'Lägg till en medlem i talangpoolen direkt i en tjänst: en ansökan med personens uppgifter och filer (kopierade); personen finns kvar i poolen.',
  }),
} satisfies ActionArea;
