/**
 * Plots as map features. A plot's centroid and box come from what the loader worker computed on arrival
 * (LoadedPlot), and from its GeoJSON only for plots that did not come through it. The plots map's data is
 * built once per change of the (filtered) plot list: polygons for close zooms and one centroid point per
 * plot for far zooms, where geojson-vt's simplification would erase plots of a few hectares. Properties are
 * slim (id and risk class) because every byte is copied to the map's worker; geometries are shared with the
 * loaded plots, not copied.
 */
import type { Plot } from '@core/api/schemas.ts';
import { LoadedPlot } from '../portfolio/compact-plot.ts';
import { riskClassOf, type RiskClass } from '../risk/risk-classes.ts';
import { unionBounds, type Bounds } from './bounds.ts';
import { outlineOf } from './outline.ts';

export interface PlotFeatureProps {
  id: string;
  risk: RiskClass;
  /** 1 when the plot itself is a point (it has no polygon to show at close zooms). */
  point: 0 | 1;
}

export interface PlotMapData {
  /** Every plot drawn as a polygon; the map gets only those near the view (see polygonsInView). */
  polygonPlots: Plot[];
  /** [minLng, minLat, maxLng, maxLat] of each polygon plot, flat (4 numbers per plot), for culling. */
  polygonBoxes: Float64Array;
  centroids: GeoJSON.FeatureCollection<GeoJSON.Point, PlotFeatureProps>;
}

/** Mean of the outer rings' corners (see outline.ts); null for an empty geometry. */
export const plotCentroid = (geometry: GeoJSON.Geometry): [number, number] | null =>
  outlineOf(geometry)?.centroid ?? null;

/** A plot's centroid: worked out on arrival for loaded plots, from its GeoJSON otherwise. */
export const centroidOfPlot = (plot: Plot): [number, number] | null =>
  plot instanceof LoadedPlot ? plot.centroid : plotCentroid(plot.geometry);

/** A plot's box (outer rings or points): worked out on arrival for loaded plots, from its GeoJSON otherwise. */
export const plotBox = (plot: Plot): Bounds | null =>
  plot instanceof LoadedPlot ? plot.box : (outlineOf(plot.geometry)?.box ?? null);

const propsOf = (plot: Plot, isPoint: boolean): PlotFeatureProps => ({
  id: plot.id,
  risk: riskClassOf(plot),
  point: isPoint ? 1 : 0,
});

export function buildPlotMapData(plots: readonly Plot[]): PlotMapData {
  const polygonPlots: Plot[] = [];
  const boxes: number[] = [];
  const centroids: PlotMapData['centroids']['features'] = [];
  for (const plot of plots) {
    // Loaded plots carry their type, centroid and box: reading them never rebuilds the GeoJSON.
    const loaded = plot instanceof LoadedPlot ? plot : null;
    const type = loaded?.kind ?? plot.geometry.type;
    const isPolygon = type === 'Polygon' || type === 'MultiPolygon';
    if (isPolygon) {
      polygonPlots.push(plot);
      // An empty polygon keeps its slot (boxes line up with polygonPlots) with a box that meets no view.
      boxes.push(...(plotBox(plot) ?? NO_BOX));
    }
    const c = centroidOfPlot(plot);
    if (c) {
      centroids.push({
        type: 'Feature',
        properties: propsOf(plot, type === 'Point' || type === 'MultiPoint'),
        geometry: { type: 'Point', coordinates: [c[0], c[1]] },
      });
    }
  }
  return {
    polygonPlots,
    polygonBoxes: Float64Array.from(boxes),
    centroids: { type: 'FeatureCollection', features: centroids },
  };
}

/**
 * [minLng, minLat, maxLng, maxLat] of the plots (their outer rings or points, so the outermost plots are not
 * cut in half at close zooms), or null when there are none.
 */
export const plotsBounds = (plots: readonly Plot[]): Bounds | null => unionBounds(plots.map(plotBox));

const NO_BOX: Bounds = [Infinity, Infinity, -Infinity, -Infinity];

/**
 * The polygons whose box meets `view` (west, south, east, north). Polygons are drawn only from zoom 8,
 * where a view holds a few hundred plots: handing the map only those keeps its worker from tiling 100,000
 * polygons nobody can see (the centroid circles stand for them further out).
 */
export function polygonsInView(data: PlotMapData, view: Bounds): Plot[] {
  const [w, s, e, n] = view;
  const out: Plot[] = [];
  const b = data.polygonBoxes;
  for (let i = 0; i < data.polygonPlots.length; i++) {
    const j = i * 4;
    if (b[j]! <= e && b[j + 2]! >= w && b[j + 1]! <= n && b[j + 3]! >= s) out.push(data.polygonPlots[i]!);
  }
  return out;
}

/** Bounds of one plot, to fly the map to it. */
export const plotBounds = (plot: Plot): Bounds | null => plotBox(plot);

/**
 * One point feature per plot at its centroid (plots with an empty geometry are left out), with the
 * properties `props` gives: markers for far zooms, or points to count by country.
 */
export function plotCentroidPoints<P extends GeoJSON.GeoJsonProperties>(
  plots: readonly Plot[],
  props: (plot: Plot) => P,
): GeoJSON.FeatureCollection<GeoJSON.Point, P> {
  const features: GeoJSON.Feature<GeoJSON.Point, P>[] = [];
  for (const plot of plots) {
    const c = centroidOfPlot(plot);
    if (c)
      features.push({
        type: 'Feature',
        properties: props(plot),
        geometry: { type: 'Point', coordinates: c },
      });
  }
  return { type: 'FeatureCollection', features };
}
