/**
 * The checking worker: the page posts files and options, this streams them through the rule module off the
 * main thread (the page stays responsive on a 1 GB file), posts progress about ten times a second, and
 * keeps the preview plots' properties so a click on the map can show them without re-reading the file.
 */
/// <reference lib="webworker" />
import { serve } from '@/lib/worker-rpc/index.ts';
import type { CheckMethods } from './check-protocol.ts';
import { CheckCancelled } from './file-chunks.ts';
import { runCheck, type DetailStore } from './run-check.ts';
import { runFix } from './run-fix.ts';
import { runTracesPreview } from './run-traces-preview.ts';
import { workerReaderEnv } from '../shared/reader-env.ts';

const PROGRESS_INTERVAL_MS = 100;

/** The last completed check's plot details, for a click on the map. */
let details: DetailStore = { properties: new Map(), problems: new Map() };

serve<CheckMethods>({
  // A new check cancels the running one (options changed, files added): it stops at its next chunk.
  check: async ({ files, options, mappings }, { signal, emit }) => {
    const runDetails: DetailStore = { properties: new Map(), problems: new Map() };
    let lastPost = 0;
    const result = await runCheck(
      files,
      options,
      {
        isCancelled: () => signal.aborted,
        onProgress: (p) => {
          const now = performance.now();
          if (now - lastPost < PROGRESS_INTERVAL_MS) return;
          lastPost = now;
          emit(p);
        },
      },
      runDetails,
      mappings ?? [],
      workerReaderEnv,
    );
    if (signal.aborted) throw new CheckCancelled();
    details = runDetails;
    return result;
  },
  feature: ({ uid }) => ({
    properties: details.properties.get(uid) ?? null,
    problems: details.problems.get(uid) ?? [],
  }),
  fix: ({ file, fixes, options }) => runFix(file, fixes, options),
  tracesPreview: ({ file, options }) => runTracesPreview(file, options),
});
