/**
 * `plot-check --draft`: a statement draft and its geolocation checked with the rule module (core/eudr/rules.ts),
 * each violation printed with its EU code and rule; exit 1 on any, 0 when the draft passes, 2 on usage.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/plot-check.ts';
import { buildStatementPackage } from '@core/traces/statement.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'plot-check-draft-'));
const plot = (i: number, props: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: 'Feature',
    properties: {
      ProducerName: `Producer ${i}`,
      ProducerCountry: 'CI',
      ProductionPlace: `Plot ${i}`,
      ...props,
    },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [-7 + i * 0.004, 5.5],
          [-6.998 + i * 0.004, 5.5],
          [-6.998 + i * 0.004, 5.502],
          [-7 + i * 0.004, 5.502],
          [-7 + i * 0.004, 5.5],
        ],
      ],
    },
  });

async function run(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await main(argv, {
    out: { write: (t: string) => (out += t) },
    err: { write: (t: string) => (err += t) },
  });
  return { code, out, err };
}

async function writeDraft(name: string) {
  const [s] = await buildStatementPackage(
    [plot(0), plot(1)],
    {
      activityType: 'IMPORT',
      hsHeading: '1801',
      descriptionOfGoods: 'Cocoa beans',
      netWeightKg: 1000,
    },
    name,
  );
  writeFileSync(path.join(dir, s!.draftFileName), JSON.stringify(s!.draft));
  writeFileSync(path.join(dir, s!.geolocationFileName), s!.geolocation.join(''));
  return { file: path.join(dir, s!.draftFileName), draft: s!.draft };
}

describe('plot-check --draft', () => {
  it('a draft of the statement package passes, its geolocation file beside it too: exit 0', async () => {
    const { file } = await writeDraft('good');
    const r = await run('--draft', file);
    expect(r.out).toBe(
      `${file}: the due diligence statement passes every rule (Operator API Reference §10.3, §9).\n`,
    );
    expect(r.code).toBe(0);
  });

  it('a broken request prints each violation with its code and rule: exit 1', async () => {
    const { draft } = await writeDraft('bare');
    if (draft.kind !== 'dds') throw new Error('a DDS');
    const request = structuredClone(draft.request);
    request.statement.commodities[0]!.hsHeading = '8517';
    delete request.statement.commodities[0]!.descriptors.goodsMeasure.netWeight;
    const file = path.join(dir, 'bare-request.json');
    writeFileSync(file, JSON.stringify(request));
    const r = await run('--draft', file);
    expect(r.code).toBe(1);
    expect(r.out.split('\n')).toEqual([
      `${file}: the due diligence statement breaks 3 rules:`,
      expect.stringMatching(
        /^ {2}EUDR_COMMODITIES_HS_CODE_INVALID {2}statement\.commodities\.0\.hsHeading: HS 8517 is not one of the EUDR's Annex I products .*\[Operator API Reference §4\.1\.3/,
      ),
      expect.stringMatching(
        /^ {2}EUDR_COMMODITIES_DESCRIPTOR_QUANTITY_MISSING {2}.*\[Operator API Reference §10\.3, Quantities of a commodity\]$/,
      ),
      expect.stringMatching(
        /^ {2}EUDR_COMMODITIES_DESCRIPTOR_NET_MASS_EMPTY {2}statement\.commodities\.0\.descriptors\.goodsMeasure\.netWeight: An IMPORT needs the net mass/,
      ),
      '',
    ]);
  });

  it("the draft's geolocation file is checked too (§9): a point of 0.00005 ha is refused", async () => {
    const { file, draft } = await writeDraft('geo');
    const point = JSON.stringify({
      type: 'Feature',
      properties: { ProducerCountry: 'CI', ProductionPlace: 'P', Area: 0.00005 },
      geometry: { type: 'Point', coordinates: [-7, 5.5] },
    });
    writeFileSync(
      path.join(dir, draft.package.geolocationFile),
      `{"type":"FeatureCollection","features":[${point}]}`,
    );
    const r = await run('--draft', '--json', file);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.out) as {
      passes: boolean;
      drafts: { violations: { code: string; path: string }[] }[];
    };
    expect(doc.passes).toBe(false);
    expect(doc.drafts[0]!.violations.map((v) => [v.code, v.path])).toEqual([
      ['EUDR_COMMODITIES_PRODUCER_GEO_AREA_INVALID', 'geo-statement.geojson (plot 1)'],
    ]);
  });

  it('a draft of schemaVersion 1, a file that is not JSON, a missing file: cannot be checked, exit 1', async () => {
    const old = path.join(dir, 'old.json');
    writeFileSync(old, JSON.stringify({ schemaVersion: 1, statement: {} }));
    const text = path.join(dir, 'notes.json');
    writeFileSync(text, 'not json');
    const r = await run('--draft', old, text, path.join(dir, 'none.json'));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/old\.json: cannot be checked: it is a draft of schemaVersion 1; only V3 drafts/);
    expect(r.out).toMatch(/notes\.json: cannot be checked: it is not JSON/);
    expect(r.out).toMatch(/none\.json: cannot be checked: no such file\./);
  });

  it('usage: no file, or an option of the plot check, is exit 2 with the usage', async () => {
    expect((await run('--draft')).code).toBe(2);
    const r = await run('--draft', '--fix', 'x.json');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--fix does not go with --draft\.\n\nUsage: plot-check --draft/);
    expect((await run('--help')).out).toMatch(/--draft FILE\.\.\. {15}check statement drafts/);
  });
});
