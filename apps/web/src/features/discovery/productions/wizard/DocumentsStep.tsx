import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { DiscoveryRequest } from '@app/contract';
import type { ProductionForm } from '../production-form';
import { RedactionSetChoice } from '../../../redactions/RedactionSetChoice';
import { DocumentChoice } from './DocumentChoice';
import { RequestChoice } from './RequestChoice';
import type { StepProps } from './step-props';

/** Step 1: the production's name and recipient, and which documents go out. */
export function DocumentsStep({
  form,
  errors,
  set,
  caseId,
  requests,
  requestsLoading,
  documentIds,
  onDocumentIds,
}: StepProps & { caseId: string; requests: DiscoveryRequest[]; requestsLoading: boolean; documentIds: string[]; onDocumentIds(ids: string[]): void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="Name" required value={form.name} onChange={(e) => set('name', e.target.value)} error={!!errors.name} helperText={errors.name} autoFocus />
        <TextField
          label="Recipient"
          required
          value={form.recipient}
          onChange={(e) => set('recipient', e.target.value)}
          error={!!errors.recipient}
          helperText={errors.recipient ?? 'e.g. counsel for Castellan Logistics'}
        />
      </Box>
      <FormControl error={!!errors.selection}>
        <FormLabel id="production-by">Which documents</FormLabel>
        <RadioGroup aria-labelledby="production-by" value={form.by} onChange={(e) => set('by', e.target.value as ProductionForm['by'])}>
          <FormControlLabel value="coding" control={<Radio />} label="Coded responsive to requests" />
          <FormControlLabel value="search" control={<Radio />} label="Every document a search finds" />
          <FormControlLabel value="documents" control={<Radio />} label="Documents I choose" />
        </RadioGroup>
        <FormHelperText>Documents coded privileged are always withheld and listed on the privilege log.</FormHelperText>
      </FormControl>
      {form.by === 'search' ? (
        <TextField label="Search for" value={form.query} onChange={(e) => set('query', e.target.value)} error={!!errors.selection} helperText={errors.selection ?? 'The same search as Review and Search & Analysis'} />
      ) : null}
      <RequestChoice
        requests={requests}
        loading={requestsLoading}
        value={form.requestIds}
        onChange={(ids) => set('requestIds', ids)}
        error={form.by === 'coding' ? errors.selection : undefined}
        label={form.by === 'coding' ? 'Responsive to' : 'Answers these requests (for the history)'}
      />
      {form.by === 'documents' ? <DocumentChoice caseId={caseId} value={documentIds} onChange={onDocumentIds} error={errors.selection} /> : null}
      <FormControl error={!!errors.complete_families}>
        <FormControlLabel control={<Checkbox checked={form.completeFamilies} onChange={(e) => set('completeFamilies', e.target.checked)} />} label="Complete families only" />
        <FormHelperText>{errors.complete_families ?? 'Refuse a selection that leaves out an e-mail’s attachments or an attachment’s e-mail. A privileged member is withheld with a numbered slip sheet in its place.'}</FormHelperText>
      </FormControl>
      <RedactionSetChoice caseId={caseId} value={form.redactionSetId} onChange={(id) => set('redactionSetId', id)} error={errors.redaction_set_id} />
    </Box>
  );
}
