/**
 * The self-check's receipt: what a supplier sends with the corrected file so the buyer knows it was checked,
 * with which rules, when, and what the check found. Each file is named by the SHA-256 of its exact bytes
 * (the bytes the supplier downloaded), so a changed file no longer matches its receipt. Plain JSON; the page
 * shows the same facts in the supplier's language. Pure: no DOM.
 */
import type { CheckPreset } from './check-link.ts';

export const RECEIPT_KIND = 'plot-self-check-receipt';

export interface ReceiptFile {
  /** The name the file was downloaded under. */
  name: string;
  sha256: string;
  bytes: number;
  plots: number;
  /** Plots the service's evaluation would accept under the preset rules. */
  accepted: number;
  errors: number;
  warnings: number;
  /** The safe fixes were applied to it on the supplier's device. */
  corrected: boolean;
}

export interface Receipt {
  kind: typeof RECEIPT_KIND;
  version: 1;
  /** When the check ended (ISO 8601, UTC). */
  checkedAt: string;
  rulesVersion: string;
  buyer: string | null;
  rules: Omit<CheckPreset, 'buyer'>;
  files: ReceiptFile[];
}

export function receiptOf(input: {
  checkedAt: Date;
  rulesVersion: string;
  preset: CheckPreset;
  files: ReceiptFile[];
}): Receipt {
  const { buyer, ...rules } = input.preset;
  return {
    kind: RECEIPT_KIND,
    version: 1,
    checkedAt: input.checkedAt.toISOString(),
    rulesVersion: input.rulesVersion,
    buyer,
    rules,
    files: input.files,
  };
}

/**
 * The name a checked file is downloaded under: always GeoJSON (a spreadsheet or KML arrives converted), with
 * "-corrected" when fixes were applied, so it is never mistaken for the file the supplier started from.
 */
export function downloadNameOf(name: string, corrected: boolean): string {
  if (!corrected && /\.(geo)?json$/i.test(name)) return name;
  const stem = name.replace(/\.[a-z0-9]{1,7}$/i, '') || 'plots';
  return `${stem}${corrected ? '-corrected' : ''}.geojson`;
}
