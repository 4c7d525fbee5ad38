/**
 * For the filing tests (routes.test.ts, sigkill.test.ts and its child): the dashboard's own store, the EU
 * stand-in and the filing server composed as server/app.ts composes them; a supplier with a signed
 * conclusion and a pinned package written straight to the database (what issue 50's routes would have
 * made); a statement that passes the rule module and the stand-in.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { SubmitDdsRequest } from '@core/eudr/dds-v3.ts';
import { readConfig } from '../config.ts';
import { createEuStandIn, type EuStandIn } from '../eu-stand-in/index.ts';
import { DEMO_TEAM_ID } from '../people/people-records.ts';
import type { ReviewTables } from '../review/database.ts';
import { createReviewService, type ReviewService } from '../review/index.ts';
import { createSimulator, type Simulator } from '../simulator/index.ts';
import { DEMO_ACCOUNTS } from '../simulator/demo-accounts.ts';
import { createEuFiling, type EuFiling } from './index.ts';

export const PROJECT = 'p-palm';
export const SUPPLIER = 's-kebun';

/** A statement of one palm-oil plot that passes core/eudr/rules.ts and the stand-in's checks. */
export function validRequest(internalReferenceNumber: string): SubmitDdsRequest {
  const plots = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {
          ProductionPlace: 'Kebun Satu',
          ProducerName: 'Kebun Satu',
          ProducerCountry: 'ID',
          Area: 1.5,
        },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [109.98, -0.8],
              [109.99, -0.8],
              [109.99, -0.81],
              [109.98, -0.81],
              [109.98, -0.8],
            ],
          ],
        },
      },
    ],
  };
  return {
    operatorRole: 'OPERATOR',
    statement: {
      internalReferenceNumber,
      activityType: 'IMPORT',
      countryOfActivity: 'BE',
      borderCrossCountry: 'BE',
      commodities: [
        {
          position: 1,
          descriptors: { descriptionOfGoods: 'Crude palm oil', goodsMeasure: { netWeight: 1000 } },
          hsHeading: '1511',
          producers: [
            {
              position: 1,
              country: 'ID',
              name: 'Kebun Satu',
              geometryGeojson: Buffer.from(JSON.stringify(plots)).toString('base64'),
            },
          ],
        },
      ],
      geoLocationConfidential: false,
    },
  };
}

/**
 * A pinned package and the supplier's conclusion, prepared by the reviewer and (unless `signed` is false)
 * signed off by the approver; returns the snapshot's id.
 */
export async function seedPackage(
  db: Kysely<ReviewTables>,
  options: { supplierId?: string; signed?: boolean; teamId?: string } = {},
): Promise<string> {
  const teamId = options.teamId ?? DEMO_TEAM_ID;
  const supplierId = options.supplierId ?? SUPPLIER;
  const at = new Date().toISOString();
  const snapshotId = randomUUID();
  const scope = { team_id: teamId, connection: 'simulator', project_id: PROJECT };
  await db
    .insertInto('evidence_snapshot')
    .values({
      ...scope,
      id: snapshotId,
      kind: 'statement-package',
      supplier_ids: JSON.stringify([supplierId]),
      plot_count: 1,
      created_by: 'Lucas Meyer (analyst)',
      created_by_id: 'demo-lucas',
      created_at: at,
      keep_until: at,
      report_file_name: null,
      report_sha256: null,
      report_pdf: null,
      content: JSON.stringify({
        plots: [],
        leftOut: [],
        riskDataAt: null,
        files: [],
        decisions: [],
        overrides: [],
        conclusions: [],
      }),
    })
    .execute();
  const conclusionId = randomUUID();
  await db
    .insertInto('conclusion')
    .values({
      ...scope,
      id: conclusionId,
      supplier_id: supplierId,
      conclusion: 'negligible',
      reasoning: 'Every plot checked against the 2020 forest map.',
      mitigation: null,
      open_items: 0,
      prepared_by: 'Lucas Meyer (analyst)',
      prepared_by_id: 'demo-lucas',
      prepared_at: at,
    })
    .execute();
  if (options.signed !== false) {
    await db
      .insertInto('conclusion_sign_off')
      .values({
        ...scope,
        conclusion_id: conclusionId,
        signed_by: 'Inès Martin (approver)',
        signed_by_id: 'demo-ines',
        signed_at: at,
      })
      .execute();
  }
  return snapshotId;
}

export interface FilingServer {
  app: Hono;
  review: ReviewService;
  standIn: EuStandIn;
  euFiling: EuFiling;
  simulator: Simulator;
  close(): Promise<void>;
}

/** The server's parts for filing, on a data folder (SQLite there unless DATABASE_URL is given). */
export async function startFilingServer(options: {
  dataDir: string;
  port: number;
  databaseUrl?: string | null;
  env?: NodeJS.ProcessEnv;
}): Promise<FilingServer> {
  const config = {
    ...readConfig({ DATABASE_URL: options.databaseUrl ?? undefined }),
    dataDir: options.dataDir,
    port: options.port,
  };
  const simulator = await createSimulator({
    dataDir: path.join(options.dataDir, 'simulator'),
    faults: false,
  });
  const review = await createReviewService(config, DEMO_ACCOUNTS, simulator.app);
  const standIn = await createEuStandIn({ dataDir: options.dataDir, faults: true, delayMs: 300 });
  const euFiling = await createEuFiling({
    db: review.db,
    projectDeps: review.projectDeps,
    dataDir: options.dataDir,
    demoTeamId: DEMO_TEAM_ID,
    standInFetch: () => (url, init) => standIn.app.request(url, init),
    env: { EU_STATUS_FIRST_CHECK_MS: '300', ...options.env },
    pollEveryMs: 100,
  });
  const app = new Hono();
  app.route('/api/simulator', simulator.app);
  app.route('/api/auth', review.auth);
  app.route('/api/review', review.app);
  app.route('/api/audit', review.audit);
  app.route('/api/filing', euFiling.app);
  app.route('/eu-is', standIn.app);
  return {
    app,
    review,
    standIn,
    euFiling,
    simulator,
    close: async () => {
      await euFiling.close();
      await Promise.all([standIn.close(), simulator.close()]);
      await review.close();
    },
  };
}
