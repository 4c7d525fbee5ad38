/**
 * The project's plots from the dashboard server's copy: packs read frame by frame across chunk boundaries,
 * the copy's time and the server's walk reported, an answer cut off or failed is an error (never a short
 * list taken for the whole), a 404 falls back to the page's own walk (its pages packed here), and a failure
 * before any plot is retried as reads are (time advanced step by step).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { testPlot } from '@tests/support/plots.ts';
import { ApiError, NetworkError } from '@/lib/api/errors.ts';
import { encodeLineFrame, encodePackFrame } from '@core/plot-packs/pack-frames.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { packSize, TEXT_ID, type PackedPlots } from '@core/plot-packs/packed-plots.ts';
import { serverPlotPacks, type ServerCopy } from './mirror-pages.ts';
import { packText } from './pack-reader.ts';

/** A plot whose properties hold markup: data, passed through as the service gave it. */
const plot = (id: string, supplier = 'A'): Plot =>
  testPlot(id, { supplier, properties: { note: '<b>data, not HTML</b>' } });

const WALK = { projectId: 'p 1', suppliers: [{ name: 'A', plotCount: 3 }], first: 'A' };

/** An answer whose body arrives in the given pieces (cut anywhere, even inside a frame). */
function answer(pieces: Uint8Array[], status = 200) {
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const piece of pieces) controller.enqueue(piece);
        controller.close();
      },
    }),
    { status, headers: { 'content-type': 'application/vnd.plot-packs' } },
  );
}

const line = (value: unknown) => encodeLineFrame(value);
const pack = (plots: Plot[]) => encodePackFrame(packPlots(plots));

/** Frames joined, cut every `every` bytes. */
function cut(frames: Uint8Array[], every: number): Uint8Array[] {
  const bytes = new Uint8Array(frames.reduce((n, f) => n + f.length, 0));
  let at = 0;
  for (const f of frames) {
    bytes.set(f, at);
    at += f.length;
  }
  const pieces: Uint8Array[] = [];
  for (let k = 0; k < bytes.length; k += every) pieces.push(bytes.subarray(k, k + every));
  return pieces;
}
const COPY = { type: 'copy', walkedAt: '2026-12-07T09:00:00.000Z', plotCount: 3, refreshing: true };

function listener() {
  const heard: { copies: ServerCopy[]; walking: number[] } = { copies: [], walking: [] };
  return {
    heard,
    onCopy: (copy: ServerCopy) => heard.copies.push(copy),
    onWalking: (plots: number) => heard.walking.push(plots),
  };
}

const idsOf = (p: PackedPlots) => Array.from({ length: packSize(p) }, (_, i) => packText(p, i, TEXT_ID));

async function collect(packs: AsyncGenerator<PackedPlots>) {
  const got: string[][] = [];
  for await (const p of packs) got.push(idsOf(p));
  return got;
}

const plotsFrom = (kind: 'simulator' | 'live' = 'simulator') =>
  serverPlotPacks(kind, WALK, listener(), packPlots);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('serverPlotPacks', () => {
  it('reads the copy frame by frame, however the body is cut, and reports its time and the walk before it', async () => {
    const frames = [
      line({ type: 'walking', plots: 200 }),
      line({ type: 'walking', plots: 2 }),
      line(COPY),
      pack([plot('a'), plot('b')]),
      pack([plot('c', 'B')]),
      line({ type: 'end', plotCount: 3 }),
    ];
    const urls: string[] = [];
    // Cut every 7 bytes: frames, and the numbers of their heads, span chunks.
    const pieces = cut(frames, 7);
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      urls.push(url);
      expect(init.priority).toBe('low');
      return answer(pieces);
    });
    const l = listener();
    expect(await collect(serverPlotPacks('simulator', WALK, l, packPlots))).toEqual([['a', 'b'], ['c']]);
    expect(urls).toEqual(['/api/portfolio/simulator/projects/p%201/packs?first=A']);
    expect(l.heard.walking).toEqual([200, 2]);
    expect(l.heard.copies).toEqual([{ walkedAt: Date.UTC(2026, 11, 7, 9), refreshing: true }]);
  });

  it('an answer cut off before its end line, or inside a frame, is an error, not a shorter project', async () => {
    for (const frames of [
      [line(COPY), pack([plot('a')])],
      [line(COPY), pack([plot('a')]), pack([plot('b')]).subarray(0, 40)],
    ]) {
      vi.stubGlobal('fetch', async () => answer(frames));
      const got: string[] = [];
      const packs = plotsFrom();
      await expect(
        (async () => {
          for await (const p of packs) got.push(...idsOf(p));
        })(),
      ).rejects.toBeInstanceOf(NetworkError);
      expect(got).toEqual(['a']);
    }
  });

  it('a walk that failed on the server is said as the server said it, and not asked again', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls++;
      return answer([
        line({ type: 'walking', plots: 0 }),
        line({ type: 'error', errorCode: 'bad_gateway', errorMessage: 'The risk service kept failing.' }),
      ]);
    });
    const failure = await collect(plotsFrom('live')).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 502,
      errorCode: 'bad_gateway',
      errorMessage: 'The risk service kept failing.',
    });
    expect(calls).toBe(1);
  });

  it('a line that is not a line of the copy, a pack that does not hold together, is refused', async () => {
    vi.stubGlobal('fetch', async () => answer([line(COPY), line({ type: 'plots', plots: [{ id: 1 }] })]));
    await expect(collect(plotsFrom())).rejects.toThrow(/Unexpected line/);
    vi.stubGlobal('fetch', async () => answer([line(COPY), line({ type: 'plots', plots: [plot('a')] })]));
    await expect(collect(plotsFrom())).rejects.toThrow(/no lines of plots/);
    const broken = packPlots([plot('a')]);
    broken.supplier[0] = 7;
    vi.stubGlobal('fetch', async () => answer([line(COPY), encodePackFrame(broken)]));
    await expect(collect(plotsFrom())).rejects.toThrow(/Unexpected frame.*supplier names no word/);
    vi.stubGlobal('fetch', async () => answer([new TextEncoder().encode('{"type":"copy",\n')]));
    await expect(collect(plotsFrom())).rejects.toThrow();
  });

  it('from a server without the copy (404), the page walks the service itself', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      if (url.startsWith('/api/portfolio/'))
        return Response.json({ errorCode: 'not_found', errorMessage: 'No such path' }, { status: 404 });
      return Response.json({ count: 1, nextUrl: null, results: [plot('w')] });
    });
    const ids = (await collect(plotsFrom())).flat();
    expect(ids).toEqual(['w']);
    expect(urls.some((u) => u.startsWith('/api/simulator/v1/plots?'))).toBe(true);
  });

  it('a supplier’s page asks for its supplier’s packs alone; without the copy it walks every supplier, its own first', async () => {
    const walk = {
      projectId: 'p 1',
      suppliers: [
        { name: 'A', plotCount: 1 },
        { name: 'B & C', plotCount: 1 },
      ],
      first: 'B & C',
      only: 'B & C',
    };
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return answer([line(COPY), pack([plot('c', 'B & C')]), line({ type: 'end', plotCount: 1 })]);
    });
    expect(await collect(serverPlotPacks('simulator', walk, listener(), packPlots))).toEqual([['c']]);
    expect(urls).toEqual(['/api/portfolio/simulator/projects/p%201/packs?supplier=B+%26+C']);

    urls.length = 0;
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      if (url.startsWith('/api/portfolio/'))
        return Response.json({ errorCode: 'not_found', errorMessage: 'No such path' }, { status: 404 });
      const supplier = new URL(url, 'http://x').searchParams.get('supplier');
      return Response.json({ count: 1, nextUrl: null, results: [plot(`of ${supplier}`, supplier!)] });
    });
    const ids = (await collect(serverPlotPacks('simulator', walk, listener(), packPlots))).flat();
    // Every supplier's plots (the page's overlap scan needs them), its own before the others'.
    expect(ids.slice(0, 1)).toEqual(['of B & C']);
    expect(new Set(ids)).toEqual(new Set(['of B & C', 'of A']));
  });

  it('a 403 is not walked around: the person has no role on the project', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { errorCode: 'forbidden', errorMessage: 'You have no role on project p.' },
        { status: 403 },
      ),
    );
    await expect(collect(plotsFrom())).rejects.toMatchObject({
      status: 403,
      errorMessage: 'You have no role on project p.',
    });
  });

  it('a 503 before any plot is asked again after 1 s, then 2 s; none after the plots began', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls++;
      if (calls <= 2) return Response.json({ errorCode: 'internal' }, { status: 503 });
      return answer([line(COPY), pack([plot('a')]), line({ type: 'end', plotCount: 1 })]);
    });
    const done = collect(plotsFrom());
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toEqual([['a']]);
    expect(calls).toBe(3);

    // Cut off after its first plots: not asked again (the plots already shown would come twice).
    calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls++;
      return answer([line(COPY), pack([plot('a')])]);
    });
    const cut = collect(plotsFrom()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await cut).toBeInstanceOf(NetworkError);
    expect(calls).toBe(1);
  });
});
