import { ImagePlus, Loader2 } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { BANNER_ACCEPT } from '@rekry/domain';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { readBanner, useUploadBanner } from './api.ts';
import { bannerStrings } from './strings.ts';

const t = bannerStrings.upload;

/**
 * Drop an image on it or pick one: checked in the browser first (type, 5 MB, pixel size), then uploaded;
 * a failure stays under the zone until the next try.
 */
export function UploadZone({ containerId }: { containerId: number }) {
  const upload = useUploadBanner(containerId);
  const input = useRef<HTMLInputElement | null>(null);
  const [over, setOver] = useState(false);
  const [busyName, setBusyName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const busy = busyName !== null;

  async function take(files: FileList | null | undefined) {
    if (busy || !files || files.length === 0) return;
    if (files.length > 1) {
      setProblem(t.oneAtATime);
      return;
    }
    const file = files[0]!;
    setProblem(null);
    setBusyName(file.name);
    try {
      const read = await readBanner(file);
      if (!read.ok) {
        setProblem(read.message);
        return;
      }
      await upload.mutateAsync(read.upload);
      toast.success(t.done);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusyName(null);
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files);
  }

  return (
    <div className="space-y-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        aria-busy={busy || undefined}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors',
          over ? 'border-brand-500 bg-brand-50' : 'border-gray-300 bg-white',
        )}
      >
        {busy ? (
          <Loader2 className="size-8 animate-spin text-brand-600" aria-hidden />
        ) : (
          <ImagePlus className="size-8 text-gray-500" aria-hidden />
        )}
        <p className="text-sm text-gray-700" aria-live="polite">
          {busy ? t.busy(busyName) : t.drop}
        </p>
        <Button
          type="button"
          variant="secondary"
          disabled={busy}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {t.choose}
        </Button>
        <input
          ref={input}
          type="file"
          accept={BANNER_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="banner-file"
          onChange={(event) => {
            const files = event.target.files;
            void take(files).finally(() => {
              event.target.value = '';
            });
          }}
        />
        <p id={hintId} className="text-xs text-gray-600">
          {t.hint}
        </p>
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
    </div>
  );
}
