import { z } from 'zod';
import {
  EXTRACT_FORMATS,
  INFORM_DELIVERIES,
  retentionMonthsSchema,
  type GdprOverview,
  type GdprPersonDetail,
  type InformResult,
} from '../personal-data.ts';
import { action, containerId, userId, type ActionArea } from './define.ts';

/** GDPR tools (SPEC §2 /admin/gdpr, §9): what the company holds on whom, for how long, and holds. */
export const gdprActions = {
  get_GdprOverview: action<GdprOverview>()({
    input: z.object({
      containerId,
      page: z
        .number({ error: 'Ogiltig sida' })
        .int('Ogiltig sida')
        .min(1, 'Ogiltig sida')
        .max(10_000)
        .default(1),
      /** Part of a name, an e-mail or a personnummer in any usual form ('19900101-1234', '900101 1234'). */
      query: z
        .string({ error: 'Ogiltig söktext' })
        .trim()
        .max(100, 'Söktexten är för lång')
        .refine((q) => !/[\p{Cc}\p{Cs}\p{Co}]/u.test(q), 'Söktexten innehåller ogiltiga tecken')
        .default(''),
    }),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description:
      'Lagringstid och rättslig grund, vad nästa körning skulle ta bort, och personerna företaget har uppgifter om (de som tas bort först först), eller de vars namn, e-post eller personnummer innehåller söktexten.',
  }),
  update_RetentionMonths: action<{ months: number }>()({
    input: z.object({ containerId, months: retentionMonthsSchema }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Hur många månader efter den sökandes senaste aktivitet uppgifterna sparas (1–36).',
  }),
  update_LegalHold: action<{ ok: true; applications: number }>()({
    input: z.object({ containerId, userId, hold: z.boolean({ error: 'Ange om uppgifterna ska spärras' }) }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description:
      'Spärra (t.ex. vid en tvist) eller släpp en persons ansökningar: spärrade tas inte bort när lagringstiden gått ut.',
  }),
  get_GdprPerson: action<GdprPersonDetail>()({
    input: z.object({ containerId, userId }),
    access: { role: 'admin', scope: 'container' },
    mutation: false,
    description:
      "Allt företaget har om en person (ansökningar, filer, anteckningar, e-post) och exakt vad 'Ta bort' tar bort ('Personen finns inte' om företaget inte har något om personen).",
  }),
  inform_Person: action<InformResult>()({
    input: z.object({
      containerId,
      userId,
      delivery: z.enum(INFORM_DELIVERIES, { error: 'Välj skicka eller ladda ned' }),
      format: z.enum(EXTRACT_FORMATS, { error: 'Välj JSON eller PDF' }).default('json'),
    }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description:
      'Registerutdrag (art. 15 och 20): personens uppgifter som JSON och PDF, skickade till personens adress eller nedladdade (base64); loggas.',
  }),
} satisfies ActionArea;
