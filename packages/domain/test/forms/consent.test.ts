import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_TEXTS,
  GDPR_RETENTION_MONTHS,
  GDPR_VALID_FROM,
  LEGAL_BASIS,
  consentCompanyName,
  gdprHtml,
  genitive,
  operatorTermsHtml,
  type GdprTextInput,
} from '../../src/forms/consent.ts';

const base: GdprTextInput = {
  containerId: 1,
  companyName: 'Demo AB',
  consentCompanyName: 'Demo AB',
  members: [],
  gdprContact: 'dataskydd@demo.se',
  gdprAddress: 'Storgatan 1, 123 45 Göteborg',
  operatorName: 'Rekry',
  retentionMonths: 36,
};

describe('consent', () => {
  it('SPEC §9 constants', () => {
    expect(GDPR_RETENTION_MONTHS).toBe(36);
    expect(GDPR_VALID_FROM).toBe('2022-01-31');
    expect(LEGAL_BASIS).toBe('Samtycke');
    expect(AGREEMENT_TEXTS.terms).toContain('#term01');
    expect(AGREEMENT_TEXTS.terms).toContain('#term02');
  });

  it('382 names its own consent company; everyone else the display name', () => {
    expect(consentCompanyName(382, 'Kommunkoncernen Väst', { consentCompanyName: 'Västkommunerna' })).toBe(
      'Västkommunerna',
    );
    expect(consentCompanyName(382, 'Kommunkoncernen Väst', {})).toBe('Kommunkoncernen Väst');
    expect(consentCompanyName(382, 'Kommunkoncernen Väst', { consentCompanyName: ' ' })).toBe(
      'Kommunkoncernen Väst',
    );
    expect(consentCompanyName(1, 'Demo AB', { consentCompanyName: 'Annat' })).toBe('Demo AB');
  });

  it('the ordinary text names who is responsible, why, on what basis, how long, the rights and the contact', () => {
    const html = gdprHtml(base);
    expect(html).toContain('<strong>Demo AB</strong> är personuppgiftsansvarig');
    expect(html).toContain('rekryteringen');
    expect(html).toContain('samtycke');
    expect(html).toContain('36 månader');
    expect(html).toMatch(/ta del av, rätta eller radera/);
    expect(html).toContain('återkalla');
    expect(html).toContain('dataskydd@demo.se, Storgatan 1, 123 45 Göteborg');
    expect(html).toContain('Gäller från 2022-01-31');
    expect(html).toContain('Rekry');
  });

  it('390 speaks of summer jobs and guardians', () => {
    const html = gdprHtml({
      ...base,
      containerId: 390,
      companyName: 'Sommarjobb',
      consentCompanyName: 'Sommarjobb',
    });
    expect(html).toContain('sommarjobb');
    expect(html).toContain('perioder');
    expect(html).toContain('vårdnadshavare');
    expect(html).not.toContain('genomföra rekryteringen');
  });

  it('393 shares within the group and lists every member company, escaped', () => {
    const html = gdprHtml({ ...base, containerId: 393, members: ['Bolag Ett AB', 'Bolag <Två> AB', ' '] });
    expect(html).toContain('delas inom koncernen');
    expect(html).toContain('<li>Bolag Ett AB</li><li>Bolag &lt;Två&gt; AB</li></ul>');
  });

  it('382 names the consent company in the text', () => {
    const html = gdprHtml({
      ...base,
      containerId: 382,
      companyName: 'Kommunkoncernen Väst',
      consentCompanyName: 'Västkommunerna',
    });
    expect(html).toContain('<strong>Västkommunerna</strong> är personuppgiftsansvarig');
  });

  it('escapes inserted names and manages without contact details', () => {
    const html = gdprHtml({ ...base, consentCompanyName: '<img src=x>', gdprContact: null, gdprAddress: '' });
    expect(html).toContain('&lt;img src=x&gt;');
    expect(html).not.toContain('<img');
    expect(html).toContain('om du har frågor om dina personuppgifter');
  });

  it('operatorTermsHtml: a few paragraphs naming the operator, escaped', () => {
    const html = operatorTermsHtml('Rekry & Co', 18);
    expect(html).toContain('som längst i 18 månader');
    expect(html).toContain('Allmänna villkor');
    expect(html).toContain('Rekry &amp; Co');
    expect(html.match(/<p>/g)!.length).toBeGreaterThanOrEqual(3);
  });

  it("promises the company's own retention period, not the maximum", () => {
    const html = gdprHtml({ ...base, retentionMonths: 24 });
    expect(html).toContain('sparas som längst i 24 månader');
    expect(html).not.toContain('36 månader');
  });

  it("names whom the operator works for in Swedish genitive: 'Demo AB:s', 'Volvos', 'Hennes & Mauritz'", () => {
    expect(gdprHtml(base)).toContain('för <strong>Demo AB:s</strong> räkning');
    expect(gdprHtml({ ...base, consentCompanyName: 'Bolag & <Co>' })).toContain(
      'för <strong>Bolag &amp; &lt;Co&gt;s</strong> räkning',
    );
    expect(genitive('Volvo')).toBe('Volvos');
    expect(genitive('Hennes & Mauritz')).toBe('Hennes & Mauritz');
    expect(genitive('Fax')).toBe('Fax');
    expect(genitive('Kreativa Hus')).toBe('Kreativa Hus');
    expect(genitive('SVT')).toBe('SVT:s');
    expect(genitive('Bolaget 2')).toBe('Bolaget 2:s');
    expect(genitive('Åkeri Öst')).toBe('Åkeri Östs');
  });
});
