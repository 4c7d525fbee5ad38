#!/usr/bin/env node
/**
 * The npm registry this project is built against does not serve every platform binary of
 * @tailwindcss/oxide and of oxc-parser (knip's parser) (e.g. the darwin and win32 builds answer 404), so `npm install` leaves them out of
 * package-lock.json and `npm ci` then refuses the lock as out of sync. This adds the missing optional
 * platform entries (os/cpu only, like npm writes them) so `npm ci` accepts the lock and, on Linux x64,
 * skips them as it skips every other foreign platform. Run after `npm install` changes the lock.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORMS = {
  'android-arm-eabi': { os: ['android'], cpu: ['arm'] },
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'freebsd-x64': { os: ['freebsd'], cpu: ['x64'] },
  'linux-arm-gnueabihf': { os: ['linux'], cpu: ['arm'] },
  'linux-arm-musleabihf': { os: ['linux'], cpu: ['arm'] },
  'linux-ppc64-gnu': { os: ['linux'], cpu: ['ppc64'], libc: ['glibc'] },
  'linux-riscv64-gnu': { os: ['linux'], cpu: ['riscv64'], libc: ['glibc'] },
  'linux-riscv64-musl': { os: ['linux'], cpu: ['riscv64'], libc: ['musl'] },
  'linux-s390x-gnu': { os: ['linux'], cpu: ['s390x'], libc: ['glibc'] },
  'openharmony-arm64': { os: ['openharmony'], cpu: ['arm64'] },
  'wasm32-wasi': { cpu: ['wasm32'] },
  'win32-arm64-msvc': { os: ['win32'], cpu: ['arm64'] },
  'win32-ia32-msvc': { os: ['win32'], cpu: ['ia32'] },
  'win32-x64-msvc': { os: ['win32'], cpu: ['x64'] },
};

/** Packages whose platform binaries the registry serves only in part. */
const PREFIXES = ['@tailwindcss/oxide-', '@oxc-parser/binding-'];

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const path = `node_modules/${name}`;
    const prefix = PREFIXES.find((p) => name.startsWith(p));
    if (packages[path] || !prefix) continue;
    const platform = PLATFORMS[name.slice(prefix.length)];
    if (!platform) continue;
    packages[path] = {
      version,
      ...(platform.cpu ? { cpu: platform.cpu } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: platform.libc } : {}),
      license: 'MIT',
      optional: true,
      ...(platform.os ? { os: platform.os } : {}),
      engines: entry.engines ?? { node: '>= 20' },
    };
    added++;
    console.log(`added ${path}@${version} (optional dependency of ${key})`);
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} entries added`);
