import { AlertCircle, CheckCircle2, CloudUpload } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { builderStrings } from './strings.ts';
import type { AutosaveState } from './use-autosave.ts';

const t = builderStrings.autosave;

/** The visible saved / saving / failed state of an autosaving screen (announced politely). */
export function AutosaveStatus({ state, onRetry }: { state: AutosaveState; onRetry?: () => void }) {
  return (
    <div className="flex items-center gap-2 text-sm" data-autosave={state}>
      <p role="status" className="flex items-center gap-1.5">
        {state === 'saving' ? (
          <>
            <Spinner className="size-4 text-gray-500" />
            <span className="text-gray-600">{t.saving}</span>
          </>
        ) : state === 'saved' ? (
          <>
            <CheckCircle2 className="size-4 text-green-600" aria-hidden />
            <span className="text-gray-700">{t.saved}</span>
          </>
        ) : state === 'failed' ? (
          <>
            <AlertCircle className="size-4 text-red-600" aria-hidden />
            <span className="font-medium text-red-700">{t.failed}</span>
          </>
        ) : (
          <>
            <CloudUpload className="size-4 text-gray-400" aria-hidden />
            <span className="text-gray-600">{t.idle}</span>
          </>
        )}
      </p>
      {state === 'failed' && onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t.retry}
        </Button>
      ) : null}
    </div>
  );
}
