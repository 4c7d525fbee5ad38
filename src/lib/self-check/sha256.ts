/**
 * SHA-256 of a file's bytes, as lowercase hex: the receipt's fingerprint of the file a supplier sends, so the
 * buyer can tell it is the very file that was checked. Web Crypto (browsers, Node 20), nothing to install.
 */
export async function sha256Hex(bytes: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
