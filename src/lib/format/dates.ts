/**
 * Dates on the pages, in the chosen language (core/i18n/format.ts, the one home of date formats):
 * "7 Nov 2025" and "November 2025" in English, "7 nov. 2025" and "novembre 2025" in French; in UTC, so a date
 * never shifts by a day.
 */
export { formatDate, formatDateTime, formatMonth, formatTime, monthNames } from '@core/i18n/format.ts';
