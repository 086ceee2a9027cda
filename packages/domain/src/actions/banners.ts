import { z } from 'zod';
import { createBannerShape, type Banner } from '../banners.ts';
import { positiveId } from '../ids.ts';
import { action, containerId, type ActionArea } from './define.ts';

/**
 * Banners ('Annonsbilder', SPEC §2 /admin/banners; writer, SPEC §6): images in the company's Banners
 * folder, stored as its other assets are (docs/decisions.md 'Banners').
 */
export const bannersActions = {
  get_Banners: action<Banner[]>()({
    input: z.object({ containerId }),
    access: { role: 'writer', scope: 'container' },
    mutation: false,
    description: 'Företagets annonsbilder, nyast först, med miniatyr, storlek, mått och var de används.',
  }),
  create_Banner: action<Banner>()({
    input: z.object({ containerId, ...createBannerShape }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description:
      'Ladda upp en annonsbild (base64, png/jpg/gif/webp, högst 5 MB, 800x200–6000x6000). Sparas utan metadata, med miniatyr.',
  }),
  delete_Banner: action<{ ok: true }>()({
    input: z.object({ containerId, bannerId: positiveId('Ogiltig bild') }),
    access: { role: 'writer', scope: 'container' },
    mutation: true,
    description:
      'Ta bort en annonsbild (409 med var den används om den är vald för företaget eller en annons).',
  }),
} satisfies ActionArea;
