import { memo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TranscriptSegment } from '@app/contract';
import { splitAtMatches, type TextMatch } from './find-in-transcript';
import { SpeakerChip } from './SpeakerChip';
import { formatPageLine, formatTimecode, spokenTime } from './time-format';

export interface SegmentRowProps {
  segment: TranscriptSegment;
  index: number;
  /** Spoken right now (the player is inside it). */
  playing: boolean;
  /** The row that holds the keyboard focus in the list (roving tabindex). */
  focused: boolean;
  /** The row a search hit or an exhibit reference brought the reader to. */
  target: boolean;
  colour: string;
  /** Find-in-transcript matches of the whole transcript, and which one is current (-1: none here). */
  matches: readonly TextMatch[];
  currentMatch: number;
  editing: boolean;
  speakers: readonly string[];
  saving: boolean;
  onActivate(index: number): void;
  onSpeakerMenu(speaker: string, anchor: HTMLElement): void;
  onSave(segment: TranscriptSegment, change: { text: string; speaker: string }): void;
  onCancelEdit(): void;
}

/** One line of the transcript: time code (or page:line), the speaker's chip, the words. */
export const SegmentRow = memo(function SegmentRow(props: SegmentRowProps) {
  const { segment, index, playing, focused, target, colour, editing } = props;
  const where = segment.start !== null ? formatTimecode(segment.start) : formatPageLine(segment.page, segment.line);
  const whereSpoken = segment.start !== null ? `at ${spokenTime(segment.start)}` : `page ${segment.page}${segment.line !== null ? ` line ${segment.line}` : ''}`;
  return (
    <Box
      component="li"
      tabIndex={focused ? 0 : -1}
      data-index={index}
      data-testid="transcript-segment"
      data-playing={playing ? 'true' : undefined}
      data-target={target ? 'true' : undefined}
      aria-current={playing ? 'time' : undefined}
      onClick={(event: MouseEvent) => {
        if (editing || (event.target as HTMLElement).closest('button, a, input, textarea')) return;
        props.onActivate(index);
      }}
      sx={{
        listStyle: 'none',
        display: 'grid',
        gridColumn: '1 / -1',
        gridTemplateColumns: 'subgrid',
        columnGap: 1.5,
        rowGap: 0.25,
        alignItems: 'baseline',
        px: { xs: 1.5, sm: 2 },
        py: 1,
        cursor: editing ? 'auto' : 'pointer',
        borderLeft: 4,
        borderColor: playing ? 'primary.main' : 'transparent',
        bgcolor: playing ? 'rgba(13, 71, 161, 0.08)' : target ? 'rgba(180, 83, 9, 0.08)' : 'transparent',
        outline: target ? '2px solid' : 'none',
        outlineColor: 'warning.main',
        outlineOffset: -2,
        '&:hover': { bgcolor: playing ? 'rgba(13, 71, 161, 0.12)' : 'action.hover' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        '& mark': { bgcolor: '#fff59d', color: 'inherit', borderRadius: 0.5, px: 0.25 },
        '& mark[data-current]': { bgcolor: '#ffb300', boxShadow: '0 0 0 2px #b45309' },
      }}
    >
      <Typography
        component="span"
        variant="body2"
        sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary', fontWeight: playing ? 700 : 400, whiteSpace: 'nowrap' }}
        aria-label={whereSpoken}
      >
        {where}
      </Typography>
      <Box sx={{ minWidth: 0, maxWidth: 200 }}>
        <SpeakerChip speaker={segment.speaker} colour={colour} onMenu={props.onSpeakerMenu} />
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, minWidth: 0 }}>
        {editing ? (
          <SegmentEditor segment={segment} speakers={props.speakers} saving={props.saving} onSave={props.onSave} onCancel={props.onCancelEdit} where={where} />
        ) : (
          <Typography component="span" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {splitAtMatches(segment.text, props.matches, index).map((part, i) =>
              part.match === null ? (
                <span key={i}>{part.text}</span>
              ) : (
                <mark key={i} data-current={part.match === props.currentMatch ? 'true' : undefined}>
                  {part.text}
                </mark>
              ),
            )}
            {segment.edited ? (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                (edited)
              </Typography>
            ) : null}
          </Typography>
        )}
      </Box>
    </Box>
  );
});

/** The line being corrected: its words (and speaker); Ctrl/Cmd+Enter saves, Escape cancels. Times stay as they are. */
function SegmentEditor({
  segment,
  speakers,
  saving,
  where,
  onSave,
  onCancel,
}: {
  segment: TranscriptSegment;
  speakers: readonly string[];
  saving: boolean;
  where: string;
  onSave: SegmentRowProps['onSave'];
  onCancel(): void;
}) {
  const [text, setText] = useState(segment.text);
  const [speaker, setSpeaker] = useState(segment.speaker);
  const empty = text.trim().length === 0;
  const save = () => {
    if (!empty && !saving) onSave(segment, { text: text.trim(), speaker });
  };
  const keys = (event: KeyboardEvent) => {
    // The list's own keys (arrows, E, Enter) do not apply inside the editor.
    event.stopPropagation();
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <Stack spacing={1} onKeyDown={keys} sx={{ pt: 0.5 }}>
      <TextField
        label={`Words at ${where}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        autoFocus
        fullWidth
        size="small"
        error={empty}
        helperText={empty ? 'A line cannot be empty' : 'Ctrl+Enter (⌘+Enter) saves, Escape cancels. The time codes stay.'}
        onFocus={(event) => event.target.setSelectionRange(event.target.value.length, event.target.value.length)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField select label="Speaker" value={speaker} onChange={(event) => setSpeaker(event.target.value)} size="small" sx={{ minWidth: 180 }}>
          {speakers.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={saving || empty}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </Stack>
    </Stack>
  );
}
