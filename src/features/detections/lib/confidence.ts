/**
 * What a detection's confidence label means, in words, wherever the label appears (the touched-plots
 * list, the map's popup, the legend). The labels are the service's ("high", "nominal", "low", as in the
 * VIIRS fire product and the forest-loss alerts it builds on); an unknown label is shown as given.
 */

export const CONFIDENCE_MEANINGS = {
  high: 'confirmed by more than one satellite observation; very likely real.',
  nominal: 'a clear signal in one observation, not yet confirmed by another; likely, worth checking.',
  low: 'a weak signal (cloud edges, haze, sun glint can cause it); check on the ground or in imagery before acting.',
} as const;

/** The label and what it means, e.g. "nominal: a clear signal in one observation, …". */
export function confidenceMeaning(label: string): string {
  const key = label.trim().toLowerCase();
  const meaning = Object.hasOwn(CONFIDENCE_MEANINGS, key)
    ? CONFIDENCE_MEANINGS[key as keyof typeof CONFIDENCE_MEANINGS]
    : 'a confidence label this dashboard does not know; read it as the service gives it.';
  return `${label} confidence: ${meaning}`;
}
