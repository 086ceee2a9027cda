import { pdfWithText } from '../../src/demo/files.ts';
import { buildFile } from '../helpers/files.ts';
import { applicant, type AreaSamples, type SampleContext } from './context.ts';

/** An application to a position of the context's company, with one stored file. */
async function applicantWithFile(ctx: SampleContext, filename: string, bytes: Buffer) {
  const at = await applicant(ctx);
  const application = { id: at.applicantId, containerId: ctx.containerId };
  const file = await buildFile(ctx.t.db, ctx.t.app.services.storage, application, filename, bytes);
  return { ...at, fileId: file.id };
}

export const filesSamples: AreaSamples<'files'> = {
  get_ApplicantFiles: applicant,
  upload_ApplicantFile: async (ctx) => ({
    ...(await applicant(ctx)),
    filename: 'brev.txt',
    data: `data:text/plain;base64,${Buffer.from('Hej!').toString('base64')}`,
  }),
  delete_ApplicantFile: (ctx) => applicantWithFile(ctx, 'a.txt', Buffer.from('a')),
  annotate_ApplicantFile: async (ctx) => ({
    ...(await applicantWithFile(ctx, 'cv.pdf', pdfWithText(['CV']))),
    annotations: [{ type: 'highlight', page: 1, x: 0.1, y: 0.1, width: 0.5, height: 0.05 }],
  }),
};
