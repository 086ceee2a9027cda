import { z } from 'zod';
import { positiveId } from '../ids.ts';
import type { AssetSummary, Folder } from '../position-admin.ts';
import { action, containerId, type ActionArea } from './define.ts';

export const foldersActions = {
  get_Folders: action<Folder[]>()({
    input: z.object({ containerId }),
    access: { role: 'reader', scope: 'container' },
    mutation: false,
    description: 'Företagets mappar.',
  }),
  create_Folder: action<Folder>()({
    input: z.object({
      containerId,
      name: z
        .string()
        .trim()
        .min(1, 'Ange ett namn')
        .max(100, 'Namnet är för långt')
        .regex(/^[\p{L}\p{N} _-]+$/u, 'Namnet får bara ha bokstäver, siffror, mellanslag, - och _'),
    }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Skapa en mapp (409 om namnet finns).',
  }),
  create_Asset: action<AssetSummary>()({
    input: z.object({
      containerId,
      folderId: positiveId('Ogiltig mapp'),
      name: z
        .string()
        .trim()
        .min(1, 'Ange ett namn')
        .max(200, 'Namnet är för långt')
        .regex(/^[\p{L}\p{N} ._-]+$/u, 'Namnet får bara ha bokstäver, siffror, mellanslag, ., - och _'),
      contentType: z.enum(['application/json', 'text/plain'], { error: 'Filtypen stöds inte' }),
      /** The text itself (at most 1 MB). */
      content: z.string().max(1_000_000, 'Innehållet är för stort'),
    }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Spara en JSON- eller textfil i en av företagets mappar (409 om namnet finns).',
  }),
  delete_Asset: action<{ ok: true }>()({
    input: z.object({ containerId, assetId: positiveId('Ogiltig fil') }),
    access: { role: 'admin', scope: 'container' },
    mutation: true,
    description: 'Ta bort en fil i en av företagets mappar.',
  }),
} satisfies ActionArea;
