import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BANNER_MESSAGES,
  bannerBytesProblem,
  bannerSizeProblem,
  isBannerType,
  type BannerType,
} from '@rekry/domain';
import { dispatch } from '../../lib/api.ts';
import { imageSize, readAsDataUrl } from '../../lib/read-file.ts';

const keys = {
  all: (containerId: number) => ['banners', containerId] as const,
};

/** The company's banners, newest first, with thumbnails (get_Banners; writers). */
export function useBanners(containerId: number, enabled = true) {
  return useQuery({
    queryKey: keys.all(containerId),
    queryFn: () => dispatch('get_Banners', { containerId }),
    enabled,
  });
}

export interface BannerUpload {
  name: string;
  contentType: BannerType;
  /** base64 without the data: prefix */
  data: string;
}

export function useUploadBanner(containerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The upload zone shows a failure under itself.
    meta: { errorToast: false },
    mutationFn: (input: BannerUpload) => dispatch('create_Banner', { containerId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all(containerId) }),
  });
}

export function useDeleteBanner(containerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bannerId: number) => dispatch('delete_Banner', { containerId, bannerId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all(containerId) }),
  });
}

/**
 * The browser's quick look at a chosen file (the server checks again, on the bytes): the type, the size
 * and the pixel size, with the messages of SPEC §5; the upload when they hold.
 */
export async function readBanner(
  file: File,
): Promise<{ ok: true; upload: BannerUpload } | { ok: false; message: string }> {
  if (!isBannerType(file.type)) return { ok: false, message: BANNER_MESSAGES.type };
  const tooBig = bannerBytesProblem(file.size);
  if (tooBig) return { ok: false, message: tooBig };
  let dataUrl: string;
  let size: { width: number; height: number };
  try {
    dataUrl = await readAsDataUrl(file);
    size = await imageSize(dataUrl);
  } catch {
    return { ok: false, message: BANNER_MESSAGES.unreadable };
  }
  const problem = bannerSizeProblem(size);
  if (problem) return { ok: false, message: problem };
  return {
    ok: true,
    upload: { name: file.name, contentType: file.type, data: dataUrl.slice(dataUrl.indexOf(',') + 1) },
  };
}
