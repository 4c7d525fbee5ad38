/**
 * Monthly deforestation since January 2016 as bars (recharts 3), with the chosen framework's cut-off
 * date as a dashed line on its month. Loaded lazily: the charting library is only fetched once there is a
 * result to show. The yearly table next to it carries the same numbers; the caption says the cut-off.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useIntl } from 'react-intl';
import type { Locale } from '@core/i18n/locales.ts';
import type { CutoffMark } from '../lib/cutoff-mark.ts';
import { monthName, type MonthPoint } from '../lib/deforestation-series.ts';

// Chart settings, made once (the unit, ha, is written alike in every language).
const TICK = { fontSize: 12 };
const Y_LABEL = { value: 'ha', angle: -90, position: 'insideLeft', fontSize: 12 } as const;
const GRID = { strokeDasharray: '3 3', stroke: '#e2e8f0' } as const;
const BAR = { dataKey: 'ha', fill: '#b91c1c' } as const;
const INK = '#0f172a';
const CUTOFF_LABEL = { position: 'insideTopLeft', fontSize: 12, fill: INK } as const;
const CUTOFF_LINE = { stroke: INK, strokeWidth: 2, strokeDasharray: '5 3', ifOverflow: 'visible' } as const;

export default function DeforestationChart({ series, cutoff }: { series: MonthPoint[]; cutoff: CutoffMark }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = intl.locale as Locale;
  const januaries = series.filter((p) => p.month === 1).map((p) => p.key);
  return (
    <div className="h-64 w-full" data-testid="deforestation-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={series} margin={{ top: 8, right: 8, bottom: 4, left: 8 }}>
          <CartesianGrid {...GRID} vertical={false} />
          <XAxis
            dataKey="key"
            ticks={januaries}
            tickFormatter={(key: string) => key.slice(0, 4)}
            tick={TICK}
          />
          <YAxis tick={TICK} width={56} label={Y_LABEL} />
          <Tooltip
            formatter={(value) => [
              `${intl.formatNumber(Number(value), { maximumFractionDigits: 2 })} ha`,
              t({ id: 'riskinfo.chart.deforested' }),
            ]}
            labelFormatter={(key) => monthName(String(key), locale)}
          />
          <Bar {...BAR} isAnimationActive={false} />
          {cutoff.key ? (
            <ReferenceLine
              x={cutoff.key}
              {...CUTOFF_LINE}
              className="cutoff-mark"
              label={{
                ...CUTOFF_LABEL,
                value: t({ id: 'riskinfo.chart.cutoff' }, { framework: cutoff.framework }),
              }}
            />
          ) : null}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
