/** Draw a polygon or a rectangle, or clear the shape; says how to draw in the current mode. */
import type { RiskInfoShape } from '../lib/use-risk-info-shape.ts';

const toggleClass =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 aria-pressed:border-blue-800 aria-pressed:bg-blue-50';

export function DrawingToolbar({ view }: { view: RiskInfoShape }) {
  const { mode } = view;
  return (
    <div role="toolbar" aria-label="Drawing" className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={mode === 'polygon'}
        onClick={() => view.startDrawing('polygon')}
        className={toggleClass}
      >
        Draw polygon
      </button>
      <button
        type="button"
        aria-pressed={mode === 'rectangle'}
        onClick={() => view.startDrawing('rectangle')}
        className={toggleClass}
      >
        Draw rectangle
      </button>
      <button
        type="button"
        onClick={view.clear}
        disabled={!view.shape && !mode}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100 disabled:text-slate-400"
      >
        Clear
      </button>
      <span className="text-xs text-slate-600">
        {mode === 'polygon'
          ? 'Click each corner; click the first corner (or press Enter) to finish; Escape cancels.'
          : mode === 'rectangle'
            ? 'Drag across the map from one corner to the opposite one (or click both corners).'
            : 'Dashed boxes: the regions the service monitors (land only).'}
      </span>
    </div>
  );
}
