/**
 * The bars of credits spent per day, stacked by tool. Its own module so the chart library loads only
 * on the usage page: `lazy(() => import('./UsageChart'))`.
 */
import type { CreditUsage } from '@facet/contract';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { vars } from '../../theme/contract.css';
import { formatCredits, longDay, seriesColour, shortDay, toolName } from './usageFormat';

export interface UsageChartProps {
  usage: CreditUsage;
  /** Names the chart for assistive tech; the page's summary and table say what it shows. */
  label: string;
}

const tick = { fill: vars.color.textMuted, fontSize: 12 };

export default function UsageChart({ usage, label }: UsageChartProps) {
  const data = usage.days.map((day) => ({ date: day.date, ...day.tools }));
  return (
    <BarChart
      data={data}
      responsive
      style={{ width: '100%', height: 240 }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      accessibilityLayer
      title={label}
    >
      <CartesianGrid vertical={false} stroke={vars.color.border} />
      <XAxis dataKey="date" tickFormatter={shortDay} tick={tick} tickLine={false} axisLine={{ stroke: vars.color.border }} minTickGap={16} />
      <YAxis allowDecimals={false} tick={tick} tickLine={false} axisLine={false} width={40} />
      <Tooltip
        cursor={{ fill: vars.color.surfaceHover }}
        labelFormatter={(date) => longDay(String(date))}
        formatter={(value, name) => [`${formatCredits(Number(value))} credits`, toolName(name as never)]}
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
      {usage.tools.map(({ tool }, index) => (
        <Bar
          key={tool}
          dataKey={tool}
          name={tool}
          stackId="spend"
          fill={seriesColour(index)}
          stroke={vars.color.surface}
          strokeWidth={1}
          maxBarSize={40}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  );
}
