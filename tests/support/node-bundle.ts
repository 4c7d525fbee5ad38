/**
 * A test's TypeScript entry bundled for Node once (esbuild, which tsx brings), so a child process that is
 * started again and again starts no compiler: the crash tests' simulators, restarted after every kill, and
 * plot-check, spawned dozens of times. The output belongs inside node_modules (node_modules/.cache), so the
 * packages left out of the bundle resolve from it as from the sources. `require` is defined for the
 * CommonJS packages bundled into an ES module.
 */
import { build } from 'esbuild';

export async function bundleForNode(options: {
  entryPoints: string[];
  /** One entry: its output file. */
  outfile?: string;
  /** Several entries: their folder, each written as `<name>.mjs`. */
  outdir?: string;
  /** Packages loaded from node_modules, not bundled (native addons; sql.js, which looks for its folder). */
  external: string[];
}): Promise<void> {
  await build({
    ...options,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outExtension: options.outdir ? { '.js': '.mjs' } : undefined,
    banner: {
      js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
}
