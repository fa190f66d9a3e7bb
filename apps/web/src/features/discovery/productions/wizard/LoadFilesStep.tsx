import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProductionForm } from '../production-form';
import { FieldsAndPagesSection } from './FieldsAndPagesSection';
import type { StepProps } from './step-props';

/** Step 3: the volume name, the load files' encoding and the DAT delimiters. */
export function LoadFilesStep(props: StepProps) {
  const { form, errors, set } = props;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Volume"
          value={form.volume}
          onChange={(e) => set('volume', e.target.value.toUpperCase())}
          error={!!errors.volume}
          helperText={errors.volume ?? 'The top folder of the ZIP: IMAGES, NATIVES, TEXT, DATA'}
        />
        <FormControl>
          <FormLabel id="production-encoding">Load file encoding</FormLabel>
          <RadioGroup row aria-labelledby="production-encoding" value={form.encoding} onChange={(e) => set('encoding', e.target.value as ProductionForm['encoding'])}>
            <FormControlLabel value="utf-8" control={<Radio />} label="UTF-8" />
            <FormControlLabel value="windows-1252" control={<Radio />} label="Windows-1252 (ANSI)" />
          </RadioGroup>
        </FormControl>
      </Box>
      <Typography variant="subtitle2" component="h4">
        DAT delimiters (Concordance defaults: 0x14 / þ / ®)
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <TextField label="Field separator" value={form.fieldSeparator} onChange={(e) => set('fieldSeparator', e.target.value)} error={!!errors.field_separator} helperText={errors.field_separator ?? 'A character, or a code like 0x14'} />
        <TextField label="Text qualifier" value={form.textQualifier} onChange={(e) => set('textQualifier', e.target.value)} error={!!errors.text_qualifier} helperText={errors.text_qualifier ?? 'Wraps every value'} />
        <TextField label="Newline placeholder" value={form.newline} onChange={(e) => set('newline', e.target.value)} error={!!errors.newline} helperText={errors.newline ?? 'Stands for line breaks inside a value'} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        The recipient's ESI protocol decides these; an Opticon OPT image load file comes with the DAT.
      </Typography>
      <FieldsAndPagesSection {...props} />
    </Box>
  );
}
