import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { RecordingOptions } from './transcription-uploads';

/** The languages offered by name; Whisper-family engines take any ISO 639-1 code and detect the language when none is given. */
export const RECORDING_LANGUAGES: readonly { code: string; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'it', name: 'Italian' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'zh', name: 'Chinese' },
  { code: 'ja', name: 'Japanese' },
  { code: 'ko', name: 'Korean' },
  { code: 'ar', name: 'Arabic' },
  { code: 'ru', name: 'Russian' },
];

const SPEAKER_COUNTS = [1, 2, 3, 4, 5, 6, 8, 10];
/** The empty choice ("Detect automatically") is a real choice: shown, with the label above it. */
const SHOW_EMPTY = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** Language and speaker-count hints for the recordings dropped next (imports ignore them). */
export function RecordingOptionsFields({ value, onChange }: { value: RecordingOptions; onChange(next: RecordingOptions): void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
      <TextField
        select
        size="small"
        label="Language"
        value={value.language ?? ''}
        onChange={(e) => onChange({ ...value, language: e.target.value || undefined })}
        helperText="Of the recordings you add next"
        slotProps={SHOW_EMPTY}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">Detect automatically</MenuItem>
        {RECORDING_LANGUAGES.map((l) => (
          <MenuItem key={l.code} value={l.code}>
            {l.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Speakers"
        value={value.speaker_count === undefined ? '' : String(value.speaker_count)}
        onChange={(e) => onChange({ ...value, speaker_count: e.target.value ? Number(e.target.value) : undefined })}
        helperText="Kept with the job: the engines available today do not separate voices, so name the speakers in the transcript"
        slotProps={SHOW_EMPTY}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">Not specified</MenuItem>
        {SPEAKER_COUNTS.map((n) => (
          <MenuItem key={n} value={String(n)}>
            {n}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
