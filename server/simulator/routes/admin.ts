/**
 * Test and demo controls under /_sim (only with faults enabled; 404 otherwise): fault injection, the
 * simulator's clock, so a test can jump past the 60-minute upload rules without waiting an hour, and
 * deforestation detections placed where a test wants them (POST /_sim/detections: a clearing on a chosen
 * plot on a chosen day, in that month's export; DELETE removes every placed one).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { SimEnv } from '../context.ts';
import { faultSettingsSchema, type Faults } from '../faults.ts';
import type { PlacedDetections } from '../geo/detections.ts';
import { readJson } from '../http.ts';

const clockSchema = z.object({ advanceMs: z.number().min(0) });
const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const placedSchema = z.strictObject({
  projectId: z.string().min(1).max(128),
  id: z.string().min(1).max(64),
  /** The detection's day (YYYY-MM-DD): it goes into that month's export. */
  date: z.iso.date(),
  areaHa: z.number().min(0).max(1_000_000),
  confidence: z.enum(['high', 'nominal', 'low']).default('high'),
  polygon: z.object({
    type: z.literal('Polygon'),
    coordinates: z.array(z.array(position).min(4)).min(1).max(1),
  }),
});

export function adminRoutes(
  faults: Faults,
  clock: { now(): number; advance(ms: number): void },
  placed?: PlacedDetections,
) {
  const app = new Hono<SimEnv>();
  app.get('/_sim/faults', (c) => c.json(faults.settings));
  app.post('/_sim/faults', async (c) => c.json(faults.set(await readJson(c, faultSettingsSchema))));
  app.delete('/_sim/faults', (c) => c.json(faults.clear()));
  app.get('/_sim/clock', (c) => c.json({ now: new Date(clock.now()).toISOString() }));
  app.post('/_sim/clock', async (c) => {
    clock.advance((await readJson(c, clockSchema)).advanceMs);
    return c.json({ now: new Date(clock.now()).toISOString() });
  });
  if (placed) {
    app.post('/_sim/detections', async (c) => {
      const { projectId, id, date, areaHa, confidence, polygon } = await readJson(c, placedSchema);
      placed.add(projectId, { geometry: polygon, properties: { id, date, areaHa, confidence } });
      return c.json({ placed: id }, 201);
    });
    app.delete('/_sim/detections', (c) => {
      placed.clear();
      return c.json({ placed: null });
    });
  }
  return app;
}
