import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { HIGHLIGHT_COLOURS, HIGHLIGHT_SWATCHES, type HighlightColour } from '@app/contract';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../../lib/form-errors';
import { useBelow } from '../../components/use-below';
import { HighlightTagsField } from './HighlightTagsField';
import { findPassage, type TextRange } from './selection-offsets';

export const COLOUR_LABELS: Record<HighlightColour, string> = { yellow: 'Yellow', green: 'Green', blue: 'Blue', pink: 'Pink', orange: 'Orange' };

export interface HighlightValues {
  colour: HighlightColour;
  note: string;
  tags: string[];
}

export interface HighlightDialogProps {
  mode: 'create' | 'edit';
  /** The selected (or saved) passage; null in create mode: the reader types the words instead. */
  quote: string | null;
  /** The page the passage is on (create without a selection searches it). */
  pageNumber: number;
  pageText: string;
  initial?: HighlightValues | undefined;
  tagOptions: readonly string[];
  onSubmit(values: HighlightValues, range: TextRange | null): Promise<void>;
  onClose(): void;
}

const EMPTY: HighlightValues = { colour: 'yellow', note: '', tags: [] };

/** Adds a highlight to a passage, or changes a saved one's colour, note and tags. */
export function HighlightDialog({ mode, quote, pageNumber, pageText, initial = EMPTY, tagOptions, onSubmit, onClose }: HighlightDialogProps) {
  const titleId = useId();
  const fullScreen = useBelow('sm');
  const [values, setValues] = useState<HighlightValues>(initial);
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let range: TextRange | null = null;
    if (mode === 'create' && quote === null) {
      range = findPassage(pageText, typed);
      if (!typed.trim()) return setErrors({ passage: 'Type the words to highlight, or select them on the page.' });
      if (!range) return setErrors({ passage: `These words are not on page ${pageNumber}.` });
    }
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      await onSubmit(values, range);
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors({ ...fields, passage: fields.start ?? fields.end ?? fields.page_number });
      setFailure(errorMessage(error, 'The highlight could not be saved. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{mode === 'create' ? 'Add highlight' : 'Edit highlight'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            {quote !== null ? (
              <Box
                component="blockquote"
                aria-label={`Passage on page ${pageNumber}`}
                sx={{ m: 0, px: 2, py: 1, borderLeft: 4, borderColor: HIGHLIGHT_SWATCHES[values.colour], bgcolor: 'grey.50', whiteSpace: 'pre-wrap', maxHeight: 160, overflow: 'auto', typography: 'body2' }}
              >
                {quote}
              </Box>
            ) : (
              <TextField
                id="highlight-passage"
                label="Passage to highlight"
                required
                multiline
                minRows={2}
                autoFocus
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                error={Boolean(errors.passage)}
                helperText={errors.passage ?? `Type or paste the words as they appear on page ${pageNumber}, or close this and select them on the page.`}
              />
            )}
            <FormControl>
              <FormLabel id="highlight-colour-label">Colour</FormLabel>
              <RadioGroup row aria-labelledby="highlight-colour-label" value={values.colour} onChange={(e) => setValues({ ...values, colour: e.target.value as HighlightColour })}>
                {HIGHLIGHT_COLOURS.map((colour) => (
                  <FormControlLabel
                    key={colour}
                    value={colour}
                    control={<Radio size="small" />}
                    label={
                      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                        <Box component="span" aria-hidden sx={{ width: 16, height: 16, borderRadius: '4px', bgcolor: HIGHLIGHT_SWATCHES[colour], border: 1, borderColor: 'divider' }} />
                        {COLOUR_LABELS[colour]}
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              id="highlight-note"
              label="Note"
              multiline
              minRows={2}
              autoFocus={quote !== null}
              value={values.note}
              onChange={(e) => setValues({ ...values, note: e.target.value })}
              error={Boolean(errors.note)}
              helperText={errors.note ?? 'Why this passage matters (optional).'}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <HighlightTagsField id="highlight-tags" value={values.tags} options={tagOptions} onChange={(tags) => setValues({ ...values, tags })} error={errors.tags} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving…' : mode === 'create' ? 'Save highlight' : 'Save changes'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
