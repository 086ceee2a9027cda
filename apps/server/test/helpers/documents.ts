import { docxWithText } from '../../src/demo/docx.ts';

/**
 * A real Word document for the conversion tests: a heading `text` and one paragraph, written in code (as
 * the demo letter is) rather than made by LibreOffice, which took five seconds a document. LibreOffice
 * still does every conversion under test.
 */
export function officeDocument(text: string): Buffer {
  return docxWithText(text, ['Erfarenhet: lager, truck.']);
}
