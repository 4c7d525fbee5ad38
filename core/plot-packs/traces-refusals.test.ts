import { describe, expect, it } from 'vitest';
import { testPlot } from '@tests/support/plots.ts';
import { TRACES_PASSED, TRACES_REFUSED } from './packed-plots.ts';
import { packWithTracesCheck, tracesRefusals } from './traces-refusals.ts';

const square: GeoJSON.Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-5.5, 6.5],
      [-5.499, 6.5],
      [-5.499, 6.501],
      [-5.5, 6.501],
      [-5.5, 6.5],
    ],
  ],
};
/** A bow tie: its ring crosses itself, which TRACES refuses. */
const bowTie: GeoJSON.Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-5.5, 6.5],
      [-5.499, 6.501],
      [-5.499, 6.5],
      [-5.5, 6.501],
      [-5.5, 6.5],
    ],
  ],
};
const point = (area: number) =>
  testPlot(`point-${area}`, {
    geometry: { type: 'Point', coordinates: [-5.4, 6.4] },
    properties: { Area: area },
  });

describe('tracesRefusals', () => {
  it('refuses a self-crossing ring and a point standing for more than 4 ha; passes a square and a 4 ha point', async () => {
    const plots = [
      testPlot('square', { geometry: square, areaHa: 1.2 }),
      testPlot('bow', { geometry: bowTie, areaHa: 1 }),
      point(4),
      point(4.01),
      // Operator API Reference §10.3: a point's area is at least 0.0001 ha.
      point(0),
      point(0.0001),
    ];
    expect(await tracesRefusals(plots)).toEqual([1, 3, 4]);
  });

  it('does not refuse two plots for overlapping each other (a rule about the file, not the plot)', async () => {
    expect(
      await tracesRefusals([testPlot('a', { geometry: square }), testPlot('b', { geometry: square })]),
    ).toEqual([]);
  });

  it('checks 200 plots at a time, pausing between them, and gives each refusal its place in the whole', async () => {
    const plots = (n: number, bows: number[]) =>
      Array.from({ length: n }, (_, i) =>
        testPlot(`p${i}`, { geometry: bows.includes(i) ? bowTie : square }),
      );
    let pauses = 0;
    const pause = async () => void pauses++;
    expect(await tracesRefusals(plots(200, [0, 199]), pause)).toEqual([0, 199]);
    expect(pauses).toBe(0);
    expect(await tracesRefusals(plots(201, [199, 200]), pause)).toEqual([199, 200]);
    expect(pauses).toBe(1);
    expect(await tracesRefusals(plots(401, [0, 250, 400]), pause)).toEqual([0, 250, 400]);
    expect(pauses).toBe(3);
    expect(await tracesRefusals([], pause)).toEqual([]);
  });

  it('fills the packed column', async () => {
    const packed = await packWithTracesCheck([
      testPlot('bow', { geometry: bowTie }),
      testPlot('square', { geometry: square }),
    ]);
    expect([...packed.tracesRefused]).toEqual([TRACES_REFUSED, TRACES_PASSED]);
  });
});
