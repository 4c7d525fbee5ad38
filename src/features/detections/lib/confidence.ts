/**
 * What a detection's confidence label means, in words, wherever the label appears (the touched-plots
 * list, the map's popup, the legend). The labels are the service's ("high", "nominal", "low", as in the
 * VIIRS fire product and the forest-loss alerts it builds on); an unknown label is shown as given.
 */
import type { Locale } from '@core/i18n/locales.ts';
import { msg, render, type MessageKey } from '@core/i18n/messages.ts';

/** Each known label and the catalogue key of its meaning. */
export const CONFIDENCE_MEANINGS = {
  high: 'detections.confidence.high',
  nominal: 'detections.confidence.nominal',
  low: 'detections.confidence.low',
} as const satisfies Record<string, MessageKey>;

/** The catalogue key of what a label means; the "unknown label" one for a label we do not know. */
function meaningKey(label: string): MessageKey {
  const key = label.trim().toLowerCase();
  return Object.hasOwn(CONFIDENCE_MEANINGS, key)
    ? CONFIDENCE_MEANINGS[key as keyof typeof CONFIDENCE_MEANINGS]
    : 'detections.confidence.unknown';
}

/** Each known label and the catalogue key of its word in the reader's language ("high" is "élevée" in French). */
export const CONFIDENCE_WORDS = {
  high: 'detections.confidence.word.high',
  nominal: 'detections.confidence.word.nominal',
  low: 'detections.confidence.word.low',
} as const satisfies Record<keyof typeof CONFIDENCE_MEANINGS, MessageKey>;

/** A label as the reader says it: a known one in their language, an unknown one as the service gave it. */
export function confidenceWord(label: string, locale: Locale): string {
  const key = label.trim().toLowerCase();
  return Object.hasOwn(CONFIDENCE_WORDS, key)
    ? render(locale, msg(CONFIDENCE_WORDS[key as keyof typeof CONFIDENCE_WORDS]))
    : label;
}

/** The label and what it means in the reader's language, e.g. "nominal confidence: a clear signal in one observation, …". */
export const confidenceMeaning = (label: string, locale: Locale): string =>
  render(
    locale,
    msg('detections.confidence.of', {
      label: confidenceWord(label, locale),
      meaning: msg(meaningKey(label)),
    }),
  );
