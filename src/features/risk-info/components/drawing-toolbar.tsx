/** Draw a polygon or a rectangle, or clear the shape; says how to draw in the current mode. */
import { useIntl } from 'react-intl';
import type { RiskInfoShape } from '../lib/use-risk-info-shape.ts';

const toggleClass =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 aria-pressed:border-blue-800 aria-pressed:bg-blue-50';

export function DrawingToolbar({ view }: { view: RiskInfoShape }) {
  const { mode } = view;
  const t = useIntl().formatMessage;
  return (
    <div
      role="toolbar"
      aria-label={t({ id: 'riskinfo.toolbar' })}
      className="flex flex-wrap items-center gap-2"
    >
      <button
        type="button"
        aria-pressed={mode === 'polygon'}
        onClick={() => view.startDrawing('polygon')}
        className={toggleClass}
      >
        {t({ id: 'riskinfo.draw.polygon' })}
      </button>
      <button
        type="button"
        aria-pressed={mode === 'rectangle'}
        onClick={() => view.startDrawing('rectangle')}
        className={toggleClass}
      >
        {t({ id: 'riskinfo.draw.rectangle' })}
      </button>
      <button
        type="button"
        onClick={view.clear}
        disabled={!view.shape && !mode}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-100 disabled:text-slate-400"
      >
        {t({ id: 'riskinfo.clear' })}
      </button>
      <span className="text-xs text-slate-600">
        {t({
          id:
            mode === 'polygon'
              ? 'riskinfo.draw.polygon.help'
              : mode === 'rectangle'
                ? 'riskinfo.draw.rectangle.help'
                : 'riskinfo.draw.idle.help',
        })}
      </span>
    </div>
  );
}
