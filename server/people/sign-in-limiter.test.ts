/**
 * Sign-in attempts are limited (sign-in-limiter.ts): 5 failures for one address or 20 from one client within
 * 15 minutes, time advanced step by step across each boundary; and the route answers 429 with Retry-After.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServerApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { MAX_PER_ADDRESS, MAX_PER_CLIENT, SignInLimiter } from './sign-in-limiter.ts';

const MINUTE = 60_000;

describe('SignInLimiter', () => {
  it('lets 5 failures of one address through, refuses the 6th until the oldest is 15 minutes old', () => {
    let now = 1_000_000;
    const limiter = new SignInLimiter(() => now);
    for (let i = 0; i < MAX_PER_ADDRESS; i++) {
      expect(limiter.waitSeconds('a@x.org', 'c1')).toBe(0);
      limiter.fail('a@x.org', 'c1');
      now += MINUTE;
    }
    // Failures at 0, 1, …, 4 minutes; now is 5 minutes: the first ages out at 15.
    expect(limiter.waitSeconds('a@x.org', 'c1')).toBe(10 * 60);
    expect(limiter.waitSeconds('b@x.org', 'c2')).toBe(0);
    now += 10 * MINUTE - 1;
    expect(limiter.waitSeconds('a@x.org', 'c1')).toBe(1);
    now += 1;
    expect(limiter.waitSeconds('a@x.org', 'c1')).toBe(0);
  });

  it('a success clears the address, not the client', () => {
    let now = 0;
    const limiter = new SignInLimiter(() => now);
    for (let i = 0; i < MAX_PER_ADDRESS - 1; i++) limiter.fail('a@x.org', 'c1');
    limiter.succeed('a@x.org');
    for (let i = 0; i < MAX_PER_ADDRESS - 1; i++) limiter.fail('a@x.org', 'c1');
    expect(limiter.waitSeconds('a@x.org', 'c1')).toBe(0);
    now += 1;
    limiter.fail('a@x.org', 'c1');
    expect(limiter.waitSeconds('a@x.org', 'c1')).toBeGreaterThan(0);
  });

  it('refuses a client that tries 20 addresses, whatever the next address', () => {
    const limiter = new SignInLimiter(() => 0);
    for (let i = 0; i < MAX_PER_CLIENT - 1; i++) limiter.fail(`p${i}@x.org`, 'bot');
    expect(limiter.waitSeconds('new@x.org', 'bot')).toBe(0);
    limiter.fail('p19@x.org', 'bot');
    expect(limiter.waitSeconds('new@x.org', 'bot')).toBe(15 * 60);
    expect(limiter.waitSeconds('new@x.org', 'someone-else')).toBe(0);
  });
});

describe('POST /api/auth/sign-in', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sign-in-limit-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers 401 to a wrong password five times, then 429 with Retry-After even for the right one', async () => {
    const server = await createServerApp({ ...readConfig({}), dataDir, demoTeam: false });
    try {
      const origin = 'http://127.0.0.1:5173';
      const post = (url: string, body: unknown) =>
        server.app.request(`${origin}${url}`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const setup = await post('/api/auth/setup', {
        teamName: 'Cocoa buyers',
        displayName: 'Ana',
        email: 'ana@example.org',
        password: 'a long passphrase',
      });
      expect(setup.status).toBe(201);
      expect(
        (
          await post('/api/auth/setup', {
            teamName: 'x',
            displayName: 'y',
            email: 'y@e.org',
            password: 'another long one',
          })
        ).status,
      ).toBe(409);
      for (let i = 0; i < MAX_PER_ADDRESS; i++) {
        const wrong = await post('/api/auth/sign-in', { email: 'ana@example.org', password: `wrong ${i}` });
        expect(wrong.status).toBe(401);
        expect(((await wrong.json()) as { errorMessage: string }).errorMessage).toBe(
          'E-mail or password is wrong.',
        );
      }
      const limited = await post('/api/auth/sign-in', {
        email: 'ANA@example.org',
        password: 'a long passphrase',
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      // Another address from the same client is not locked out by Ana's failures.
      expect((await post('/api/auth/sign-in', { email: 'nobody@example.org', password: 'x' })).status).toBe(
        401,
      );
    } finally {
      await server.close();
    }
  });
});
