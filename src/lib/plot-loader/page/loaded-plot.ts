/**
 * One plot of a pack, materialised as an object the pages read like the service's JSON (it implements
 * `Plot`). Built only for the plots somebody looks at (the rows in view, the selected plot, an export): the
 * list itself stays columns (plot-list.ts).
 */
import type { Plot, RiskLevel } from '@core/api/schemas.ts';
import { RISK_CLASSES } from '@/lib/risk/risk-classes.ts';
import { packPlots } from '@core/plot-packs/pack-plots.ts';
import { DEFORESTED_YES, TEXT_ID, TEXT_NAME, type PackedPlots } from '@core/plot-packs/packed-plots.ts';
import {
  packBox,
  packCentroid,
  packedGeometry,
  packText,
  restOf,
  type GeometryColumns,
} from '../shared/pack-reader.ts';

/** One plot of a pack, materialised: implements Plot, so the pages read it like the service's JSON. */
export class LoadedPlot implements Plot {
  readonly id: string;
  readonly name: string;
  readonly supplier: string;
  readonly projectId: string;
  readonly country: string;
  readonly areaHa: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly properties: Record<string, unknown>;
  readonly riskAssessment: Plot['riskAssessment'];
  /**
   * Position of the plot in its load (0 for the first plot that arrived): the loader worker keeps the same
   * order, so the map's filter mask and the worker's tiles address plots by it.
   */
  readonly seq: number;
  // Private fields stay out of JSON.stringify and structured clones: a plot must never drag its pack along.
  readonly #pack: GeometryColumns & Pick<PackedPlots, 'centroids' | 'boxes'>;
  readonly #index: number;
  readonly #original: GeoJSON.Geometry | null;

  constructor(pack: PackedPlots, index: number, seq = index) {
    const [createdAt, updatedAt, assessedAt, properties, original] = restOf(pack, index);
    const word = (codes: Uint16Array) => pack.words[codes[index]!]!;
    this.seq = seq;
    this.id = packText(pack, index, TEXT_ID);
    this.name = packText(pack, index, TEXT_NAME);
    this.supplier = word(pack.supplier);
    this.projectId = word(pack.project);
    this.country = word(pack.country);
    this.areaHa = pack.areaHa[index]!;
    this.createdAt = createdAt;
    this.updatedAt = updatedAt === 0 ? createdAt : updatedAt;
    this.properties = properties;
    this.riskAssessment =
      assessedAt === null
        ? null
        : {
            riskLevel: RISK_CLASSES[pack.risk[index]!] as RiskLevel,
            assessedAt,
            framework: word(pack.framework),
            deforestation: {
              areaHa: pack.deforestedHa[index]!,
              hasDeforestation: pack.deforested[index] === DEFORESTED_YES,
            },
            remainingForestHa: pack.remainingForestHa[index]!,
            protectedAreasHa: pack.protectedAreasHa[index]!,
            indigenousTerritoriesHa: pack.indigenousTerritoriesHa[index]!,
          };
    this.#original = original;
    this.#pack = pack;
    this.#index = index;
  }

  /** A single plot, packed on its own (tests, and plots that did not come through the loader). */
  static of(plot: Plot): LoadedPlot {
    return new LoadedPlot(packPlots([plot]), 0);
  }

  /** Mean of the outer ring's corners (or the point); null for an empty geometry. */
  get centroid(): [number, number] | null {
    return packCentroid(this.#pack, this.#index);
  }

  /** [minLng, minLat, maxLng, maxLat] of the outer rings (or points); null for an empty geometry. */
  get box(): [number, number, number, number] | null {
    return packBox(this.#pack, this.#index);
  }

  get geometry(): GeoJSON.Geometry {
    return this.#original ?? packedGeometry(this.#pack, this.#index)!;
  }
}
