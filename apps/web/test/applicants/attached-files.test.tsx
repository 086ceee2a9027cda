import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicantFile } from '@rekry/domain';
import { Providers } from '../../src/app/providers.tsx';
import { errorToastCache } from '../../src/lib/error-toast.ts';
import { AttachedFiles } from '../../src/features/applicants/files/attached-files.tsx';
import type { LoadedPdf, PdfLoader } from '../../src/features/applicants/pdf-viewer/pdf-loader.ts';
import { TOKEN_KEY } from '../../src/lib/session.ts';
import { makeToken } from '../helpers.ts';

const at = { containerId: 1, positionId: 10, applicantId: 5 };
let nextId = 1;
function file(filename: string, overrides: Partial<ApplicantFile> = {}): ApplicantFile {
  const id = nextId++;
  return {
    id,
    filename,
    url: `/api/dispatcher/storage/application/5/files/${id}`,
    contentType: 'application/pdf',
    size: 120_000,
    propertyKey: 'form_file',
    kind: 'original',
    derivedFromId: null,
    created: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

interface Call {
  action?: string;
  data?: any;
  url: string;
  authorization: string | null;
}

/** The dispatcher and the file addresses: `files` answers get_ApplicantFiles; files answer bytes. */
function serve(files: ApplicantFile[], answers: Record<string, (data: any) => unknown> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const authorization = new Headers(init?.headers).get('Authorization');
      if (url === '/api/dispatcher') {
        const { action, data } = JSON.parse(String(init?.body));
        calls.push({ action, data, url, authorization });
        const answer = action === 'get_ApplicantFiles' ? files : answers[action]?.(data);
        if (answer === undefined) return new Response('{}', { status: 404 });
        return Response.json({ data: answer });
      }
      calls.push({ url, authorization });
      return new Response('%PDF-1.4', { status: 200 });
    }),
  );
  return calls;
}

function fakeLoader() {
  const urls: string[] = [];
  const doc: LoadedPdf = {
    numPages: 1,
    pageWidth: 595,
    renderPage: () => ({ promise: Promise.resolve(), cancel() {} }),
    destroy() {},
  };
  const loader: PdfLoader = ({ url }) => {
    urls.push(url);
    return { promise: Promise.resolve(doc), cancel() {} };
  };
  return { loader, urls };
}

function show(props: Partial<Parameters<typeof AttachedFiles>[0]> = {}) {
  const client = new QueryClient({
    mutationCache: errorToastCache(),
    defaultOptions: { queries: { retry: false } },
  });
  return render(
    <Providers client={client}>
      <AttachedFiles {...at} {...props} />
    </Providers>,
  );
}

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, makeToken());
  URL.createObjectURL = vi.fn(() => 'blob:fil');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('AttachedFiles', () => {
  it("says 'Inga bifogade filer.' and offers no upload in view mode", async () => {
    serve([]);
    show();
    expect(await screen.findByText('Inga bifogade filer.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ladda upp fil/ })).not.toBeInTheDocument();
  });

  it('opens a search hit at once: a converted document in the viewer at its words, closing tells the page', async () => {
    const docx = file('Brev.docx');
    const converted = file('Brev.docx.converted.pdf', { kind: 'converted', derivedFromId: docx.id });
    const scan = file('skannad.pdf', { textUnreadable: true });
    serve([docx, converted, scan]);
    const { loader, urls } = fakeLoader();
    const onHitClosed = vi.fn();
    show({ loader, openAt: { fileId: docx.id, words: ['truckkort'] }, onHitClosed });
    const dialog = await screen.findByRole('dialog', { name: 'Brev.docx' });
    expect(urls).toEqual([converted.url]);
    // The fake document has no text layer: the viewer says the words cannot be marked.
    expect(await within(dialog).findByText(/Sökorden kunde inte markeras/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    expect(onHitClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      within(screen.getAllByRole('listitem')[1]!).getByText(/Ingen text kunde läsas/),
    ).toBeInTheDocument();
    expect(within(screen.getAllByRole('listitem')[0]!).queryByText(/Ingen text kunde läsas/)).toBeNull();
  });

  it('says a file waits for a program the server lacks, without a spinner or a failure', async () => {
    serve([file('CV.pdf', { textWaiting: true }), file('Brev.docx', { textWaiting: true })]);
    show();
    await screen.findByText('CV.pdf');
    expect(screen.getAllByText(/Texten läses när servern har verktyget för det/)).toHaveLength(2);
    expect(screen.queryByText('Förhandsvisning skapas …')).toBeNull();
    expect(screen.queryByText(/Ingen text kunde läsas/)).toBeNull();
  });

  it("hides '.converted.pdf' files and offers preview by the SPEC §4 choice, download for every file", async () => {
    const docx = file('Brev.docx');
    const files = [
      file('CV.pdf'),
      docx,
      file('Brev.docx.converted.pdf', { kind: 'converted', derivedFromId: docx.id }),
      file('Betyg.odt', { conversion: 'pending' }),
      file('anteckning.txt', { contentType: 'text/plain' }),
      file('Gammal.doc', { conversion: 'failed' }),
      file('foto.JPG', { contentType: 'image/jpeg' }),
    ];
    serve(files);
    show();
    await screen.findByText('CV.pdf');
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => within(li).getByText(/\./, { selector: 'p.truncate' }).textContent)).toEqual([
      'CV.pdf',
      'Brev.docx',
      'Betyg.odt',
      'anteckning.txt',
      'Gammal.doc',
      'foto.JPG',
    ]);
    expect(screen.getAllByRole('button', { name: /^Ladda ner/ })).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Förhandsgranska CV.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Förhandsgranska Brev.docx' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Förhandsgranska foto.JPG' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Förhandsgranska Betyg.odt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Förhandsgranska anteckning.txt' })).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('Förhandsvisning skapas …')).toBeInTheDocument();
    expect(
      within(items[4]!).getByText(
        'Dokumentet kunde inte konverteras för förhandsvisning. Ladda ner filen för att öppna den.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Förhandsvisning skapas …')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Ta bort/ })).not.toBeInTheDocument();
  });

  it('opens a PDF in the modal, and a document’s converted PDF with the warning', async () => {
    const user = userEvent.setup();
    const docx = file('Brev.docx');
    const converted = file('Brev.docx.converted.pdf', { kind: 'converted', derivedFromId: docx.id });
    const pdf = file('CV.pdf');
    serve([pdf, docx, converted]);
    const fake = fakeLoader();
    show({ loader: fake.loader });
    // Opened as Safari and phones click: the button does not take focus, yet gets it back on Escape.
    const preview = await screen.findByRole('button', { name: 'Förhandsgranska CV.pdf' });
    fireEvent.click(preview);
    expect(await screen.findByRole('dialog', { name: 'CV.pdf' })).toBeInTheDocument();
    expect(fake.urls.at(-1)).toBe(pdf.url);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(preview).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Förhandsgranska Brev.docx' }));
    expect(await screen.findByRole('dialog', { name: 'Brev.docx' })).toBeInTheDocument();
    expect(fake.urls.at(-1)).toBe(converted.url);
    expect(screen.getByRole('note')).toHaveTextContent('Konverterad förhandsgranskning');
    expect(screen.queryByRole('button', { name: 'Rita' })).not.toBeInTheDocument();
  });

  it('shows an image inline, fetched with the bearer token', async () => {
    const user = userEvent.setup();
    const image = file('foto.png', { contentType: 'image/png' });
    const calls = serve([image]);
    show();
    const button = await screen.findByRole('button', { name: 'Förhandsgranska foto.png' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('img', { name: 'foto.png' })).toHaveAttribute('src', 'blob:fil');
    const fetched = calls.find((c) => c.url === image.url)!;
    expect(fetched.authorization).toMatch(/^Bearer /);
  });

  it('downloads a file with the token under its own name', async () => {
    const user = userEvent.setup();
    const pdf = file('Mitt CV.pdf');
    const calls = serve([pdf]);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    show();
    await user.click(await screen.findByRole('button', { name: 'Ladda ner Mitt CV.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('Mitt CV.pdf');
    expect(calls.find((c) => c.url === pdf.url)!.authorization).toMatch(/^Bearer /);
  });

  it('says a document could not be converted, offers no preview, and still downloads it', async () => {
    const user = userEvent.setup();
    const docx = file('Trasig.docx', { contentType: 'application/octet-stream', conversion: 'failed' });
    const calls = serve([docx]);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    show();
    const item = (await screen.findByText('Trasig.docx')).closest('li')!;
    expect(
      within(item).getByText(
        'Dokumentet kunde inte konverteras för förhandsvisning. Ladda ner filen för att öppna den.',
      ),
    ).toBeInTheDocument();
    expect(within(item).queryByText('Förhandsvisning skapas …')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Förhandsgranska Trasig.docx' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ladda ner Trasig.docx' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Trasig.docx');
    expect(calls.find((c) => c.url === docx.url)!.authorization).toMatch(/^Bearer /);
  });

  describe('in edit mode', () => {
    it("refuses a file over 5 MB with 'Filen är för stor' and uploads one within it", async () => {
      const user = userEvent.setup();
      const calls = serve([], { upload_ApplicantFile: (d) => file(d.filename) });
      show({ editMode: true });
      await screen.findByText('Inga bifogade filer.');
      expect(screen.getByText('filstorlek max 5MB')).toBeInTheDocument();
      const input = screen.getByLabelText('Ladda upp fil', { selector: 'input' });
      const big = new File(['x'], 'stor.pdf', { type: 'application/pdf' });
      Object.defineProperty(big, 'size', { value: 5_000_001 });
      await user.upload(input as HTMLInputElement, big);
      expect(await screen.findByRole('alert')).toHaveTextContent('Filen är för stor');
      expect(calls.some((c) => c.action === 'upload_ApplicantFile')).toBe(false);

      await user.upload(input as HTMLInputElement, new File(['Hej'], 'brev.txt', { type: 'text/plain' }));
      await waitFor(() => expect(calls.some((c) => c.action === 'upload_ApplicantFile')).toBe(true));
      const sent = calls.find((c) => c.action === 'upload_ApplicantFile')!.data;
      expect(sent).toEqual({ ...at, filename: 'brev.txt', data: 'data:text/plain;base64,SGVq' });
      expect(await screen.findByText('Filen har laddats upp')).toBeInTheDocument();
    });

    it('deletes a file after a confirmation', async () => {
      const user = userEvent.setup();
      const pdf = file('CV.pdf');
      const calls = serve([pdf], {
        delete_ApplicantFile: () => ({ ok: true, message: 'Filen har tagits bort' }),
      });
      show({ editMode: true });
      await user.click(await screen.findByRole('button', { name: 'Ta bort CV.pdf' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ta bort filen?' });
      await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
      await waitFor(() =>
        expect(calls.find((c) => c.action === 'delete_ApplicantFile')?.data).toEqual({
          ...at,
          fileId: pdf.id,
        }),
      );
      expect(await screen.findByText('Filen har tagits bort')).toBeInTheDocument();
    });

    it('draws ink on a PDF and saves it as a new version', async () => {
      const user = userEvent.setup();
      const pdf = file('CV.pdf');
      const calls = serve([pdf], {
        annotate_ApplicantFile: () => file('CV (version 2).pdf', { kind: 'annotated' }),
      });
      const fake = fakeLoader();
      show({ editMode: true, loader: fake.loader });
      await user.click(await screen.findByRole('button', { name: 'Förhandsgranska CV.pdf' }));
      await user.click(await screen.findByRole('button', { name: 'Rita' }));
      const svg = screen.getByTestId('pdf-ink');
      svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 100, height: 100 }) as DOMRect;
      // One event at a time: each renders before the next.
      fireEvent.pointerDown(svg, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(svg, { clientX: 50, clientY: 20, pointerId: 1 });
      fireEvent.pointerUp(svg, { pointerId: 1 });
      await user.click(screen.getByRole('button', { name: 'Spara ny version' }));
      await waitFor(() => expect(calls.some((c) => c.action === 'annotate_ApplicantFile')).toBe(true));
      const sent = calls.find((c) => c.action === 'annotate_ApplicantFile')!.data;
      expect(sent).toMatchObject({ ...at, fileId: pdf.id, annotations: [{ type: 'ink', page: 1 }] });
      expect(sent.annotations[0].points).toEqual([
        { x: 0.1, y: 0.1 },
        { x: 0.5, y: 0.2 },
      ]);
      expect(await screen.findByText('En ny version av filen har sparats')).toBeInTheDocument();
    });
  });
});
