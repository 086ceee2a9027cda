import { AlertTriangle } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { commonStrings } from '../../lib/strings.ts';

export function ErrorScreen({
  title = commonStrings.errorTitle,
  message = commonStrings.errorText,
  onRetry,
  code,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
  /** A technical error code shown small under the message (CSS_CHUNK_LOAD_FAILED). */
  code?: string;
}) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-gray-50 px-4">
      <div className="w-full max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-gray-200">
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          <AlertTriangle className="size-6" aria-hidden />
        </div>
        <h1 className="text-lg font-semibold text-gray-900">{title}</h1>
        <p className="mt-2 text-sm text-gray-600">{message}</p>
        {code ? (
          <p className="mt-2 font-mono text-xs text-gray-500" data-testid="error-code">
            {code}
          </p>
        ) : null}
        <div className="mt-6 flex justify-center gap-2">
          {onRetry ? <Button onClick={onRetry}>{commonStrings.tryAgain}</Button> : null}
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {commonStrings.reload}
          </Button>
        </div>
      </div>
    </div>
  );
}
