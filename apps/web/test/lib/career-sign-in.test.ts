import { describe, expect, it } from 'vitest';
import { careerMyPagesHref, careerReturnAddress, careerSignInHref } from '../../src/lib/career-sign-in.ts';

const login = (origin: string) => ({ href: `${origin}/login`, origin });
const asked = (address: string) => `?tillbaka=${encodeURIComponent(address)}`;

describe('signing in from the career site', () => {
  it("'Logga in' and 'Mina sidor' lead to the admin host of the career site, in the page's own scheme", () => {
    expect(careerSignInHref('jobb.rekry.se', '/12_lager')).toBe(
      `//min.rekry.se/login?tillbaka=${encodeURIComponent('//jobb.rekry.se/12_lager')}`,
    );
    expect(careerSignInHref('demo.rekry.se', '/')).toBe(
      `//min.rekry.se/login?tillbaka=${encodeURIComponent('//demo.rekry.se/')}`,
    );
    expect(careerMyPagesHref('jobb.localhost:3000')).toBe('//localhost:3000/admin/minasidor');
  });

  it("sends back to a career site of this admin host, with the session's end in the fragment", () => {
    const here = login('https://min.rekry.se');
    expect(careerReturnAddress(asked('//jobb.rekry.se/12_lager'), here, 1900000000)).toBe(
      'https://jobb.rekry.se/12_lager#inloggad=1900000000',
    );
    expect(careerReturnAddress(asked('//demo.rekry.se/?company=demo#x'), here, 5)).toBe(
      'https://demo.rekry.se/?company=demo#inloggad=5',
    );
    expect(careerReturnAddress(asked('//jobb.localhost:3000/'), login('http://localhost:3000'), 5)).toBe(
      'http://jobb.localhost:3000/#inloggad=5',
    );
  });

  it('sends nowhere else: no address, another site, the admin itself or a script', () => {
    const here = login('https://min.rekry.se');
    for (const search of [
      '',
      '?tillbaka=',
      asked('//jobb.annan.se/12'),
      asked('https://evil.example/'),
      asked('//min.rekry.se/admin'),
      asked('/admin/users'),
      asked('javascript:alert(1)'),
      asked('//jobb.rekry.se:8443/'),
    ])
      expect(careerReturnAddress(search, here, 5), search).toBeNull();
  });
});
