import { formatNumber } from '@rekry/domain';

/** The browser side of uploads: files are read as data URLs (SPEC §7) and images measured. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('read'));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}

/** The pixel size of an image given as a data URL; rejects when the browser cannot decode it. */
export function imageSize(dataUrl: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('image'));
    image.src = dataUrl;
  });
}

/** 1_234_567 → '1,2 MB'; 12_345 → '12 kB' (Swedish decimal comma). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000) return `${formatNumber(bytes / 1_000_000, 1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} kB`;
}
