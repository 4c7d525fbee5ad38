/**
 * Counts, percentages and country names on the pages, in the chosen language (core/i18n/format.ts): "12,345",
 * "12%" and "Côte d’Ivoire" in English, "12 345", "12 %" and "Côte d’Ivoire" in French.
 */
export { formatCount, formatPercent, countryName } from '@core/i18n/format.ts';
