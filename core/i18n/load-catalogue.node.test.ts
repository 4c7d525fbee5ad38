/**
 * Loading a language on demand (core/i18n/messages.ts): English until the catalogue is in, that language
 * after, nothing worded in English kept for it, and a failed load tried again. Each test imports a fresh copy
 * of the module: the logic and dom projects' set-up (tests/support/catalogues.ts) loads every language into the
 * shared one.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const fresh = async () => {
  vi.resetModules();
  return import('./messages.ts');
};

afterEach(() => {
  vi.doUnmock('./catalogues/pt.ts');
  vi.resetModules();
});

describe('loadCatalogue', () => {
  it('writes English until the language is loaded, then that language, even for a message seen before', async () => {
    const { catalogueOf, hasCatalogue, loadCatalogue, msg, render } = await fresh();
    const { en } = await import('./catalogues/en.ts');
    expect(hasCatalogue('en')).toBe(true);
    expect(hasCatalogue('fr')).toBe(false);
    expect(catalogueOf('fr')).toBe(en);
    expect(render('fr', msg('app.skip'))).toBe('Skip to content');

    const loading = loadCatalogue('fr');
    // One load for every caller.
    expect(loadCatalogue('fr')).toBe(loading);
    const fr = await loading;
    expect(fr['app.skip']).toBe('Aller au contenu');
    expect(hasCatalogue('fr')).toBe(true);
    expect(catalogueOf('fr')).toBe(fr);
    expect(render('fr', msg('app.skip'))).toBe('Aller au contenu');
    // Other languages are still not loaded, and English is always at hand.
    expect(hasCatalogue('es')).toBe(false);
    expect(await loadCatalogue('en')).toBe(en);
  });

  it('keeps to English when a language cannot be loaded, and loads it on a later try', async () => {
    vi.doMock('./catalogues/pt.ts', () => {
      throw new Error('chunk not found');
    });
    const { hasCatalogue, loadCatalogue, msg, render } = await fresh();
    await expect(loadCatalogue('pt')).rejects.toThrow();
    expect(hasCatalogue('pt')).toBe(false);
    expect(render('pt', msg('app.skip'))).toBe('Skip to content');

    vi.doUnmock('./catalogues/pt.ts');
    const pt = await loadCatalogue('pt');
    expect(pt['app.skip']).not.toBe('Skip to content');
    expect(render('pt', msg('app.skip'))).toBe(pt['app.skip']);
  });
});
