import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.ts';

describe('file sizes', () => {
  it('in English, as they always were, on both sides of each unit', () => {
    expect(formatBytes(0, 'en')).toBe('0 B');
    expect(formatBytes(1023, 'en')).toBe('1023 B');
    expect(formatBytes(1024, 'en')).toBe('1.0 KB');
    expect(formatBytes(1024 ** 2 - 1, 'en')).toBe('1024.0 KB');
    expect(formatBytes(70 * 1024 ** 2, 'en')).toBe('70.0 MB');
    expect(formatBytes(1024 ** 3 - 1, 'en')).toBe('1024.0 MB');
    expect(formatBytes(1.05 * 1024 ** 3, 'en')).toBe('1.05 GB');
  });

  it('in the reader’s language: their decimal sign and unit words', () => {
    const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(nbsp(formatBytes(1.05 * 1024 ** 3, 'fr'))).toBe('1,05 Go');
    expect(nbsp(formatBytes(70 * 1024 ** 2, 'fr'))).toBe('70,0 Mo');
    expect(nbsp(formatBytes(512, 'fr'))).toBe('512 o');
    expect(nbsp(formatBytes(1.05 * 1024 ** 3, 'pt'))).toBe('1,05 GB');
    expect(nbsp(formatBytes(1.05 * 1024 ** 3, 'es'))).toBe('1,05 GB');
    expect(nbsp(formatBytes(1.05 * 1024 ** 3, 'id'))).toBe('1,05 GB');
  });
});
