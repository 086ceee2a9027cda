import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MESSAGES,
  escapeHtml,
  messageFor,
  renderTemplate,
  successMessages,
} from '../../src/forms/messages.ts';
import { MESSAGE_KEYS, VALIDATOR_NAMES } from '../../src/forms/types.ts';

describe('renderTemplate', () => {
  it('fills #DATA# and ##FIRSTNAME## everywhere they occur, escaped', () => {
    expect(renderTemplate('Minst #DATA# (#DATA#)', { data: '3' })).toBe('Minst 3 (3)');
    expect(renderTemplate('Tack ##FIRSTNAME##!', { firstname: 'Anna' })).toBe('Tack Anna!');
    expect(renderTemplate('<b>##FIRSTNAME##</b>', { firstname: '<script>"x"&\'' })).toBe(
      '<b>&lt;script&gt;&quot;x&quot;&amp;&#39;</b>',
    );
    expect(renderTemplate('Hej ##FIRSTNAME##, #DATA#', {})).toBe('Hej , ');
  });

  it('does not substitute into what it has already filled in', () => {
    expect(renderTemplate('##FIRSTNAME## #DATA#', { firstname: '#DATA#', data: 'x' })).toBe('#DATA# x');
  });

  it('escapeHtml escapes the five characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('defaults', () => {
  it('every message key, validator and extra rule has a Swedish default', () => {
    const extra = [
      'required',
      'maxLength',
      'invalid',
      'fileSize',
      'fileType',
      'imageTooSmall',
      'imageTooLarge',
    ];
    for (const key of [...MESSAGE_KEYS, ...VALIDATOR_NAMES, ...extra]) {
      expect(DEFAULT_MESSAGES[key as keyof typeof DEFAULT_MESSAGES], key).toMatch(/\S/);
    }
  });

  it('uses the wording the spec gives', () => {
    expect(DEFAULT_MESSAGES.required).toBe('Fältet är obligatoriskt');
    expect(DEFAULT_MESSAGES.fileSize).toBe('Filen är för stor');
    expect(DEFAULT_MESSAGES.approved).toBe('Du måste godkänna villkoren');
    expect(DEFAULT_MESSAGES.job_already_applied).toBe('Du har redan sökt den här tjänsten.');
    expect(DEFAULT_MESSAGES.ssnValidSwe).toContain('10 eller 12 siffror (ÅÅMMDD-NNNN)');
    expect(DEFAULT_MESSAGES.job_wrong_ssn).toContain('10 eller 12 siffror');
    expect(DEFAULT_MESSAGES.ssnCheckDigit).toBe('Kontrollsiffran stämmer inte. Kontrollera personnumret.');
    expect(DEFAULT_MESSAGES.ssnDate).toBe('Personnumret innehåller inget giltigt datum.');
    expect(DEFAULT_MESSAGES.ssnBirthNumber).toBe(
      'Personnumret finns inte: de tre siffrorna före kontrollsiffran kan inte vara 000.',
    );
  });

  it('a wrong check digit, date or birth number is the default text even when the company has its own ssnValidSwe', () => {
    const own = { ssnValidSwe: 'Eget format' };
    expect(messageFor({ key: 'f', rule: 'ssnValidSwe' }, own)).toBe('Eget format');
    expect(messageFor({ key: 'f', rule: 'ssnCheckDigit' }, own)).toBe(DEFAULT_MESSAGES.ssnCheckDigit);
    expect(messageFor({ key: 'f', rule: 'ssnDate' }, own)).toBe(DEFAULT_MESSAGES.ssnDate);
    expect(messageFor({ key: 'f', rule: 'ssnBirthNumber' }, own)).toBe(DEFAULT_MESSAGES.ssnBirthNumber);
    expect(DEFAULT_MESSAGES.thanksforapply).toContain('##FIRSTNAME##');
    expect(DEFAULT_MESSAGES.job_applied_success).toContain('##FIRSTNAME##');
  });
});

describe('messageFor', () => {
  it('takes the company text when it has one, the default otherwise', () => {
    const own = { minLength: '<p>Skriv minst #DATA# tecken</p>' };
    expect(messageFor({ key: 'f', rule: 'minLength', data: '3' }, own)).toBe('<p>Skriv minst 3 tecken</p>');
    expect(messageFor({ key: 'f', rule: 'minLength', data: '3' }, {})).toBe(
      'Fältet måste innehålla minst 3 tecken',
    );
    expect(messageFor({ key: 'f', rule: 'minLength', data: '3' }, { minLength: '  ' })).toBe(
      'Fältet måste innehålla minst 3 tecken',
    );
  });

  it('says a 1-character minimum is a required field unless the company worded it', () => {
    expect(messageFor({ key: 'f', rule: 'minLength', data: '1' }, {})).toBe('Fältet är obligatoriskt');
    expect(messageFor({ key: 'f', rule: 'minLength', data: '1' }, { minLength: 'Minst #DATA#' })).toBe(
      'Minst 1',
    );
  });

  it('fills and escapes #DATA#', () => {
    expect(messageFor({ key: 'f', rule: 'minYearBornSwe', data: '18' }, {})).toBe(
      'Du måste vara minst 18 år för att söka den här tjänsten',
    );
    expect(
      messageFor({ key: 'f', rule: 'allowedYears', data: '<2004>' }, { allowedYears: 'Född #DATA#' }),
    ).toBe('Född &lt;2004&gt;');
  });

  it('rules without a company key always use the default', () => {
    expect(messageFor({ key: 'f', rule: 'required' }, {})).toBe('Fältet är obligatoriskt');
    expect(messageFor({ key: 'f', rule: 'radioRequired' }, {})).toBe(DEFAULT_MESSAGES.radioRequired);
    expect(messageFor({ key: 'f', rule: 'maxLength', data: '5' }, {})).toBe('Texten får vara högst 5 tecken');
  });

  it('file and image texts of SPEC §5', () => {
    expect(messageFor({ key: 'f', rule: 'fileSize' }, {})).toBe('Filen är för stor');
    expect(messageFor({ key: 'i', rule: 'fileSize', data: '5MB' }, {})).toBe('Filen är för stor. Max 5MB');
    expect(messageFor({ key: 'i', rule: 'imageTooSmall', data: '200x100' }, {})).toBe(
      'Bilden är för liten. Minsta storlek är 200x100',
    );
    expect(messageFor({ key: 'i', rule: 'imageTooLarge', data: '2000x1000' }, {})).toBe(
      'Bilden är för stor. Max storlek är 2000x1000',
    );
  });
});

describe('successMessages', () => {
  it('fills the first name into the company texts or the defaults', () => {
    expect(successMessages({}, 'Anna')).toEqual({
      thanksForApply: 'Tack för din ansökan, Anna!',
      appliedSuccess:
        'Hej Anna! Din ansökan har tagits emot. Vi har skickat en bekräftelse till din e-postadress.',
    });
    const own = { thanksforapply: '<h2>Tack ##FIRSTNAME##</h2>', job_applied_success: 'Klart.' };
    expect(successMessages(own, 'Ö<')).toEqual({
      thanksForApply: '<h2>Tack Ö&lt;</h2>',
      appliedSuccess: 'Klart.',
    });
  });
});
