import { Box, Typography, useTheme } from '@mui/material';
import { visuallyHidden } from '../visually-hidden';

export interface ChartPoint {
  /** The x-axis label (a week, a month, a name). */
  label: string;
  value: number;
}

export interface SimpleChartProps {
  /** Names the chart for screen readers and heads its data table. */
  title: string;
  points: ChartPoint[];
  variant?: 'bar' | 'line';
  height?: number;
  /** How a value is written in tooltips and the data table (default: the number). */
  formatValue?: (value: number) => string;
  /** A theme palette key for the bars or the line. */
  color?: 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
}

const WIDTH = 600;
const PAD_TOP = 8;
const PAD_BOTTOM = 2;

/**
 * The app's one chart: bars or a line over labelled points, drawn as SVG (no chart library: the
 * dashboard, costs and system screens need only this). Each mark carries `data-label` and
 * `data-value` and a tooltip; a visually hidden table repeats the figures for screen readers.
 */
export function SimpleChart({ title, points, variant = 'bar', height = 140, formatValue = String, color = 'primary' }: SimpleChartProps) {
  const theme = useTheme();
  const fill = theme.palette[color].main;
  const max = Math.max(1, ...points.map((p) => p.value));
  const plotHeight = height - PAD_TOP - PAD_BOTTOM;
  const step = points.length > 0 ? WIDTH / points.length : WIDTH;
  const y = (v: number) => PAD_TOP + plotHeight - (v / max) * plotHeight;
  const x = (i: number) => i * step + step / 2;
  // Label every point when few, else about six evenly spaced, so labels never overlap.
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={title}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" height={height} role="img" aria-label={title} preserveAspectRatio="none" style={{ display: 'block', overflow: 'visible' }}>
        <line x1={0} x2={WIDTH} y1={PAD_TOP + plotHeight} y2={PAD_TOP + plotHeight} stroke={theme.palette.divider} />
        {variant === 'line' && points.length > 1 && (
          <polyline fill="none" stroke={fill} strokeWidth={2} points={points.map((p, i) => `${x(i)},${y(p.value)}`).join(' ')} vectorEffect="non-scaling-stroke" />
        )}
        {points.map((p, i) =>
          variant === 'bar' ? (
            <rect key={`${p.label}-${i}`} data-label={p.label} data-value={p.value} x={i * step + step * 0.15} width={step * 0.7} y={y(p.value)} height={Math.max(0, PAD_TOP + plotHeight - y(p.value))} fill={fill} rx={2}>
              <title>{`${p.label}: ${formatValue(p.value)}`}</title>
            </rect>
          ) : (
            <circle key={`${p.label}-${i}`} data-label={p.label} data-value={p.value} cx={x(i)} cy={y(p.value)} r={3} fill={fill}>
              <title>{`${p.label}: ${formatValue(p.value)}`}</title>
            </circle>
          ),
        )}
      </svg>
      {/* Labels are HTML, not SVG text: the plot stretches to the card's width, text must not. A
          label may be wider than its bar (it spills over its unlabelled neighbours), but never past
          the chart's edges, where it would widen the page at phone width: the first and last are
          set against the edge and the row clips. */}
      <Box aria-hidden sx={{ display: 'flex', mt: 0.5, overflow: 'hidden' }}>
        {points.map((p, i) => (
          <Typography
            key={`l-${p.label}-${i}`}
            variant="caption"
            color="text.secondary"
            noWrap
            sx={{ flex: '1 1 0', minWidth: 0, textAlign: points.length > 1 && i === 0 ? 'left' : points.length > 1 && i === points.length - 1 ? 'right' : 'center', overflow: 'visible' }}
          >
            {i % labelEvery === 0 ? p.label : ''}
          </Typography>
        ))}
      </Box>
      {points.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No data for this period.
        </Typography>
      )}
      {/* For screen readers. In a visually hidden box, not a visually hidden table: a table is never
          narrower than its content, whatever its width says, and its hidden cells widened the page
          at phone width (the system page was 405 px wide at 390). */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <tbody>
            {points.map((p, i) => (
              <tr key={`t-${p.label}-${i}`}>
                <th scope="row">{p.label}</th>
                <td>{formatValue(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
