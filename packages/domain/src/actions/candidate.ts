import { z } from 'zod';
import {
  deleteMyAccountInput,
  myApplicationInput,
  myProfileInput,
  type MyApplicationDetail,
  type MyHome,
  type MyProfile,
} from '../candidate.ts';
import type { ExportedFile } from '../applicant-inputs.ts';
import { EXTRACT_FORMATS } from '../personal-data.ts';
import { action, type ActionArea } from './define.ts';

/**
 * The candidate's own pages: every action acts on the caller's own data only (`self`), across
 * every company they applied to. Another person's application is a 404, never a 403.
 */
export const candidateActions = {
  get_MyApplications: action<MyHome>()({
    input: z.object({}).strict(),
    access: { role: 'signedIn', scope: 'self' },
    mutation: false,
    description:
      'Mina ansökningar i alla företag (företag, tjänst, datum, status som den sökande ser den, när de tas bort) och lediga tjänster hos de företagen.',
  }),
  get_MyApplication: action<MyApplicationDetail>()({
    input: myApplicationInput,
    access: { role: 'signedIn', scope: 'self' },
    mutation: false,
    description:
      'En egen ansökan: svaren med formulärets rubriker, filerna, samtycket (när och vilken text) och när uppgifterna tas bort.',
  }),
  get_MyProfile: action<MyProfile>()({
    input: z.object({}).strict(),
    access: { role: 'signedIn', scope: 'self' },
    mutation: false,
    description: 'Den egna profilen: namn, telefon och adress.',
  }),
  update_MyProfile: action<MyProfile>()({
    input: myProfileInput,
    access: { role: 'signedIn', scope: 'self' },
    mutation: true,
    description: 'Spara den egna profilen (namn, telefon, adress).',
  }),
  get_MyData: action<Omit<ExportedFile, 'rows'>>()({
    input: z
      .object({ format: z.enum(EXTRACT_FORMATS, { error: 'Välj JSON eller PDF' }).default('json') })
      .strict(),
    access: { role: 'signedIn', scope: 'self' },
    mutation: false,
    description:
      'Ladda ner mina uppgifter (art. 15 och 20): samma registerutdrag som företagen ger, över alla företag jag har sökt till, som JSON eller PDF (base64).',
  }),
  withdraw_MyApplication: action<{ ok: true }>()({
    input: myApplicationInput,
    access: { role: 'signedIn', scope: 'self' },
    mutation: true,
    description:
      'Dra tillbaka en egen ansökan: ansökan, svaren, filerna och allt företaget har om just den tas bort helt.',
  }),
  delete_MyAccount: action<{ ok: true }>()({
    input: deleteMyAccountInput,
    access: { role: 'signedIn', scope: 'self', shell: 'candidate' },
    mutation: true,
    description:
      'Radera det egna kontot (lösenordet anges igen): alla ansökningar i alla företag och själva kontot tas bort.',
  }),
} satisfies ActionArea;
