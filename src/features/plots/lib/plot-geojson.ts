/**
 * The map's data, built once per change of the (filtered) plot list: polygons for close zooms and one
 * centroid point per plot for far zooms, where geojson-vt's simplification would erase plots of a few
 * hectares (ecosystem.md §4). Properties are slim (id and risk class) because every byte is copied to the
 * map's worker; geometries are shared with the loaded plots, not copied.
 */
import bbox from '@turf/bbox';
import type { Plot } from '../../../../core/api/schemas.ts';
import { riskClassOf, type RiskClass } from '../../../lib/portfolio/risk.ts';

export interface PlotFeatureProps {
  id: string;
  risk: RiskClass;
  /** 1 when the plot itself is a point (it has no polygon to show at close zooms). */
  point: 0 | 1;
}

export interface PlotMapData {
  polygons: GeoJSON.FeatureCollection<GeoJSON.Polygon | GeoJSON.MultiPolygon, PlotFeatureProps>;
  centroids: GeoJSON.FeatureCollection<GeoJSON.Point, PlotFeatureProps>;
  /** [minLng, minLat, maxLng, maxLat] of the plots, or null when there are none. */
  bounds: [number, number, number, number] | null;
}

/** Mean of the outer ring's corners (the closing position counted once): cheap and inside for the compact shapes plots have. */
export function plotCentroid(geometry: GeoJSON.Geometry): [number, number] | null {
  let ring: GeoJSON.Position[] | undefined;
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates[0]!, geometry.coordinates[1]!];
    case 'MultiPoint':
      ring = geometry.coordinates;
      break;
    case 'Polygon':
      ring = geometry.coordinates[0]?.slice(0, -1);
      break;
    case 'MultiPolygon': {
      // The polygon with most corners stands for the plot: good enough to place a marker.
      let best: GeoJSON.Position[] | undefined;
      for (const poly of geometry.coordinates) if (!best || (poly[0]?.length ?? 0) > best.length) best = poly[0];
      ring = best?.slice(0, -1);
      break;
    }
    default:
      return null;
  }
  if (!ring?.length) return null;
  let x = 0;
  let y = 0;
  for (const p of ring) {
    x += p[0]!;
    y += p[1]!;
  }
  return [x / ring.length, y / ring.length];
}

export function buildPlotMapData(plots: readonly Plot[]): PlotMapData {
  const polygons: PlotMapData['polygons']['features'] = [];
  const centroids: PlotMapData['centroids']['features'] = [];
  for (const plot of plots) {
    const g = plot.geometry;
    const isPoint = g.type === 'Point' || g.type === 'MultiPoint';
    const properties: PlotFeatureProps = { id: plot.id, risk: riskClassOf(plot), point: isPoint ? 1 : 0 };
    if (g.type === 'Polygon' || g.type === 'MultiPolygon') polygons.push({ type: 'Feature', properties, geometry: g });
    const c = plotCentroid(g);
    if (c) centroids.push({ type: 'Feature', properties, geometry: { type: 'Point', coordinates: c } });
  }
  const all: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [...polygons, ...centroids] };
  return {
    polygons: { type: 'FeatureCollection', features: polygons },
    centroids: { type: 'FeatureCollection', features: centroids },
    bounds: all.features.length ? (bbox(all) as [number, number, number, number]) : null,
  };
}

/** Bounds of one plot, to fly the map to it. */
export function plotBounds(plot: Plot): [number, number, number, number] {
  return bbox(plot.geometry) as [number, number, number, number];
}
