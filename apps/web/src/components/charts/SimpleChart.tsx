import { useId, useState } from 'react';
import { Box, Typography, useTheme } from '@mui/material';
import { axisTicks } from './chart-scale';

export interface ChartPoint {
  /** The x-axis label (a week, a month, a name). */
  label: string;
  value: number;
}

export interface SimpleChartProps {
  /** Names the chart for screen readers and heads its value list. */
  title: string;
  points: ChartPoint[];
  variant?: 'bar' | 'line';
  height?: number;
  /** How a value is written on the axis, in the read-out and in the value list (default: the number). */
  formatValue?: (value: number) => string;
  /** A theme palette key for the bars or the line. */
  color?: 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
}

const WIDTH = 600;
const PAD_TOP = 8;
const PAD_BOTTOM = 2;

/**
 * The app's one chart: bars or a line over labelled points, drawn as SVG (no chart library: the
 * dashboard, costs and system screens need only this). A value axis (0, middle, top) labels the
 * scale; pointing at or tapping a column writes its value under the chart (a hover tooltip alone
 * is nothing on a phone), and "Show values" opens the figures as a table for everyone, screen
 * readers included. Each mark carries `data-label` and `data-value`.
 */
export function SimpleChart({ title, points, variant = 'bar', height = 140, formatValue = String, color = 'primary' }: SimpleChartProps) {
  const theme = useTheme();
  const readoutId = useId();
  const [selected, setSelected] = useState<number | null>(null);
  const fill = theme.palette[color].main;
  const ticks = axisTicks(points.map((p) => p.value));
  const top = ticks[ticks.length - 1] ?? 1;
  const plotHeight = height - PAD_TOP - PAD_BOTTOM;
  const step = points.length > 0 ? WIDTH / points.length : WIDTH;
  const y = (v: number) => PAD_TOP + plotHeight - (v / top) * plotHeight;
  const x = (i: number) => i * step + step / 2;
  // Label every point when few, else about six evenly spaced, so labels never overlap.
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));
  const current = selected !== null ? points[selected] : undefined;
  const dim = (i: number) => (selected !== null && selected !== i ? 0.45 : 1);
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={title}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 0.75 }}>
        {/* The value axis, in HTML: the plot stretches to the card's width and SVG text would stretch with it. */}
        <Box aria-hidden sx={{ position: 'relative', height, minWidth: '2ch' }} data-testid="chart-axis">
          {ticks.map((t) => (
            <Typography
              key={t}
              variant="caption"
              color="text.secondary"
              noWrap
              sx={{ position: 'absolute', right: 0, lineHeight: 1 }}
              style={{ top: `${Math.min(height - 10, Math.max(0, y(t) - 5))}px` }}
              data-tick={t}
            >
              {formatValue(t)}
            </Typography>
          ))}
          {/* In flow (invisible) so the column is as wide as its widest label. */}
          {ticks.map((t) => (
            <Typography key={`w-${t}`} variant="caption" noWrap sx={{ display: 'block', visibility: 'hidden', height: 0, lineHeight: 0 }}>
              {formatValue(t)}
            </Typography>
          ))}
        </Box>
        <Box sx={{ position: 'relative', minWidth: 0 }}>
          <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" height={height} role="img" aria-label={title} aria-describedby={readoutId} preserveAspectRatio="none" style={{ display: 'block', overflow: 'visible' }}>
            {ticks.map((t) => (
              <line key={`g-${t}`} x1={0} x2={WIDTH} y1={y(t)} y2={y(t)} stroke={theme.palette.divider} strokeDasharray={t === 0 ? undefined : '4 4'} vectorEffect="non-scaling-stroke" />
            ))}
            {variant === 'line' && points.length > 1 && (
              <polyline fill="none" stroke={fill} strokeWidth={2} points={points.map((p, i) => `${x(i)},${y(p.value)}`).join(' ')} vectorEffect="non-scaling-stroke" />
            )}
            {points.map((p, i) =>
              variant === 'bar' ? (
                <rect key={`${p.label}-${i}`} data-label={p.label} data-value={p.value} x={i * step + step * 0.15} width={step * 0.7} y={y(p.value)} height={Math.max(0, PAD_TOP + plotHeight - y(p.value))} fill={fill} opacity={dim(i)} rx={2}>
                  <title>{`${p.label}: ${formatValue(p.value)}`}</title>
                </rect>
              ) : (
                <circle key={`${p.label}-${i}`} data-label={p.label} data-value={p.value} cx={x(i)} cy={y(p.value)} r={selected === i ? 5 : 3} fill={fill} opacity={dim(i)}>
                  <title>{`${p.label}: ${formatValue(p.value)}`}</title>
                </circle>
              ),
            )}
          </svg>
          {/* One column per point over the plot: a tap (or the pointer) selects it and the read-out
              below gives its value. The choice stays when the pointer leaves: on a phone the next tap
              anywhere "leaves", and the value just tapped would vanish. Keyboard and screen-reader
              users have the value list. */}
          <Box aria-hidden sx={{ position: 'absolute', inset: 0, display: 'flex' }}>
            {points.map((p, i) => (
              <Box
                key={`hit-${p.label}-${i}`}
                data-testid="chart-hit"
                onMouseEnter={() => setSelected(i)}
                onClick={() => setSelected(i)}
                sx={{ flex: '1 1 0', minWidth: 0, cursor: 'pointer', borderRadius: 0.5, bgcolor: selected === i ? 'action.hover' : 'transparent' }}
              />
            ))}
          </Box>
        </Box>
        <span />
        {/* Labels are HTML, not SVG text: the plot stretches to the card's width, text must not. A
            label may be wider than its bar (it spills over its unlabelled neighbours), but never past
            the chart's edges, where it would widen the page at phone width: the first and last are
            set against the edge and the row clips. */}
        <Box aria-hidden sx={{ display: 'flex', mt: 0.5, overflow: 'hidden', minWidth: 0 }}>
          {points.map((p, i) => (
            <Typography
              key={`l-${p.label}-${i}`}
              variant="caption"
              color="text.secondary"
              noWrap
              sx={{
                flex: '1 1 0',
                minWidth: 0,
                // With every column labelled there is no neighbour to spill over: a long name is cut
                // short ("Summarisa…") rather than written across the next one (the values list has it whole).
                ...(labelEvery === 1 && points.length > 1
                  ? { overflow: 'hidden', textOverflow: 'ellipsis', textAlign: 'center' }
                  : { overflow: 'visible', textAlign: points.length > 1 && i === 0 ? 'left' : points.length > 1 && i === points.length - 1 ? 'right' : 'center' }),
              }}
            >
              {i % labelEvery === 0 ? p.label : ''}
            </Typography>
          ))}
        </Box>
      </Box>
      {points.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No data for this period.
        </Typography>
      ) : (
        <Typography id={readoutId} variant="body2" color={current ? 'text.primary' : 'text.secondary'} data-testid="chart-readout" sx={{ mt: 0.5, minHeight: '1.5em', overflowWrap: 'anywhere' }}>
          {current ? `${current.label}: ${formatValue(current.value)}` : summary(points, formatValue)}
        </Typography>
      )}
      {points.length > 0 ? (
        <Box component="details" sx={{ mt: 0.5, '& summary': { cursor: 'pointer', color: 'primary.main', typography: 'body2', width: 'fit-content' } }}>
          <summary>Show values</summary>
          {/* A definition list, not a table: a table is never narrower than its content and would widen the page at phone width. */}
          <Box component="dl" aria-label={title} sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'minmax(0, max-content) max-content', columnGap: 2, rowGap: 0.25, typography: 'body2' }}>
            {points.map((p, i) => (
              <Box key={`v-${p.label}-${i}`} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  {p.label}
                </Box>
                <Box component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {formatValue(p.value)}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

/** What the read-out says before a column is chosen: the highest point, and how to see the others. */
function summary(points: ChartPoint[], formatValue: (value: number) => string): string {
  const highest = points.reduce((best, p) => (p.value > best.value ? p : best), points[0] ?? { label: '', value: 0 });
  if (highest.value === 0) return 'All values are 0.';
  return `Highest: ${formatValue(highest.value)} (${highest.label}). Tap or point at a column for its value.`;
}
