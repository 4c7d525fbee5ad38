/**
 * The upload run with fakes for every effect: which actions reach the reducer, what is saved for a reload,
 * which files are PUT and when the run stops, renews or starts.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors.ts';
import { PutError } from './signed-put.ts';
import type { UploadAction } from './upload-flow.ts';
import type { UploadSession } from './upload-session.ts';
import { createHash } from 'node:crypto';
import { sha256Of } from './file-origin.ts';
import { EMPTY_MAPPING } from '../model/field-mapping.ts';
import { DEFAULT_UPLOAD_OPTIONS } from '../shared/start-options.ts';
import {
  linksExpiredAfterReload,
  linksKeepExpiring,
  PUT_CONCURRENCY,
  provideFiles,
  resumeAction,
  retryStart,
  runUpload,
  type UploadRunDeps,
} from './upload-run.ts';

const file = (name: string, text = `{"type":"FeatureCollection","features":[]} ${name}`) =>
  new File([text], name, { type: 'application/geo+json' });

type PutBehaviour = (url: string, file: Blob) => Promise<void>;

function fakes(
  over: { put?: PutBehaviour; start?: () => Promise<unknown>; reprepare?: UploadRunDeps['reprepare'] } = {},
) {
  const actions: UploadAction[] = [];
  const puts: string[] = [];
  const creates: { supplier: string; fileNames: string[] }[] = [];
  const starts: string[] = [];
  const started: string[] = [];
  const unauthorized: unknown[] = [];
  const marked: string[] = [];
  let saved: UploadSession | null = null;
  /** Every file given to the hasher (each is a whole read in the page's hashing worker). */
  const hashed: Blob[] = [];
  let createCount = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const deps: UploadRunDeps = {
    dispatch: (a) => actions.push(a),
    createUpload: async (body) => {
      createCount += 1;
      creates.push({ supplier: body.supplier, fileNames: body.fileNames });
      return {
        uploadId: `u${createCount}`,
        signedUrls: body.fileNames.map((n) => ({
          fileName: n,
          signedUrls: `https://store/u${createCount}/${n}`,
        })),
      };
    },
    startUpload: async (body) => {
      starts.push(body.uploadId);
      return over.start ? over.start() : { status: 'ok' };
    },
    putFile: async (url, f, opts) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        opts.onProgress?.(0);
        await new Promise((r) => setTimeout(r, 1));
        if (over.put) await over.put(url, f);
        puts.push(url);
        opts.onProgress?.(f.size);
      } finally {
        inFlight -= 1;
      }
    },
    isExpired: (e) => e instanceof PutError && e.status === 403,
    session: {
      read: () => saved,
      write: (s) => {
        saved = s;
      },
      markSent: (name) => {
        marked.push(name);
        if (saved)
          saved = {
            ...saved,
            files: saved.files.map((f) => (f.fileName === name ? { ...f, sent: true } : f)),
          };
      },
    },
    reprepare: over.reprepare ?? (async (f) => f),
    hash: (b) => {
      hashed.push(b);
      return sha256Of(b);
    },
    reportUnauthorized: (e) => unauthorized.push(e),
    onStarted: (id) => started.push(id),
    now: () => 1_000_000,
    files: new Map(),
  };
  return {
    deps,
    actions,
    puts,
    creates,
    starts,
    started,
    unauthorized,
    marked,
    hashed,
    saved: () => saved,
    setSaved: (s: UploadSession | null) => {
      saved = s;
    },
    maxInFlight: () => maxInFlight,
  };
}

const types = (actions: UploadAction[]) => actions.map((a) => a.type);
const request = (files: File[]) => ({
  projectId: 'p1',
  supplier: '  Acme  ',
  files,
  options: DEFAULT_UPLOAD_OPTIONS,
});

describe('runUpload', () => {
  it('creates, sends every file, starts, and saves the session for a reload', async () => {
    const f = fakes();
    const files = [file('a.geojson'), file('b.geojson')];
    await runUpload(request(files), new AbortController().signal, f.deps);
    expect(f.creates).toEqual([{ supplier: 'Acme', fileNames: ['a.geojson', 'b.geojson'] }]);
    expect(f.puts.sort()).toEqual(['https://store/u1/a.geojson', 'https://store/u1/b.geojson']);
    expect(f.starts).toEqual(['u1']);
    expect(f.started).toEqual(['u1']);
    const t = types(f.actions);
    expect(t[0]).toBe('create');
    expect(t[1]).toBe('created');
    expect(t.filter((x) => x === 'sent')).toHaveLength(2);
    expect(t.slice(-2)).toEqual(['start', 'started']);
    const saved = f.saved()!;
    expect(saved.step).toBe('following');
    expect(saved.supplier).toBe('Acme');
    // Each file is marked sent as its PUT ends, so a reload asks only for the others.
    expect(f.marked.sort()).toEqual(['a.geojson', 'b.geojson']);
    // The origin holds the hash of the file sent, so a file picked after a reload can be verified.
    expect(saved.files[0]!.origin).toEqual({
      name: 'a.geojson',
      size: files[0]!.size,
      mapping: null,
      swapAxes: false,
      sha256: await sha256Of(files[0]!),
      // No dropped file was named: its own hash is not known (the record then leaves originals out).
      sourceSha256: null,
    });
  });

  it('keeps both hashes for the record: the dropped file’s before mapping and fixes, and the file sent', async () => {
    const f = fakes();
    const kml = new File(['<kml><Placemark/></kml>'], 'farms.kml');
    const sent = file('farms.geojson');
    const direct = file('traces.geojson');
    const fixes = [{ kind: 'close-rings', plotCount: 1, plots: ['3'] }];
    const mapping = { ...EMPTY_MAPPING, nameField: 'plot_id' };
    await runUpload(
      {
        ...request([sent, direct]),
        origins: [
          { name: 'farms.kml', size: kml.size, mapping, swapAxes: false, fixes },
          { name: 'traces.geojson', size: direct.size, mapping: null, swapAxes: false },
        ],
        // The dropped files' hashes are not known yet: asked of the hasher (the worker in the page).
        sources: [{ file: kml }, { file: direct }],
      },
      new AbortController().signal,
      f.deps,
    );
    const [converted, asDropped] = f.saved()!.files.map((x) => x.origin!);
    const nodeSha = async (b: Blob) =>
      createHash('sha256')
        .update(Buffer.from(await b.arrayBuffer()))
        .digest('hex');
    expect(converted!.sourceSha256).toBe(await nodeSha(kml));
    expect(converted!.sha256).toBe(await nodeSha(sent));
    expect(converted!.sourceSha256).not.toBe(converted!.sha256);
    expect(converted!.fixes).toEqual(fixes);
    // A file sent as dropped: one file, one hash, both sides.
    expect(asDropped!.sourceSha256).toBe(await nodeSha(direct));
    expect(asDropped!.sha256).toBe(asDropped!.sourceSha256);
  });

  it('takes the dropped file’s hash from its record: the dropped file is not read again, a file sent as dropped not at all', async () => {
    const f = fakes();
    const kml = new File(['<kml><Placemark/></kml>'], 'farms.kml');
    const sent = file('farms.geojson');
    const direct = file('traces.geojson');
    const mapping = { ...EMPTY_MAPPING, nameField: 'plot_id' };
    await runUpload(
      {
        ...request([sent, direct]),
        origins: [
          { name: 'farms.kml', size: kml.size, mapping, swapAxes: false },
          { name: 'traces.geojson', size: direct.size, mapping: null, swapAxes: false },
        ],
        // As the records hold them: worked out once, in the hashing worker, when the files were dropped.
        sources: [
          { file: kml, sha256: 'a'.repeat(64) },
          { file: direct, sha256: 'b'.repeat(64) },
        ],
      },
      new AbortController().signal,
      f.deps,
    );
    // Only the converted file, which the page made, is hashed now.
    expect(f.hashed).toEqual([sent]);
    const [converted, asDropped] = f.saved()!.files.map((x) => x.origin!);
    expect(converted).toMatchObject({ sourceSha256: 'a'.repeat(64), sha256: await sha256Of(sent) });
    expect(asDropped).toMatchObject({ sourceSha256: 'b'.repeat(64), sha256: 'b'.repeat(64) });
  });

  it('a dropped file that could not be hashed stays unhashed (null), and is not tried again', async () => {
    const f = fakes();
    const direct = file('traces.geojson');
    await runUpload(
      { ...request([direct]), sources: [{ file: direct, sha256: null }] },
      new AbortController().signal,
      f.deps,
    );
    expect(f.hashed).toEqual([]);
    expect(f.saved()!.files[0]!.origin).toMatchObject({ sourceSha256: null, sha256: null });
    expect(f.starts).toEqual(['u1']);
  });

  it('a hash that fails leaves that hash null and the upload goes on', async () => {
    const f = fakes();
    const kml = new File(['<kml/>'], 'farms.kml');
    const sent = file('farms.geojson');
    f.deps.hash = async (b) => {
      if (b === kml) throw new Error('The file was removed from the device.');
      return sha256Of(b);
    };
    await runUpload({ ...request([sent]), sources: [{ file: kml }] }, new AbortController().signal, f.deps);
    expect(f.starts).toEqual(['u1']);
    expect(f.saved()!.files[0]!.origin).toMatchObject({ sourceSha256: null, sha256: await sha256Of(sent) });
  });

  it(`sends at most ${PUT_CONCURRENCY} files at a time`, async () => {
    const f = fakes();
    const files = Array.from({ length: 7 }, (_, i) => file(`f${i}.geojson`));
    await runUpload(request(files), new AbortController().signal, f.deps);
    expect(f.puts).toHaveLength(7);
    expect(f.maxInFlight()).toBe(PUT_CONCURRENCY);
  });

  it('makes one fresh upload when the URLs expired, then gives up with a message', async () => {
    const expiredOnce = fakes({
      put: async (url) => {
        if (url.includes('/u1/')) throw new PutError('expired', 403);
      },
    });
    await runUpload(request([file('a.geojson')]), new AbortController().signal, expiredOnce.deps);
    expect(expiredOnce.creates).toHaveLength(2);
    expect(types(expiredOnce.actions)).toContain('renew');
    expect(expiredOnce.starts).toEqual(['u2']);

    const alwaysExpired = fakes({
      put: async () => {
        throw new PutError('expired', 403);
      },
    });
    await runUpload(request([file('a.geojson')]), new AbortController().signal, alwaysExpired.deps);
    expect(alwaysExpired.creates).toHaveLength(2);
    expect(alwaysExpired.starts).toEqual([]);
    expect(alwaysExpired.actions.at(-1)).toEqual({ type: 'failed', message: linksKeepExpiring() });
    expect(alwaysExpired.saved()).toBeNull();
  });

  it('stops at a failed PUT without starting; the session stays for a retry', async () => {
    const f = fakes({
      put: async (url) => {
        if (url.endsWith('b.geojson')) throw new PutError('HTTP 500 from storage', 500);
      },
    });
    await runUpload(request([file('a.geojson'), file('b.geojson')]), new AbortController().signal, f.deps);
    expect(f.starts).toEqual([]);
    expect(f.actions).toContainEqual({
      type: 'putFailed',
      fileName: 'b.geojson',
      message: 'HTTP 500 from storage',
    });
    expect(f.saved()?.step).toBe('sending');
  });

  it('sends nothing once aborted', async () => {
    const f = fakes();
    const controller = new AbortController();
    controller.abort();
    await runUpload(request([file('a.geojson')]), controller.signal, f.deps);
    expect(f.creates).toHaveLength(1);
    expect(f.puts).toEqual([]);
    expect(f.starts).toEqual([]);
  });

  it('reports a refused token at create and says why', async () => {
    const f = fakes();
    const refused = new ApiError(401, 'UNAUTHORIZED', 'bad token');
    f.deps.createUpload = async () => {
      throw refused;
    };
    await runUpload(request([file('a.geojson')]), new AbortController().signal, f.deps);
    expect(f.unauthorized).toEqual([refused]);
    const last = f.actions.at(-1);
    expect(last?.type).toBe('failed');
    expect(last && 'message' in last ? last.message : '').toContain('API token was refused');
  });

  it('waits for Retry-After on a 429 at start (10 s when the header is missing)', async () => {
    const with30 = fakes({
      start: async () => {
        throw new ApiError(429, 'BUSY', 'another upload runs', 30);
      },
    });
    await runUpload(request([file('a.geojson')]), new AbortController().signal, with30.deps);
    expect(with30.actions.at(-1)).toEqual({
      type: 'blocked',
      retryAt: 1_000_000 + 30_000,
      message: 'another upload runs',
    });
    expect(with30.started).toEqual([]);

    const without = fakes({
      start: async () => {
        throw new ApiError(429, 'BUSY', 'busy');
      },
    });
    await runUpload(request([file('a.geojson')]), new AbortController().signal, without.deps);
    expect(without.actions.at(-1)).toEqual({ type: 'blocked', retryAt: 1_000_000 + 10_000, message: 'busy' });
  });
});

describe('after a reload', () => {
  async function sessionFor(files: File[], sent: boolean[]): Promise<UploadSession> {
    return {
      uploadId: 'u9',
      step: 'sending',
      supplier: 'Acme',
      projectId: 'p1',
      options: DEFAULT_UPLOAD_OPTIONS,
      files: await Promise.all(
        files.map(async (f, i) => ({
          fileName: f.name,
          size: f.size,
          url: `https://store/u9/${f.name}`,
          sent: sent[i]!,
          origin: { name: f.name, size: f.size, mapping: null, swapAxes: false, sha256: await sha256Of(f) },
        })),
      ),
    };
  }

  it('resumeAction carries each file, whether it was sent, and the dropped file it came from', async () => {
    const a = file('a.geojson');
    const action = resumeAction(await sessionFor([a], [false]));
    expect(action).toEqual({
      type: 'resume',
      uploadId: 'u9',
      step: 'sending',
      files: [
        { fileName: 'a.geojson', size: a.size, sent: false, origin: { name: 'a.geojson', size: a.size } },
      ],
    });
  });

  it('sends only the files not sent yet once every one is picked again, then starts', async () => {
    const a = file('a.geojson');
    const b = file('b.geojson');
    const f = fakes();
    f.setSaved(await sessionFor([a, b], [true, false]));
    await provideFiles([file('b.geojson')], new AbortController().signal, f.deps);
    expect(f.actions[0]).toEqual({ type: 'filesProvided', files: [{ fileName: 'b.geojson', size: b.size }] });
    expect(f.puts).toEqual(['https://store/u9/b.geojson']);
    expect(f.starts).toEqual(['u9']);
  });

  it('refuses a picked file of another size or content, and sends nothing while one is missing', async () => {
    const a = file('a.geojson', 'AAAA');
    const f = fakes();
    f.setSaved(await sessionFor([a], [false]));
    await provideFiles([file('a.geojson', 'AAAAA')], new AbortController().signal, f.deps);
    expect(f.actions[0]).toMatchObject({ type: 'fileRefused', fileName: 'a.geojson' });
    expect((f.actions[0] as { message: string }).message).toContain('it is another file');
    expect(f.puts).toEqual([]);

    const g = fakes();
    g.setSaved(await sessionFor([a], [false]));
    await provideFiles([file('a.geojson', 'BBBB')], new AbortController().signal, g.deps);
    expect((g.actions[0] as { message: string }).message).toContain('does not give the same plots');
    expect(g.actions[1]).toEqual({ type: 'filesProvided', files: [] });
    expect(g.puts).toEqual([]);
    expect(g.starts).toEqual([]);
  });

  it('says when a picked file cannot be read again', async () => {
    const a = file('a.geojson', 'AAAA');
    const f = fakes({
      reprepare: async () => {
        throw new Error('the reader stopped');
      },
    });
    f.setSaved(await sessionFor([a], [false]));
    await provideFiles([file('a.geojson', 'AAAA')], new AbortController().signal, f.deps);
    expect(f.actions[0]).toEqual({
      type: 'fileRefused',
      fileName: 'a.geojson',
      message: 'a.geojson could not be read again: the reader stopped',
    });
  });

  it('expired links after a reload end the upload with what to do', async () => {
    const a = file('a.geojson');
    const f = fakes({
      put: async () => {
        throw new PutError('expired', 403);
      },
    });
    f.setSaved(await sessionFor([a], [false]));
    await provideFiles([file('a.geojson')], new AbortController().signal, f.deps);
    expect(f.actions.at(-1)).toEqual({ type: 'failed', message: linksExpiredAfterReload() });
    expect(f.saved()).toBeNull();
  });

  it('retryStart starts the saved upload, and does nothing without one', async () => {
    const f = fakes();
    await retryStart(f.deps);
    expect(f.starts).toEqual([]);
    f.setSaved(await sessionFor([file('a.geojson')], [true]));
    await retryStart(f.deps);
    expect(f.starts).toEqual(['u9']);
    expect(f.saved()?.step).toBe('following');
  });
});
