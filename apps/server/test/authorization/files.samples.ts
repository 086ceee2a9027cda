import { pdfWithText } from '../../src/demo/files.ts';
import { buildFile } from '../helpers/files.ts';
import { applicant, type AreaSamples } from './context.ts';

export const filesSamples: AreaSamples<'files'> = {
  get_ApplicantFiles: applicant,
  upload_ApplicantFile: async (ctx) => ({
    ...(await applicant(ctx)),
    filename: 'brev.txt',
    data: `data:text/plain;base64,${Buffer.from('Hej!').toString('base64')}`,
  }),
  delete_ApplicantFile: async (ctx) => {
    const at = await applicant(ctx);
    const application = { id: at.applicantId, containerId: ctx.containerId };
    const file = await buildFile(
      ctx.t.db,
      ctx.t.app.services.storage,
      application,
      'a.txt',
      Buffer.from('a'),
    );
    return { ...at, fileId: file.id };
  },
  annotate_ApplicantFile: async (ctx) => {
    const at = await applicant(ctx);
    const application = { id: at.applicantId, containerId: ctx.containerId };
    const file = await buildFile(
      ctx.t.db,
      ctx.t.app.services.storage,
      application,
      'cv.pdf',
      pdfWithText(['CV']),
    );
    return {
      ...at,
      fileId: file.id,
      annotations: [{ type: 'highlight', page: 1, x: 0.1, y: 0.1, width: 0.5, height: 0.05 }],
    };
  },
};
