import type { Banner, BannerUse } from '@rekry/domain';
import { assetUrl } from '../careers/index.ts';
import type { BannerRow } from './queries.ts';

export function toBanner(row: BannerRow, usedBy: BannerUse[]): Banner {
  return {
    id: row.id,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    width: row.width ?? 0,
    height: row.height ?? 0,
    url: assetUrl(row.containerId, row.name),
    thumbnail: row.thumbnail ? `data:image/webp;base64,${row.thumbnail.toString('base64')}` : '',
    createdAt: row.createdAt.toISOString(),
    usedBy,
  };
}
