import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { RISK_LEVELS, type AuditStatistics, type RiskLevel } from '@app/contract';
import { RISK_COLOURS } from '../../../components/AuditChips';
import { humanize } from '../../../components/humanize';
import { visuallyHidden } from '../../../components/visually-hidden';
import { axisTicks, labelIndexes, niceMax } from './chart-math';

type Day = AuditStatistics['events_by_day'][number];

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 40 };

const total = (d: Day) => RISK_LEVELS.reduce((sum, level) => sum + d[level], 0);
const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Events per day stacked by risk level, drawn as SVG (no chart library: it keeps the audit chunk
 * small). A hidden table carries the same numbers for screen readers.
 */
export function RiskOverTimeChart({ days }: { days: readonly Day[] }) {
  const theme = useTheme();
  const max = niceMax(Math.max(0, ...days.map(total)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = days.length ? plotW / days.length : plotW;
  const barW = Math.max(2, Math.min(28, slot * 0.7));
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const shownLabels = labelIndexes(days.length, 8);
  const sum = days.reduce((s, d) => s + total(d), 0);

  if (days.length === 0) return <Typography color="text.secondary">No events in this period.</Typography>;
  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Events per day by risk level, ${days.length} days, ${sum} events in total. The table below has the numbers.`}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        {axisTicks(max).map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke={theme.palette.divider} />
            <text x={PAD.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize={11} fill={theme.palette.text.secondary}>
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          const x = PAD.left + slot * i + (slot - barW) / 2;
          let base = 0;
          return (
            <g key={day.date}>
              <title>{`${shortDate(day.date)}: ${RISK_LEVELS.map((l) => `${day[l]} ${l}`).join(', ')}`}</title>
              {RISK_LEVELS.map((level) => {
                const value = day[level];
                if (!value) return null;
                const top = y(base + value);
                const height = y(base) - top;
                base += value;
                return <rect key={level} x={x} y={top} width={barW} height={Math.max(0.5, height)} fill={RISK_COLOURS[level]} />;
              })}
              {shownLabels.has(i) ? (
                <text x={x + barW / 2} y={HEIGHT - 8} textAnchor="middle" fontSize={11} fill={theme.palette.text.secondary}>
                  {shortDate(day.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </Box>
      <Legend />
      <Box component="table" sx={visuallyHidden}>
        <caption>Events per day by risk level</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {RISK_LEVELS.map((l) => (
              <th key={l} scope="col">
                {humanize(l)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              {RISK_LEVELS.map((l) => (
                <td key={l}>{d[l]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function Legend() {
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.5 }} aria-hidden="true">
      {RISK_LEVELS.map((level: RiskLevel) => (
        <Stack key={level} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: RISK_COLOURS[level] }} />
          <Typography variant="body2">{humanize(level)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
