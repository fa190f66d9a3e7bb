import Chip from '@mui/material/Chip';

/** A speaker's name in their colour; it opens the speaker's menu (rename everywhere). */
export function SpeakerChip({ speaker, colour, onMenu }: { speaker: string; colour: string; onMenu?: (speaker: string, anchor: HTMLElement) => void }) {
  return (
    <Chip
      size="small"
      label={speaker}
      data-testid="speaker-chip"
      aria-haspopup={onMenu ? 'menu' : undefined}
      aria-label={onMenu ? `${speaker}: speaker options` : undefined}
      onClick={
        onMenu
          ? (event) => {
              event.stopPropagation();
              onMenu(speaker, event.currentTarget);
            }
          : undefined
      }
      sx={{
        bgcolor: colour,
        color: '#fff',
        fontWeight: 600,
        maxWidth: '100%',
        '&:hover, &.Mui-focusVisible': { bgcolor: colour, filter: 'brightness(0.9)' },
        '& .MuiChip-label': { overflow: 'hidden', textOverflow: 'ellipsis' },
      }}
    />
  );
}
