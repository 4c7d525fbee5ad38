/**
 * A file over the in-browser fix limit is refused before it is read, in the language of the page that asked
 * (the checking worker gets it with the call: src/lib/worker-rpc).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setCurrentLocale } from '@core/i18n/locales.ts';
import { DEFAULT_CHECK_OPTIONS } from '@core/plot-rules/index.ts';
import { FIX_MAX_BYTES, runFix } from './run-fix.ts';

function sized(size: number): File {
  const file = new File(['{"type":"FeatureCollection","features":[]}'], 'farms.geojson');
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('runFix size limit', () => {
  afterEach(() => setCurrentLocale('en'));

  it('refuses a file one byte over the limit, in English and in French', async () => {
    await expect(runFix(sized(FIX_MAX_BYTES + 1), ['close-rings'], DEFAULT_CHECK_OPTIONS)).rejects.toThrow(
      'This file is too large to fix in the browser; fix it at the source.',
    );
    setCurrentLocale('fr');
    await expect(runFix(sized(FIX_MAX_BYTES + 1), ['close-rings'], DEFAULT_CHECK_OPTIONS)).rejects.toThrow(
      'Ce fichier est trop volumineux pour être corrigé dans le navigateur ; corrigez-le à la source.',
    );
  });

  it('fixes a file of exactly the limit', async () => {
    const r = await runFix(sized(FIX_MAX_BYTES), ['close-rings'], DEFAULT_CHECK_OPTIONS);
    expect([r.featuresBefore, r.featuresAfter, r.changedFeatures]).toEqual([0, 0, 0]);
  });
});
