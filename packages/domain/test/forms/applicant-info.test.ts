import { describe, expect, it } from 'vitest';
import { applicantInfoFrom } from '../../src/forms/applicant-info.ts';
import { TODAY } from './helpers.ts';

describe('applicantInfoFrom', () => {
  it('reads the standard keys and derives birth date, age and gender from the personal number', () => {
    const info = applicantInfoFrom(
      {
        form_firstname: ' Anna ',
        form_surname: 'Andersson',
        form_ssn: '19811218-9876',
        form_address: 'Storgatan 1',
        form_zipcode: '123 45',
        form_city: 'Göteborg',
        form_email: 'annat@exempel.se',
      },
      'Anna@Exempel.se',
      TODAY,
    );
    expect(info).toEqual({
      firstname: 'Anna',
      lastname: 'Andersson',
      name: 'Anna Andersson',
      email: 'anna@exempel.se',
      ssn: '198112189876',
      dateOfBirth: '1981-12-18',
      age: 43,
      gender: 'Man',
      address: 'Storgatan 1',
      zipCode: '123 45',
      city: 'Göteborg',
    });
  });

  it('reads a 10-digit number by its century', () => {
    const info = applicantInfoFrom({ form_ssn: '811218+9876' }, 'a@b.se', TODAY);
    expect(info).toMatchObject({ ssn: '188112189876', dateOfBirth: '1881-12-18', age: 143, gender: 'Man' });
  });

  it('leaves what it cannot read empty', () => {
    const info = applicantInfoFrom({ form_ssn: '811218-987', form_firstname: true }, '', TODAY);
    expect(info).toMatchObject({ firstname: '', name: '', email: '', ssn: '811218-987', dateOfBirth: null });
    expect(info.age).toBeNull();
    expect(info.gender).toBeNull();
  });
});
