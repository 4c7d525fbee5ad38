/**
 * Test and demo controls under /_sim (only with faults enabled; 404 otherwise): fault injection and the
 * simulator's clock, so a test can jump past the 60-minute upload rules without waiting an hour.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { SimEnv } from '../context.ts';
import { faultSettingsSchema, type Faults } from '../faults.ts';
import { readJson } from '../http.ts';

const clockSchema = z.object({ advanceMs: z.number().min(0) });

export function adminRoutes(faults: Faults, clock: { now(): number; advance(ms: number): void }) {
  const app = new Hono<SimEnv>();
  app.get('/_sim/faults', (c) => c.json(faults.settings));
  app.post('/_sim/faults', async (c) => c.json(faults.set(await readJson(c, faultSettingsSchema))));
  app.delete('/_sim/faults', (c) => c.json(faults.clear()));
  app.get('/_sim/clock', (c) => c.json({ now: new Date(clock.now()).toISOString() }));
  app.post('/_sim/clock', async (c) => {
    clock.advance((await readJson(c, clockSchema)).advanceMs);
    return c.json({ now: new Date(clock.now()).toISOString() });
  });
  return app;
}
