import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A real hash of a random string: verified against when the user is unknown, so timing tells nothing. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$whT99APZ4k8yqUpc7Lly2w$1qL1+aSv5sK2q1eHH+OzVkkF36RsSmdR+QUTq8jQgJQ';

export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  try {
    const ok = await verify(storedHash ?? DUMMY_HASH, password);
    return Boolean(storedHash) && ok;
  } catch {
    return false;
  }
}
