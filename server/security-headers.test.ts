import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers.ts';

const connectSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('connect-src ')) ?? '';

describe('the page Content-Security-Policy', () => {
  it('lets the page connect to our origin and the tile host only, by default', () => {
    expect(connectSrc(contentSecurityPolicy())).toBe("connect-src 'self' https://tiles.openfreemap.org");
  });

  it('adds the live storage origins (without their bucket path), so a direct signed-URL PUT is allowed', () => {
    const policy = contentSecurityPolicy([
      'https://storage.example.com/my-bucket/',
      'https://127.0.0.1:9443',
    ]);
    expect(connectSrc(policy)).toBe(
      "connect-src 'self' https://tiles.openfreemap.org https://storage.example.com https://127.0.0.1:9443",
    );
  });
});
