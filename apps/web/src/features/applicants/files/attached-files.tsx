import { Download, Eye, FileText, Image as ImageIcon, Loader2, Trash2, Upload } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import {
  ANONYMITY_TEXTS,
  FILE_TEXTS,
  FILE_TOO_LARGE,
  MAX_FILE_BYTES,
  ACCEPT_ATTRIBUTE,
  CV_SEARCH_TEXTS,
  previewChoice,
  visibleFiles,
  type ApplicantFile,
} from '@rekry/domain';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { showError } from '../../../lib/error-toast.ts';
import { formatBytes, readAsDataUrl } from '../../../lib/read-file.ts';
import { PdfViewerModal } from '../pdf-viewer/pdf-viewer-modal.tsx';
import type { PdfLoader } from '../pdf-viewer/pdf-loader.ts';
import { downloadFile, fetchFileBlob } from '../../../lib/download.ts';
import type { FileHit } from '../../../lib/paths.ts';
import {
  useAnnotateApplicantFile,
  useApplicantFiles,
  useDeleteApplicantFile,
  useUploadApplicantFile,
  type ApplicantRef,
} from './api.ts';
import { useDialogFor } from '../../../lib/use-dialog.ts';

export const ATTACHED_FILES_TEXTS = {
  heading: 'Bifogade filer',
  loadError: 'Filerna kunde inte hämtas',
  removeTitle: 'Ta bort filen?',
} as const;

/** An image shown in the list, fetched with the token (its address cannot be linked directly). */
function InlineImage({ file }: { file: ApplicantFile }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let href: string | null = null;
    let active = true;
    fetchFileBlob(file.url).then(
      (blob) => {
        if (!active) return;
        href = URL.createObjectURL(blob);
        setSrc(href);
      },
      (err: unknown) => console.error('Bilden kunde inte hämtas', err),
    );
    return () => {
      active = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [file.url]);
  return src ? (
    <img
      src={src}
      alt={file.filename}
      className="mt-2 max-h-96 max-w-full rounded-md border border-gray-200"
    />
  ) : (
    <Skeleton className="mt-2 h-40 w-64 max-w-full" />
  );
}

/**
 * An applicant's attached files (SPEC §2): 'Inga bifogade filer.' when there are none; '.converted.pdf'
 * siblings hidden; preview by SPEC §4 (images inline, PDFs and converted documents in the PDF modal) and
 * download in view mode; upload (5 MB) and delete only in edit mode, where a PDF can also be drawn on and
 * saved as a new version.
 */
export function AttachedFiles({
  editMode = false,
  anonymous = false,
  loader,
  openAt = null,
  onHitClosed,
  ...ref
}: ApplicantRef & {
  editMode?: boolean;
  /**
   * An anonymised review: each file's address is its redacted rendition (a PDF made on the server), so
   * every file opens in the PDF viewer; the original is neither downloaded nor drawn on.
   */
  anonymous?: boolean;
  loader?: PdfLoader;
  /** A search hit in one of the files: it opens at once, its words marked (an image is shown). */
  openAt?: FileHit | null;
  onHitClosed?: () => void;
}) {
  const files = useApplicantFiles(ref);
  const upload = useUploadApplicantFile(ref);
  const remove = useDeleteApplicantFile(ref);
  const annotate = useAnnotateApplicantFile(ref);
  const [shownImage, setShownImage] = useState<number | null>(null);
  const [pdf, setPdf] = useState<{
    file: ApplicantFile;
    title: string;
    converted: boolean;
    find?: string;
  } | null>(null);
  // The 'Förhandsgranska' button that opened the viewer, focused again when it closes.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const removing = useDialogFor<ApplicantFile>();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);

  // A hit is opened once, when the files are there (a new hit in the address opens again).
  const choiceOf = (file: ApplicantFile, all: readonly ApplicantFile[]) =>
    anonymous ? ({ kind: 'pdf', file, converted: false } as const) : previewChoice(file, all);
  const hitKey = openAt ? `${openAt.fileId} ${openAt.words.join(' ')}` : null;
  const [openedHit, setOpenedHit] = useState<string | null>(null);
  if (hitKey && hitKey !== openedHit && files.data) {
    setOpenedHit(hitKey);
    const file = files.data.find((f) => f.id === openAt!.fileId);
    const choice = file ? choiceOf(file, files.data) : null;
    if (file && choice?.kind === 'pdf')
      setPdf({
        file: choice.file,
        title: file.filename,
        converted: choice.converted,
        find: openAt!.words.join(' '),
      });
    else if (file && choice?.kind === 'image') setShownImage(file.id);
  }

  if (files.isPending) return <Skeleton className="h-16 w-full" />;
  if (files.isError)
    return (
      <LoadError
        title={ATTACHED_FILES_TEXTS.loadError}
        error={files.error}
        onRetry={() => void files.refetch()}
      />
    );
  const all = files.data;
  // A document's converted PDF goes by a masked name too: it is left out by its kind.
  const shown = anonymous ? all.filter((f) => f.kind !== 'converted') : visibleFiles(all);

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    setUploadError(null);
    if (!chosen) return;
    if (chosen.size > MAX_FILE_BYTES) {
      setUploadError(FILE_TOO_LARGE);
      return;
    }
    try {
      const data = await readAsDataUrl(chosen);
      await upload.mutateAsync({ filename: chosen.name, data });
      toast.success(FILE_TEXTS.uploaded);
    } catch (err) {
      setUploadError(errorMessage(err));
    }
  }

  async function download(file: ApplicantFile) {
    try {
      await downloadFile(file.url, file.filename);
    } catch (err) {
      showError(err);
    }
  }

  return (
    <div>
      {shown.length === 0 ? (
        <p className="text-sm text-gray-600">{FILE_TEXTS.noFiles}</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
          {shown.map((file) => {
            const choice = choiceOf(file, all);
            const pending = choice.kind === 'download' && file.conversion === 'pending';
            const failed = choice.kind === 'download' && file.conversion === 'failed';
            const Icon = choice.kind === 'image' ? ImageIcon : FileText;
            return (
              <li key={file.id} className="px-3 py-2.5">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <Icon className="size-4 shrink-0 text-gray-500" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-gray-900">{file.filename}</p>
                    <p className="text-xs text-gray-600">
                      {formatBytes(file.size)}
                      {pending ? (
                        <span className="ml-2 inline-flex items-center gap-1">
                          <Loader2 className="size-3 animate-spin" aria-hidden />
                          {FILE_TEXTS.converting}
                        </span>
                      ) : null}
                      {failed ? <span className="ml-2">{FILE_TEXTS.conversionFailed}</span> : null}
                      {file.textUnreadable ? (
                        <span className="ml-2">· {CV_SEARCH_TEXTS.unreadable}</span>
                      ) : null}
                      {file.textWaiting ? (
                        <span className="ml-2">· {CV_SEARCH_TEXTS.waitingForTool}</span>
                      ) : null}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {choice.kind !== 'download' ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`${FILE_TEXTS.preview} ${file.filename}`}
                        aria-expanded={choice.kind === 'image' ? shownImage === file.id : undefined}
                        onClick={(event) => {
                          if (choice.kind === 'image')
                            return setShownImage(shownImage === file.id ? null : file.id);
                          setOpener(event.currentTarget);
                          setPdf({ file: choice.file, title: file.filename, converted: choice.converted });
                        }}
                        icon={Eye}
                      >
                        {FILE_TEXTS.preview}
                      </Button>
                    ) : null}
                    {anonymous ? null : (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`${FILE_TEXTS.download} ${file.filename}`}
                        onClick={() => void download(file)}
                        icon={Download}
                      >
                        {FILE_TEXTS.download}
                      </Button>
                    )}
                    {editMode ? (
                      <Button
                        variant="danger-outline"
                        size="sm"
                        aria-label={`${FILE_TEXTS.remove} ${file.filename}`}
                        onClick={() => removing.show(file)}
                        icon={Trash2}
                      >
                        {FILE_TEXTS.remove}
                      </Button>
                    ) : null}
                  </div>
                </div>
                {choice.kind === 'image' && shownImage === file.id ? <InlineImage file={file} /> : null}
              </li>
            );
          })}
        </ul>
      )}
      {anonymous && shown.length > 0 ? (
        <p className="mt-2 text-xs text-gray-600" data-testid="original-hidden">
          {ANONYMITY_TEXTS.originalHidden}
        </p>
      ) : null}

      {editMode ? (
        <div className="mt-3">
          <input
            ref={input}
            type="file"
            className="sr-only"
            accept={ACCEPT_ATTRIBUTE}
            onChange={(e) => void onChoose(e)}
            aria-label={FILE_TEXTS.upload}
            tabIndex={-1}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              size="sm"
              loading={upload.isPending}
              onClick={() => input.current?.click()}
              icon={Upload}
            >
              {FILE_TEXTS.upload}
            </Button>
            <span className="text-xs text-gray-600">{FILE_TEXTS.fileSizeHint}</span>
          </div>
          {uploadError ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {uploadError}
            </p>
          ) : null}
        </div>
      ) : null}

      <PdfViewerModal
        open={pdf !== null}
        onClose={() => {
          if (pdf?.find !== undefined) onHitClosed?.();
          setPdf(null);
        }}
        find={pdf?.find}
        url={pdf?.file.url ?? null}
        fileName={pdf?.title}
        converted={pdf?.converted ?? false}
        loader={loader}
        returnFocusTo={opener}
        onSaveAnnotations={
          editMode && !anonymous && pdf && !pdf.converted
            ? async (annotations) => {
                // A failure is told by the app's default and thrown on, so the viewer keeps the edits.
                await annotate.mutateAsync({ fileId: pdf.file.id, annotations });
                toast.success(FILE_TEXTS.annotated);
              }
            : undefined
        }
      />
      <ConfirmDialog
        {...removing.props}
        question={{
          title: ATTACHED_FILES_TEXTS.removeTitle,
          text: removing.subject ? `${removing.subject.filename}: ${FILE_TEXTS.confirmRemove}` : '',
          confirm: FILE_TEXTS.remove,
        }}
        busy={remove.isPending}
        onConfirm={() => {
          if (!removing.subject) return;
          remove.mutate(removing.subject.id, {
            onSuccess: () => {
              toast.success(FILE_TEXTS.deleted);
              removing.close();
            },
          });
        }}
      />
    </div>
  );
}
