import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CalendarDeposition } from './calendar-depositions';

/**
 * The depositions already on the case's calendar, above the "New deposition" form: the one in use
 * is named, any other can be taken over with one click.
 */
export function CalendarOffers({ offers, appliedId, onApply }: { offers: readonly CalendarDeposition[]; appliedId: string | null; onApply(offer: CalendarDeposition): void }) {
  if (offers.length === 0) return null;
  const applied = offers.find((o) => o.eventId === appliedId);
  return (
    <Alert severity="info" data-testid="calendar-depositions">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {applied ? `Filled in from the case calendar: ${applied.title}.` : 'On the case calendar:'}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {offers.map((o) => (
          <Box component="li" key={o.eventId} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' }}>
              <strong>{o.deponent}</strong> · {o.when}
              {o.location ? ` · ${o.location}` : ''}
            </Typography>
            {/* The one filled in needs no button: the line above says it is in the form. */}
            {o.eventId === appliedId ? null : (
              <Button size="small" variant="outlined" onClick={() => onApply(o)} aria-label={`Use ${o.title}, ${o.when}`}>
                Use
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
