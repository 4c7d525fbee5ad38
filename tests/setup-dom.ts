/**
 * Set-up of the jsdom project: jest-dom's matchers, and React Testing Library's cleanup after every test
 * (its automatic cleanup needs Vitest's globals, which are off; the files of a worker share one DOM, see
 * vitest.config.ts, so what a test rendered must not stay for the next).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
