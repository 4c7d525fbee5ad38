/**
 * The overlap scan's answers (overlap-scan.ts) as they cross from where they are found (the loader worker,
 * or the server's copy of the portfolio) to the page and the device cache: types only.
 */
import type { RiskLevel } from '@core/api/schemas.ts';

export interface OverlapPlot {
  id: string;
  supplier: string;
  /** The plot's area (ha, measured from its geometry) and the share of it the other plot covers (0–1). */
  areaHa: number;
  share: number;
  /**
   * What a review item shows of the plot, read here rather than on the page: its name, the service's risk
   * and its area as the service states it (ha; NaN when missing). Looking up and decoding them for every pair
   * held a supplier's page for a quarter of a second (bench/supplier-page.ts).
   */
  name: string;
  /** The service's risk level, or 'unassessed' (the page's RiskClass). */
  risk: RiskLevel | 'unassessed';
  statedHa: number;
}

export interface OverlapPair {
  a: OverlapPlot;
  b: OverlapPlot;
  overlapHa: number;
  sameSupplier: boolean;
}

export interface SupplierOverlaps {
  /** Plots of the supplier that overlap a plot of another supplier. */
  withOthers: number;
  /** Plots of the supplier that overlap another plot of the same supplier. */
  withinSupplier: number;
}

export interface OverlapReport {
  /** Largest overlap first, at most MAX_LISTED_PAIRS (overlap-scan.ts). */
  pairs: OverlapPair[];
  totalPairs: number;
  /** Every plot in at least one overlap. */
  plotIds: string[];
  bySupplier: Record<string, SupplierOverlaps>;
  /** Plots compared (points have no area and are left out). */
  scanned: number;
  ms: number;
}

/** A plot of a file being uploaded that overlaps a project plot of another supplier. */
export interface UploadOverlap {
  /** Position of the feature in the checked file. */
  feature: number;
  plotId: string;
  supplier: string;
  overlapHa: number;
  /** Share of the uploaded plot the project plot covers (0–1). */
  share: number;
}
