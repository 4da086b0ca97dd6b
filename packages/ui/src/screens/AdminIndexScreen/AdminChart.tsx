/**
 * Bars for one series of the admin overview (a value per day or per kind, or a few series side by
 * side). Its own module so the chart library loads only on that page: `lazy(() => import('./AdminChart'))`.
 */
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { vars } from '../../theme/contract.css';
import { seriesColour } from '../UsageScreen/usageFormat';

export interface AdminChartPoint {
  /** The bar's label on the axis: a short day, a session type. */
  label: string;
  values: Readonly<Record<string, number>>;
}

export interface AdminChartSeries {
  key: string;
  name: string;
}

export interface AdminChartProps {
  points: readonly AdminChartPoint[];
  series: readonly AdminChartSeries[];
  /** Names the chart for assistive tech; the table beside it says what it shows. */
  label: string;
  format(value: number): string;
}

const tick = { fill: vars.color.textMuted, fontSize: 12 };

export default function AdminChart({ points, series, label, format }: AdminChartProps) {
  const data = points.map((point) => ({ label: point.label, ...point.values }));
  return (
    <BarChart data={data} responsive style={{ width: '100%', height: 200 }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer title={label}>
      <CartesianGrid vertical={false} stroke={vars.color.border} />
      <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={{ stroke: vars.color.border }} minTickGap={8} />
      <YAxis allowDecimals={false} tick={tick} tickLine={false} axisLine={false} width={48} tickFormatter={(value: number) => format(value)} />
      <Tooltip
        cursor={{ fill: vars.color.surfaceHover }}
        formatter={(value, name) => [format(Number(value)), series.find((each) => each.key === name)?.name ?? String(name)]}
        contentStyle={{
          background: vars.color.surfaceRaised,
          border: `1px solid ${vars.color.borderStrong}`,
          borderRadius: 8,
          color: vars.color.text,
          fontSize: 13,
        }}
        labelStyle={{ color: vars.color.text, fontWeight: 600 }}
        itemStyle={{ color: vars.color.text }}
      />
      {series.map(({ key }, index) => (
        <Bar key={key} dataKey={key} name={key} fill={seriesColour(index)} maxBarSize={32} isAnimationActive={false} />
      ))}
    </BarChart>
  );
}
