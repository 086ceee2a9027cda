import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_FILE_TYPES,
  ACCEPT_ATTRIBUTE,
  FILE_SIZE_HINT,
  FILE_TOO_LARGE,
  IMAGE_PREVIEW_EXTENSIONS,
  MAX_FILE_BYTES,
  acceptedExtensions,
  dataUrlByteLength,
  extensionOf,
  formatMegabytes,
  isAcceptedFile,
  parseDataUrl,
} from '../../src/forms/files.ts';
import { dataUrlOfSize } from './helpers.ts';

describe('file helpers', () => {
  it('SPEC constants', () => {
    expect(MAX_FILE_BYTES).toBe(5_000_000);
    expect(FILE_TOO_LARGE).toBe('Filen är för stor');
    expect(FILE_SIZE_HINT).toBe('filstorlek max 5MB');
    expect(IMAGE_PREVIEW_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'gif', 'bmp']);
    for (const ext of ['pdf', 'doc', 'docx', 'odt', 'rtf', 'txt', 'jpg', 'jpeg', 'png', 'gif', 'bmp']) {
      expect(ACCEPTED_FILE_TYPES[ext]).toBeTruthy();
    }
    expect(ACCEPT_ATTRIBUTE.split(',')).toContain('.docx');
  });

  it('extensionOf: lower case after the last dot, or nothing', () => {
    expect(extensionOf('CV.Final.PDF')).toBe('pdf');
    expect(extensionOf('cv')).toBe('');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('cv.')).toBe('');
  });

  it('parseDataUrl reads type and payload; the type may be missing', () => {
    expect(parseDataUrl('data:application/pdf;base64,QUJD')).toEqual({
      mime: 'application/pdf',
      base64: 'QUJD',
    });
    expect(parseDataUrl('data:Image/PNG;name=a.png;base64,QUI=')).toEqual({
      mime: 'image/png',
      base64: 'QUI=',
    });
    expect(parseDataUrl('data:;base64,')).toEqual({ mime: '', base64: '' });
    expect(parseDataUrl('data:text/plain,abc')).toBeNull(); // not base64
    expect(parseDataUrl('data:application/pdf;base64,QUJ')).toBeNull(); // length not a multiple of 4
    expect(parseDataUrl('data:application/pdf;base64,QU*D')).toBeNull();
    expect(parseDataUrl('https://exempel.se/a.pdf')).toBeNull();
  });

  it('dataUrlByteLength counts decoded bytes, padding included', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 1000]) expect(dataUrlByteLength(dataUrlOfSize(n))).toBe(n);
    expect(dataUrlByteLength(dataUrlOfSize(MAX_FILE_BYTES + 1))).toBe(5_000_001);
    expect(dataUrlByteLength('nej')).toBeNull();
  });

  it('isAcceptedFile: known extensions, narrowed by an accept list of extensions or types', () => {
    expect(isAcceptedFile('cv.PDF')).toBe(true);
    expect(isAcceptedFile('cv.exe')).toBe(false);
    expect(isAcceptedFile('cv')).toBe(false);
    expect(isAcceptedFile('cv.pdf', '.pdf, .docx')).toBe(true);
    expect(isAcceptedFile('cv.doc', '.pdf, .docx')).toBe(false);
    expect(isAcceptedFile('bild.png', 'image/*')).toBe(true);
    expect(isAcceptedFile('cv.pdf', 'application/pdf')).toBe(true);
    expect(isAcceptedFile('program.exe', '.exe')).toBe(false); // never beyond the accepted types
    expect(acceptedExtensions('.pdf,.docx')).toBe('pdf, docx');
  });

  it('formatMegabytes writes limits as the texts do', () => {
    expect(formatMegabytes(5_000_000)).toBe('5MB');
    expect(formatMegabytes(1_500_000)).toBe('1,5MB');
    expect(formatMegabytes(200_000)).toBe('200kB');
    expect(formatMegabytes(100)).toBe('100B');
  });
});
