import { describe, expect, it } from 'vitest';
import { gdprHtml, headingsFrom } from '../src/index.ts';

describe('headingsFrom', () => {
  it('moves every heading by the same steps, so the highest is the level asked for', () => {
    expect(headingsFrom(2, '<h3>Villkor</h3><p>Text</p><h4>Mer</h4><h3>Sist</h3>')).toBe(
      '<h2>Villkor</h2><p>Text</p><h3>Mer</h3><h2>Sist</h2>',
    );
    expect(headingsFrom(3, '<h1>A</h1><h2>B</h2>')).toBe('<h3>A</h3><h4>B</h4>');
  });

  it('goes no deeper than h6, and leaves HTML without headings as it is', () => {
    expect(headingsFrom(5, '<h1>A</h1><h3>B</h3>')).toBe('<h5>A</h5><h6>B</h6>');
    expect(headingsFrom(2, '<p>h3 <strong>text</strong></p>')).toBe('<p>h3 <strong>text</strong></p>');
  });

  it('puts the GDPR text (written from h3) right under a page heading of level 1', () => {
    const html = gdprHtml({
      containerId: 1,
      companyName: 'Demo AB',
      consentCompanyName: '',
      members: [],
      operatorName: 'Rekry',
      retentionMonths: 12,
    });
    expect(html.startsWith('<h3>')).toBe(true);
    expect(headingsFrom(2, html)).toMatch(/^<h2>Behandling av personuppgifter<\/h2>/);
  });
});
