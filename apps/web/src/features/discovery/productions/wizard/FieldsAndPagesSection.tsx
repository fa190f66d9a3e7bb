import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DAT_FIELD_NAMES, DEFAULT_DAT_FIELDS, type BlankPageChoice, type DatFieldName, type ProductionImageFormat } from '@app/contract';
import { ApiError } from '../../../../lib/api-client';
import { useFieldTemplates, useSaveFieldTemplate } from '../field-templates-api';
import type { StepProps } from './step-props';

/**
 * The DAT's fields (the default list, or a template saved for the recipient's ESI protocol, or a
 * new one saved here), blank pages and spreadsheets: what the recipient's protocol decides.
 */
export function FieldsAndPagesSection({ form, errors, set }: StepProps) {
  const templates = useFieldTemplates(form.recipient.trim());
  const save = useSaveFieldTemplate();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [fields, setFields] = useState<DatFieldName[]>([...DEFAULT_DAT_FIELDS]);
  const [saveError, setSaveError] = useState<string | null>(null);
  const list = templates.data?.templates ?? [];
  const chosen = list.find((t) => t.id === form.fieldTemplateId);
  const shown = chosen?.fields ?? DEFAULT_DAT_FIELDS;

  const saveTemplate = async () => {
    setSaveError(null);
    try {
      const made = await save.mutateAsync({ name: name.trim(), recipient: form.recipient.trim(), fields });
      set('fieldTemplateId', made.id);
      setEditing(false);
      setName('');
    } catch (err) {
      setSaveError(err instanceof ApiError ? (err.fieldErrors[0]?.message ?? err.message) : 'The template could not be saved.');
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="subtitle2" component="h4">
        DAT fields
      </Typography>
      <TextField
        select
        label="Field template"
        value={form.fieldTemplateId}
        onChange={(e) => set('fieldTemplateId', e.target.value)}
        error={!!errors.field_template_id}
        helperText={errors.field_template_id ?? shown.join(', ')}
        slotProps={{ formHelperText: { sx: { wordBreak: 'break-word' } } }}
      >
        <MenuItem value="">Default fields</MenuItem>
        {list.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name} — {t.recipient}
          </MenuItem>
        ))}
      </TextField>
      {editing ? (
        <Box sx={{ display: 'grid', gap: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <TextField label="Template name" value={name} onChange={(e) => setName(e.target.value)} helperText={`Saved for ${form.recipient.trim() || 'this recipient'}`} />
          <Autocomplete
            multiple
            options={DAT_FIELD_NAMES}
            value={fields}
            onChange={(_e, value) => setFields(value)}
            disableCloseOnSelect
            renderInput={(params) => <TextField {...params} label="Fields, in order" />}
          />
          {saveError ? (
            <Typography color="error" variant="body2" role="alert">
              {saveError}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="contained" onClick={() => void saveTemplate()} disabled={save.isPending || !name.trim() || !form.recipient.trim()}>
              Save template
            </Button>
            <Button onClick={() => setEditing(false)}>Cancel</Button>
          </Box>
        </Box>
      ) : (
        <Box>
          <Button onClick={() => setEditing(true)}>New field template…</Button>
        </Box>
      )}
      <FormControl error={!!errors.image_format}>
        <FormLabel id="production-image-format">Page images</FormLabel>
        <RadioGroup row aria-labelledby="production-image-format" value={form.imageFormat} onChange={(e) => set('imageFormat', e.target.value as ProductionImageFormat)}>
          <FormControlLabel value="pdf" control={<Radio />} label="PDF" />
          <FormControlLabel value="tiff" control={<Radio />} label="TIFF (Group IV, 300 dpi, black and white)" />
        </RadioGroup>
      </FormControl>
      {form.imageFormat === 'tiff' ? (
        <FormControlLabel
          control={<Checkbox checked={form.colorAsJpeg} onChange={(e) => set('colorAsJpeg', e.target.checked)} />}
          label="Colour pages as JPEG"
        />
      ) : null}
      <FormControl>
        <FormLabel id="production-blank-pages">Blank pages (nothing on them but line or page numbers)</FormLabel>
        <RadioGroup row aria-labelledby="production-blank-pages" value={form.blankPages} onChange={(e) => set('blankPages', e.target.value as BlankPageChoice)}>
          <FormControlLabel value="skip" control={<Radio />} label="Skip" />
          <FormControlLabel value="keep" control={<Radio />} label="Keep" />
          <FormControlLabel value="slip_sheet" control={<Radio />} label="Slip sheet" />
        </RadioGroup>
      </FormControl>
      <FormControlLabel
        control={<Checkbox checked={form.spreadsheetsAsImages} onChange={(e) => set('spreadsheetsAsImages', e.target.checked)} />}
        label="Image spreadsheets too (otherwise they go natively with a slip sheet)"
      />
    </Box>
  );
}
