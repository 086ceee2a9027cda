import { describe, expect, it } from 'vitest';
import { loginInput, passwordMessages, passwordProblems, registerInput } from '../src/password.ts';

describe('password rules', () => {
  it('lists every rule a password breaks', () => {
    expect(passwordProblems('kort')).toEqual([passwordMessages.tooShort]);
    expect(passwordProblems(' '.repeat(10))).toEqual([passwordMessages.blank]);
    expect(passwordProblems('anna@exempel.se', 'Anna@Exempel.se')).toEqual([passwordMessages.sameAsEmail]);
    expect(passwordProblems('ett-bra-lösenord')).toEqual([]);
  });

  it('register lowercases the address and checks the confirmation', () => {
    expect(
      registerInput.parse({
        email: ' A@B.SE ',
        password: 'ett-bra-lösenord',
        confirmPassword: 'ett-bra-lösenord',
      }).email,
    ).toBe('a@b.se');
    const res = registerInput.safeParse({
      email: 'a@b.se',
      password: 'ett-bra-lösenord',
      confirmPassword: 'annat',
    });
    expect(res.error?.issues[0]).toMatchObject({
      path: ['confirmPassword'],
      message: passwordMessages.mismatch,
    });
  });

  it('login takes username as an alias of email', () => {
    expect(loginInput.parse({ username: 'A@B.se', password: 'x' })).toEqual({
      email: 'a@b.se',
      password: 'x',
    });
  });
});
