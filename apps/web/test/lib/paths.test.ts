import { describe, expect, it } from 'vitest';
import { paramsOf, paths, recruitPaths, route } from '../../src/lib/paths.ts';

describe('route', () => {
  it('builds a link from the pattern, one encoded id per parameter in order', () => {
    const applicant = route('/admin/positions/:id/applicants/:applicantId');
    expect(applicant.pattern).toBe('/admin/positions/:id/applicants/:applicantId');
    expect(applicant(12, 'a b/ö')).toBe('/admin/positions/12/applicants/a%20b%2F%C3%B6');
    expect(paramsOf(applicant.pattern)).toEqual(['id', 'applicantId']);
    expect(route('/admin/gdpr')()).toBe('/admin/gdpr');
  });

  it('keeps the links of the screens with a query on the screen', () => {
    expect(paths.createPosition(3)).toBe('/admin/positions/create/3');
    expect(paths.createPosition(3, 'mall 1')).toBe('/admin/positions/create/3?template=mall%201');
    expect(paths.createPosition.pattern).toBe('/admin/positions/create/:type');
    expect(paths.copyPosition(3)).toBe('/admin/positions/copy/3');
    expect(paths.companyProfile()).toBe('/admin/container/profile');
    expect(paths.companyProfile('tema')).toBe('/admin/container/profile?tab=tema');
    expect(paths.gdprInform(7)).toBe('/admin/gdpr/inform?userId=7');
    expect(paths.skill('ny')).toBe('/admin/templates/skills?kompetens=ny');
    expect(paths.skillCollection(4)).toBe('/admin/templates/skills?samling=4');
    expect(recruitPaths.confirm('t/1')).toBe('/bekrafta/t%2F1');
  });

  it('checks the ids against the pattern when compiling', () => {
    // Never run: `tsc -b` fails if a builder accepts a count of ids its pattern does not have.
    const _checks = () => [
      // @ts-expect-error the applicant's address has two ids
      paths.applicant(1),
      // @ts-expect-error a position's address has one
      paths.position(1, 2),
      // @ts-expect-error the pattern has no parameter
      route('/admin/users')(1),
    ];
    expect(_checks).toBeTypeOf('function');
  });
});
