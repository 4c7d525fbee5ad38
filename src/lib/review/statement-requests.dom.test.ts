/**
 * The client side of overrides, evidence snapshots and conclusions (review-queries.ts): each request goes to
 * the dashboard's own store under the connection's root, with the bearer token and the write's
 * Idempotency-Key, and each answer is parsed with core/api/statements.ts (a malformed one is refused). fetch
 * is a recorder that answers what each test says.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { caught, jsonResponse as json, recordFetch } from '@tests/support/fetch-recorder.ts';
import type * as Connection from '../api/connection.ts';
import type * as Errors from '../api/errors.ts';
import type * as ReviewQueries from './review-queries.ts';

// The connection, the client and the requests imported afresh, together: the dom project shares modules
// between files (isolate: false), and a file that mocked or reset one of them before this one left the
// client reading another connection than the one set here (the token went missing in-tree).
let setConnection: typeof Connection.setConnection;
let ApiError: typeof Errors.ApiError;
let ResponseShapeError: typeof Errors.ResponseShapeError;
let q: typeof ReviewQueries;
beforeAll(async () => {
  vi.resetModules();
  ({ setConnection } = await import('../api/connection.ts'));
  ({ ApiError, ResponseShapeError } = await import('../api/errors.ts'));
  q = await import('./review-queries.ts');
});

const fetched = recordFetch(() => json(200, {}));

beforeEach(() => {
  setConnection({ kind: 'simulator', token: 'tok-1', rememberInTab: false });
});

const CONCLUSION = {
  id: 'c-1',
  supplierId: 's/1',
  conclusion: 'negligible',
  reasoning: 'All plots checked on the ground.',
  openItems: 0,
  preparedBy: 'Amara',
  preparedById: 'demo-amara',
  preparedAt: '2026-12-06T10:00:00.000Z',
  signOff: { signedBy: 'Inès', signedById: 'demo-ines', signedAt: '2026-12-06T11:00:00.000Z' },
};

describe('statement requests', () => {
  it('signs a conclusion off with a POST that carries the key and no body', async () => {
    fetched.answer = () => json(201, { conclusion: CONCLUSION });
    const answer = await q.signOffConclusion('live', 'p 1', 'c/1', 'key-1');
    expect(answer.conclusion.signOff?.signedBy).toBe('Inès');
    const { url, init } = fetched.sent[0]!;
    expect(url).toBe('/api/review/live/projects/p%201/conclusions/c%2F1/sign-off');
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
    expect(init.headers).toMatchObject({ 'idempotency-key': 'key-1', authorization: 'Bearer tok-1' });
  });

  it('posts an override, a snapshot and a conclusion as JSON to their paths', async () => {
    fetched.answer = () => json(201, { overrides: [] });
    const override = {
      plots: [{ plotId: 'a', itemKeys: ['["risk","a",null]'] }],
      reason: 'Checked on site.',
    };
    await q.createOverride('simulator', 'p-1', override, 'k-o');
    fetched.answer = () => json(201, { conclusion: { ...CONCLUSION, signOff: null } });
    const conclusion = {
      supplierId: 's-1',
      conclusion: 'negligible' as const,
      reasoning: 'All plots checked.',
      openItems: 0,
    };
    await q.prepareConclusion('simulator', 'p-1', conclusion, 'k-c');
    expect(fetched.sent.map((s) => [s.url, JSON.parse(s.init.body as string)])).toEqual([
      ['/api/review/simulator/projects/p-1/statement-overrides', override],
      ['/api/review/simulator/projects/p-1/conclusions', conclusion],
    ]);
    // A snapshot answer without its required fields is refused, not handed on.
    fetched.answer = () => json(201, { snapshot: { id: 's-1' } });
    const error = await caught(
      q.createSnapshot(
        'simulator',
        'p-1',
        {
          kind: 'traces-export',
          supplierIds: [],
          plots: [{ plotId: 'a', geometrySha256: 'a'.repeat(64) }],
          leftOut: [],
          riskDataAt: null,
          files: [],
        },
        'k-s',
      ),
    );
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(fetched.sent[2]!.url).toBe('/api/review/simulator/projects/p-1/evidence-snapshots');
  });

  it('fetches a snapshot report as bytes, and says the store’s error when there is none', async () => {
    expect(q.snapshotReportUrl('simulator', 'p-1', 'snap 1')).toBe(
      '/api/review/simulator/projects/p-1/evidence-snapshots/snap%201/report',
    );
    fetched.answer = () => new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), { status: 200 });
    const bytes = await q.fetchSnapshotReport('simulator', 'p-1', 'snap 1');
    expect([...new Uint8Array(bytes)]).toEqual([0x25, 0x50, 0x44, 0x46]);
    expect(fetched.sent[0]!.init.headers).toMatchObject({ authorization: 'Bearer tok-1' });
    fetched.answer = () =>
      json(404, { errorCode: 'not_found', errorMessage: 'Evidence snapshot snap 1 holds no report.' });
    const error = await caught(q.fetchSnapshotReport('simulator', 'p-1', 'snap 1'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, errorMessage: 'Evidence snapshot snap 1 holds no report.' });
  });

  it('keys each list under the review root, apart per project and supplier', () => {
    expect(q.reviewQueries.overrides('simulator', 'p-1', 's-1').queryKey).toEqual([
      'review',
      'simulator',
      'p-1',
      'overrides',
      's-1',
    ]);
    expect(q.reviewQueries.conclusions('live', 'p-1').queryKey).toEqual([
      'review',
      'live',
      'p-1',
      'conclusions',
      null,
    ]);
    expect(q.reviewQueries.snapshot('simulator', 'p-1', 'snap').queryKey).toEqual([
      'review',
      'simulator',
      'p-1',
      'snapshot',
      'snap',
    ]);
    expect(q.reviewQueries.snapshots('simulator', null).queryFn).toBeTypeOf('symbol');
  });
});
