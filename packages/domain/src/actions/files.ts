import { z } from 'zod';
import {
  annotateApplicantFileShape,
  applicantFilesShape,
  deleteApplicantFileShape,
  uploadApplicantFileShape,
  type ApplicantFile,
} from '../applicant-files.ts';
import { action, containerId, positionId, type ActionArea } from './define.ts';

export const filesActions = {
  get_ApplicantFiles: action<ApplicantFile[]>()({
    input: z.object({ containerId, positionId, ...applicantFilesShape }),
    access: { role: 'reader', scope: 'application' },
    mutation: false,
    description:
      "En ansökans filer med nedladdningsadress, även '.converted.pdf'-syskonen (listan döljer dem; förhandsvisningen använder dem).",
  }),
  upload_ApplicantFile: action<ApplicantFile>()({
    input: z.object({ containerId, positionId, ...uploadApplicantFileShape }),
    access: { role: 'writer', scope: 'application' },
    mutation: true,
    description:
      'Ladda upp en fil till en ansökan (data-URL, högst 5 MB, samma filtyper och kontroller som ansökningsformuläret). Dokument konverteras till PDF i bakgrunden.',
  }),
  delete_ApplicantFile: action<{ ok: true; message: string }>()({
    input: z.object({ containerId, positionId, ...deleteApplicantFileShape }),
    access: { role: 'writer', scope: 'application' },
    mutation: true,
    description: 'Ta bort en fil ur en ansökan, med dess konverterade PDF och annoterade versioner.',
  }),
  annotate_ApplicantFile: action<ApplicantFile>()({
    input: z.object({ containerId, positionId, ...annotateApplicantFileShape }),
    access: { role: 'writer', scope: 'application' },
    mutation: true,
    description:
      'Spara en ny version av en PDF med annoteringar (penna, signatur högst 512 px, stämpel, överstrykning); originalet lämnas orört.',
  }),
} satisfies ActionArea;
