/**
 * The checked file's plots as one map source with its layers (preview-layers.ts), drawn the same on the
 * Uploads page and on the supplier self-check. `promoteId` makes `uid` the feature id that selection
 * feature-state keys on.
 */
import { Layer, Source } from '@vis.gl/react-maplibre';
import type { PreviewCollection } from './check-protocol.ts';
import {
  cleanLine,
  errorLine,
  fillLayer,
  pointCircle,
  PREVIEW_SOURCE,
  warningLine,
} from './preview-layers.ts';

export function PreviewSource({ preview }: { preview: PreviewCollection }) {
  return (
    <Source id={PREVIEW_SOURCE} type="geojson" data={preview} promoteId="uid" tolerance={0.1}>
      <Layer {...fillLayer} />
      <Layer {...cleanLine} />
      <Layer {...warningLine} />
      <Layer {...errorLine} />
      <Layer {...pointCircle} />
    </Source>
  );
}
