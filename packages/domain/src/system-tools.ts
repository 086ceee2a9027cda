import { z } from 'zod';

/**
 * The programs of the machine the server needs beside Node: LibreOffice shows Word and OpenDocument files
 * as PDF, poppler reads a PDF's text and renders a scan's pages, Tesseract with its Swedish data reads
 * scans and images. Each comes from one Debian package; without it the feature below is off until it is
 * installed (the files meanwhile wait and are read then).
 */
export const SYSTEM_TOOL_KINDS = [
  'libreoffice',
  'pdftotext',
  'pdftoppm',
  'tesseract',
  'tesseract-swe',
] as const;
export type SystemToolKind = (typeof SYSTEM_TOOL_KINDS)[number];

export interface SystemToolInfo {
  /** What it is called on screen. */
  name: string;
  /** The Debian package that brings it. */
  debianPackage: string;
  /** What is off while it is missing. */
  turnsOff: string;
}

export const SYSTEM_TOOLS: Record<SystemToolKind, SystemToolInfo> = {
  libreoffice: {
    name: 'LibreOffice',
    debianPackage: 'libreoffice-writer-nogui',
    turnsOff: 'Word- och OpenDocument-filer visas inte som PDF och deras text går inte att söka',
  },
  pdftotext: {
    name: 'pdftotext (poppler)',
    debianPackage: 'poppler-utils',
    turnsOff: 'texten i PDF-filer läses inte, så CV-sökningen hittar dem inte',
  },
  pdftoppm: {
    name: 'pdftoppm (poppler)',
    debianPackage: 'poppler-utils',
    turnsOff: 'skannade PDF-filer läses inte',
  },
  tesseract: {
    name: 'Tesseract',
    debianPackage: 'tesseract-ocr',
    turnsOff: 'skannade filer och bilder läses inte',
  },
  'tesseract-swe': {
    name: 'Tesseract, svenska',
    debianPackage: 'tesseract-ocr-swe',
    turnsOff: 'skannade filer och bilder läses inte',
  },
};

/** One tool as the server found it at its last check (no paths: they say nothing to a reader). */
export const systemToolStatusSchema = z.object({
  kind: z.enum(SYSTEM_TOOL_KINDS),
  present: z.boolean(),
  /** Its own words for its version ('22.12.0'), when it is present. */
  version: z.string().optional(),
});
export type SystemToolStatus = z.infer<typeof systemToolStatusSchema>;

/** The one line a missing tool gets at start and on the status screen. */
export const missingToolLine = (kind: SystemToolKind): string => {
  const tool = SYSTEM_TOOLS[kind];
  return `${tool.name} saknas: ${tool.turnsOff}. Installera Debian-paketet ${tool.debianPackage}.`;
};

/** The missing tools worth a line each: Tesseract's Swedish data only when Tesseract itself is here. */
export function missingTools(tools: readonly SystemToolStatus[]): SystemToolKind[] {
  const tesseract = tools.find((t) => t.kind === 'tesseract')?.present ?? false;
  return tools.filter((t) => !t.present && (t.kind !== 'tesseract-swe' || tesseract)).map((t) => t.kind);
}

/** The superuser's Systemstatus screen (get_SystemStatus): every tool as checked at `checkedAt`. */
export interface SystemStatus {
  /** When the server looked (ISO), just now: the action checks afresh. */
  checkedAt: string;
  /** In the catalogue's order (SYSTEM_TOOL_KINDS), each with the applicant files that wait for it. */
  tools: (SystemToolStatus & { waitingFiles: number })[];
}
