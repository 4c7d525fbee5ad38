/**
 * Where the simulator journeys run: E2E_PORT is the first worker's server (4173 unless set, so several
 * developers on one machine can each pick theirs); worker n serves on E2E_PORT + 10·n. The live-mode
 * journeys' two dashboards use E2E_PORT + 100 and + 101 and the restart journey E2E_PORT + 50, so the ranges
 * never meet for the worker counts playwright.config.ts allows, and the two suites can run at the same time
 * (npm test runs them side by side).
 */
export const basePort = () => Number(process.env.E2E_PORT ?? 4173);

export const workerPort = (parallelIndex: number) => basePort() + 10 * parallelIndex;

/** The live-mode dashboard that leaves the token to the person (it asks for one). */
export const liveAskingPort = () => basePort() + 100;

/** The live-mode dashboard that holds the token on the server. */
export const liveTokenPort = () => basePort() + 101;

/** The e2e build's folder: DIST_DIR when a developer names one, else one per base port. */
export const e2eDistDir = () => process.env.DIST_DIR ?? `dist-e2e-${basePort()}`;

/** The team journeys' own dashboards: one with single sign-on, one on PostgreSQL. */
export const ssoPort = () => basePort() + 70;
export const postgresPort = () => basePort() + 80;
