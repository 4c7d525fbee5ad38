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
import type { CutoffMark } from '../lib/cutoff-mark.ts';
import type { MonthPoint } from '../lib/deforestation-series.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function DeforestationChart({ series, cutoff }: { series: MonthPoint[]; cutoff: CutoffMark }) {
  const januaries = series.filter((p) => p.month === 1).map((p) => p.key);
  return (
    <div className="h-64 w-full" data-testid="deforestation-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={series} margin={{ top: 8, right: 8, bottom: 4, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="key"
            ticks={januaries}
            tickFormatter={(key: string) => key.slice(0, 4)}
            tick={{ fontSize: 12 }}
          />
          <YAxis
            tick={{ fontSize: 12 }}
            width={56}
            label={{ value: 'ha', angle: -90, position: 'insideLeft', fontSize: 12 }}
          />
          <Tooltip
            formatter={(value) => [
              `${Number(value).toLocaleString('en', { maximumFractionDigits: 2 })} ha`,
              'Deforested',
            ]}
            labelFormatter={(key) => {
              const [y, m] = String(key).split('-');
              return `${MONTHS[Number(m) - 1] ?? ''} ${y ?? ''}`;
            }}
          />
          <Bar dataKey="ha" fill="#b91c1c" isAnimationActive={false} />
          {cutoff.key ? (
            <ReferenceLine
              x={cutoff.key}
              stroke="#0f172a"
              strokeWidth={2}
              strokeDasharray="5 3"
              ifOverflow="visible"
              className="cutoff-mark"
              label={{
                value: `${cutoff.framework} cut-off`,
                position: 'insideTopLeft',
                fontSize: 12,
                fill: '#0f172a',
              }}
            />
          ) : null}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
