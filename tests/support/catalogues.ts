/**
 * Vitest set-up: every language's catalogue loaded before a test runs (core/i18n loads all but English on
 * demand), so a test words messages in any language at once, as the app does once it has loaded the one it
 * shows. core/i18n/load-catalogue.node.test.ts tests the loading itself, on a module of its own.
 */
import { LOCALES } from '@core/i18n/locales.ts';
import { loadCatalogue } from '@core/i18n/messages.ts';

await Promise.all(LOCALES.map(loadCatalogue));
