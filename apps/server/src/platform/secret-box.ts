import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encrypts the companies' channel secrets (API keys) at rest: AES-256-GCM under a key derived from
 * INTEGRATION_SECRET_KEY, a fresh 12-byte IV per value, stored as 'v1:<iv>:<tag>:<ciphertext>' (base64url).
 * The tag makes a changed or foreign value fail to open rather than yield garbage.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`rekry-integration:${secret}`).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join(':');
  }

  /** The plain text, or null when the value was not sealed with this key (or was changed). */
  open(sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split(':');
    if (version !== 'v1' || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}

/** What the browser may see of a secret: its last four characters, and of a short one (under 12) nothing. */
export const secretHint = (secret: string) => (secret.length >= 12 ? `••••${secret.slice(-4)}` : '••••');
