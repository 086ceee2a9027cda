import { BANNER_THUMBNAIL, type BannerType } from '@rekry/domain';
import sharp, { type Sharp } from 'sharp';
import type { CheckedBanner } from '../../platform/file-check.ts';

/** A banner as stored: the image encoded anew (no EXIF, GPS or other metadata) and its list thumbnail. */
export interface PreparedBanner {
  data: Buffer;
  thumbnail: Buffer;
}

// The pixel limits were checked on the header (checkBanner); this stops a header that lied.
const LIMIT_INPUT_PIXELS = 6000 * 6000;

function encode(image: Sharp, type: BannerType, quality: number): Sharp {
  switch (type) {
    case 'image/png':
      return image.png();
    case 'image/jpeg':
      return image.jpeg({ quality });
    case 'image/webp':
      return image.webp({ quality });
    case 'image/gif':
      return image.gif();
  }
}

/**
 * Re-encodes a checked banner in its own type, turned upright by its EXIF orientation, which also drops
 * every metadata block (camera, GPS position, time): a banner is public. A lossy picture is encoded at
 * quality 88, or 75 when that would make it larger than it came. The thumbnail is a WebP scaled to fit
 * BANNER_THUMBNAIL (a GIF's first frame).
 */
export async function prepareBanner(banner: CheckedBanner): Promise<PreparedBanner> {
  const animated = banner.type === 'image/gif';
  const source = () => sharp(banner.bytes, { animated, limitInputPixels: LIMIT_INPUT_PIXELS });
  const upright = () => (animated ? source() : source().rotate());
  const stored = async () => {
    const first = await encode(upright(), banner.type, 88).toBuffer();
    // A picture saved at a lower quality than ours would grow: then a second, smaller encoding.
    return first.length <= banner.bytes.length ? first : encode(upright(), banner.type, 75).toBuffer();
  };
  const [data, thumbnail] = await Promise.all([
    stored(),
    sharp(banner.bytes, { limitInputPixels: LIMIT_INPUT_PIXELS })
      .rotate()
      .resize(BANNER_THUMBNAIL.width, BANNER_THUMBNAIL.height, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer(),
  ]);
  return { data, thumbnail };
}
