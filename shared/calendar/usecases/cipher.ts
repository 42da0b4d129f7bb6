/**
 * Credentials at rest (docs/decisions.md, "Calendar sync"): refresh tokens and CalDAV passwords
 * are sealed before they are stored and opened only where a provider call needs them. `context`
 * (the owner and provider) is bound to the ciphertext as AES-GCM additional data, so a sealed
 * value copied onto another user's item does not open.
 */
export interface CredentialCipher {
  seal(plaintext: string, context: string): Promise<string>;
  open(sealed: string, context: string): Promise<string>;
}

/** The cipher's context for a connection's secret: binds it to its owner and provider. */
export const credentialContext = (userId: string, provider: string): string =>
  `user#${userId}|${provider}`;
