/**
 * The project's plots from the dashboard server's copy: NDJSON read line by line across chunk boundaries,
 * the copy's time and the server's walk reported, an answer cut off or failed is an error (never a short
 * list taken for the whole), a 404 falls back to the page's own walk, and a failure before any plot is
 * retried as reads are (time advanced step by step).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plot } from '@core/api/schemas.ts';
import { testPlot } from '@tests/support/plots.ts';
import { ApiError, NetworkError } from '@/lib/api/errors.ts';
import { serverPlotPages, type ServerCopy } from './mirror-pages.ts';

/** A plot whose properties hold markup: data, passed through as the service gave it. */
const plot = (id: string, supplier = 'A'): Plot =>
  testPlot(id, { supplier, properties: { note: '<b>data, not HTML</b>' } });

const WALK = { projectId: 'p 1', suppliers: [{ name: 'A', plotCount: 3 }], first: 'A' };

/** An answer whose body arrives in the given pieces (cut anywhere, even inside a line). */
function answer(pieces: string[], status = 200) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const piece of pieces) controller.enqueue(encoder.encode(piece));
        controller.close();
      },
    }),
    { status, headers: { 'content-type': 'application/x-ndjson' } },
  );
}

const line = (value: unknown) => `${JSON.stringify(value)}\n`;
const COPY = { type: 'copy', walkedAt: '2026-12-07T09:00:00.000Z', plotCount: 3, refreshing: true };

function listener() {
  const heard: { copies: ServerCopy[]; walking: number[] } = { copies: [], walking: [] };
  return {
    heard,
    onCopy: (copy: ServerCopy) => heard.copies.push(copy),
    onWalking: (plots: number) => heard.walking.push(plots),
  };
}

async function collect(pages: AsyncGenerator<Plot[]>) {
  const got: string[][] = [];
  for await (const page of pages) got.push(page.map((p) => p.id));
  return got;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('serverPlotPages', () => {
  it('reads the copy line by line, however the body is cut, and reports its time and the walk before it', async () => {
    const text =
      line({ type: 'walking', plots: 200 }) +
      line({ type: 'walking', plots: 2 }) +
      line(COPY) +
      line({ type: 'plots', plots: [plot('a'), plot('b')] }) +
      line({ type: 'plots', plots: [plot('c', 'B')] }) +
      line({ type: 'end', plotCount: 3 });
    const urls: string[] = [];
    // Cut every 7 characters: lines, and UTF-8 characters (none here), span chunks.
    const pieces = text.match(/[\s\S]{1,7}/g)!;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      urls.push(url);
      expect(init.priority).toBe('low');
      return answer(pieces);
    });
    const l = listener();
    expect(await collect(serverPlotPages('simulator', WALK, l))).toEqual([['a', 'b'], ['c']]);
    expect(urls).toEqual(['/api/portfolio/simulator/projects/p%201/plots?first=A']);
    expect(l.heard.walking).toEqual([200, 2]);
    expect(l.heard.copies).toEqual([{ walkedAt: Date.UTC(2026, 11, 7, 9), refreshing: true }]);
  });

  it('an answer cut off before its end line is an error, not a shorter project', async () => {
    vi.stubGlobal('fetch', async () => answer([line(COPY), line({ type: 'plots', plots: [plot('a')] })]));
    const got: string[] = [];
    const pages = serverPlotPages('simulator', WALK, listener());
    await expect(
      (async () => {
        for await (const page of pages) got.push(...page.map((p) => p.id));
      })(),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(got).toEqual(['a']);
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
    const failure = await collect(serverPlotPages('live', WALK, listener())).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 502,
      errorCode: 'bad_gateway',
      errorMessage: 'The risk service kept failing.',
    });
    expect(calls).toBe(1);
  });

  it('a line that is not a line of the copy is refused', async () => {
    vi.stubGlobal('fetch', async () => answer([line(COPY), line({ type: 'plots', plots: [{ id: 1 }] })]));
    await expect(collect(serverPlotPages('simulator', WALK, listener()))).rejects.toThrow(/Unexpected line/);
    vi.stubGlobal('fetch', async () => answer(['{"type":"copy",\n']));
    await expect(collect(serverPlotPages('simulator', WALK, listener()))).rejects.toThrow();
  });

  it('from a server without the copy (404), the page walks the service itself', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      if (url.startsWith('/api/portfolio/'))
        return Response.json({ errorCode: 'not_found', errorMessage: 'No such path' }, { status: 404 });
      return Response.json({ count: 1, nextUrl: null, results: [plot('w')] });
    });
    const ids = (await collect(serverPlotPages('simulator', WALK, listener()))).flat();
    expect(ids).toEqual(['w']);
    expect(urls.some((u) => u.startsWith('/api/simulator/v1/plots?'))).toBe(true);
  });

  it('a 403 is not walked around: the person has no role on the project', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { errorCode: 'forbidden', errorMessage: 'You have no role on project p.' },
        { status: 403 },
      ),
    );
    await expect(collect(serverPlotPages('simulator', WALK, listener()))).rejects.toMatchObject({
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
      return answer([
        line(COPY),
        line({ type: 'plots', plots: [plot('a')] }),
        line({ type: 'end', plotCount: 1 }),
      ]);
    });
    const done = collect(serverPlotPages('simulator', WALK, listener()));
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
      return answer([line(COPY), line({ type: 'plots', plots: [plot('a')] })]);
    });
    const cut = collect(serverPlotPages('simulator', WALK, listener())).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await cut).toBeInstanceOf(NetworkError);
    expect(calls).toBe(1);
  });
});
