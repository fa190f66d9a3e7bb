import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CASE_PRIORITIES, CASE_STATUSES, CASE_STATUS_LABELS } from '@app/contract';
import type { FieldErrors } from '../../../lib/form-errors';
import { humanize } from '../../../components/humanize';
import type { SuggestionKind } from '../api';
import { COMMON_CASE_TYPES, type CaseFormValues } from './case-form-values';
import { FreeTextField, SuggestField } from './FreeTextField';
import { PartiesEditor } from './PartiesEditor';
import { TagsField } from './TagsField';

/** Element id of a top-level field, so a validation error can move focus to it. */
export const caseFieldId = (field: string) => `case-form-${field.replace(/_/g, '-')}`;

export type CasePatch = (patch: Partial<CaseFormValues>) => void;

type TextKey = {
  [K in keyof CaseFormValues]: CaseFormValues[K] extends string ? K : never;
}[keyof CaseFormValues];

/*
 * Each field is memoised and receives one stable `onPatch`: typing re-renders only the field typed
 * in, not the twenty others (four of them type-aheads), which keeps the form quick on slow machines.
 */

interface TextInputProps {
  field: TextKey;
  label: string;
  value: string;
  error: string | undefined;
  onPatch: CasePatch;
  required?: boolean;
  helperText?: string;
  autoFocus?: boolean;
  multiline?: boolean;
  type?: 'date';
}

const TextInput = memo(function TextInput({ field, label, value, error, onPatch, required, helperText, autoFocus, multiline, type }: TextInputProps) {
  return (
    <TextField
      id={caseFieldId(field)}
      label={label}
      value={value}
      onChange={(e) => onPatch({ [field]: e.target.value })}
      error={Boolean(error)}
      helperText={error ?? helperText}
      required={required ?? false}
      autoFocus={autoFocus ?? false}
      multiline={multiline ?? false}
      minRows={multiline ? 3 : undefined}
      {...(type ? { type, slotProps: { inputLabel: { shrink: true } } } : {})}
      fullWidth
    />
  );
});

interface ChoiceInputProps<K extends 'status' | 'priority'> {
  field: K;
  label: string;
  value: CaseFormValues[K];
  options: ReadonlyArray<{ value: CaseFormValues[K]; label: string }>;
  error: string | undefined;
  onPatch: CasePatch;
}

const ChoiceInput = memo(function ChoiceInput<K extends 'status' | 'priority'>({ field, label, value, options, error, onPatch }: ChoiceInputProps<K>) {
  return (
    <TextField id={caseFieldId(field)} select label={label} value={value} onChange={(e) => onPatch({ [field]: e.target.value })} error={Boolean(error)} helperText={error}>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}) as <K extends 'status' | 'priority'>(props: ChoiceInputProps<K>) => ReactNode;

const STATUS_OPTIONS = CASE_STATUSES.map((s) => ({ value: s, label: CASE_STATUS_LABELS[s] }));
const PRIORITY_OPTIONS = CASE_PRIORITIES.map((p) => ({ value: p, label: humanize(p) }));

const CaseTypeInput = memo(function CaseTypeInput({ value, error, onPatch }: { value: string; error: string | undefined; onPatch: CasePatch }) {
  return (
    <FreeTextField
      id={caseFieldId('case_type')}
      label="Case type"
      required
      value={value}
      onChange={(v) => onPatch({ case_type: v })}
      options={COMMON_CASE_TYPES}
      error={error}
      helperText="Pick one or type your own"
    />
  );
});

const SuggestInput = memo(function SuggestInput({
  field,
  kind,
  label,
  value,
  error,
  onPatch,
}: {
  field: 'attorney_name' | 'court';
  kind: SuggestionKind;
  label: string;
  value: string;
  error: string | undefined;
  onPatch: CasePatch;
}) {
  return <SuggestField kind={kind} id={caseFieldId(field)} label={label} value={value} onChange={(v) => onPatch({ [field]: v })} error={error} />;
});

const TagsInput = memo(function TagsInput({ value, error, onPatch }: { value: string[]; error: string | undefined; onPatch: CasePatch }) {
  return <TagsField id={caseFieldId('tags')} value={value} onChange={(tags) => onPatch({ tags })} error={error} />;
});

const Parties = memo(function Parties({ parties, errors, onPatch }: { parties: CaseFormValues['parties']; errors: FieldErrors; onPatch: CasePatch }) {
  return <PartiesEditor parties={parties} onChange={(next) => onPatch({ parties: next })} errors={errors} />;
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
    </Box>
  );
}

export interface CaseFormFieldsProps {
  values: CaseFormValues;
  errors: FieldErrors;
  /** Must be stable (useCallback): the memoised fields rely on it. */
  onChange: CasePatch;
}

/** Every field of a case, grouped the way a matter-intake form reads: the matter, who is involved, when. */
export function CaseFormFields({ values, errors, onChange }: CaseFormFieldsProps) {
  const text = (field: TextKey, label: string, extra: Omit<TextInputProps, 'field' | 'label' | 'value' | 'error' | 'onPatch'> = {}) => (
    <TextInput field={field} label={label} value={values[field]} error={errors[field]} onPatch={onChange} {...extra} />
  );

  return (
    <Stack spacing={3}>
      <Section title="Matter">
        <Box sx={{ gridColumn: '1 / -1' }}>{text('name', 'Case name', { required: true, autoFocus: true, helperText: 'For example: Northwind Freight v. Castellan Logistics' })}</Box>
        {text('client_name', 'Client name', { required: true })}
        {text('docket_number', 'Docket number')}
        <CaseTypeInput value={values.case_type} error={errors.case_type} onPatch={onChange} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <ChoiceInput field="status" label="Status" value={values.status} options={STATUS_OPTIONS} error={errors.status} onPatch={onChange} />
          <ChoiceInput field="priority" label="Priority" value={values.priority} options={PRIORITY_OPTIONS} error={errors.priority} onPatch={onChange} />
        </Box>
      </Section>

      <Section title="People and court">
        <SuggestInput field="attorney_name" kind="attorneys" label="Responsible attorney" value={values.attorney_name} error={errors.attorney_name} onPatch={onChange} />
        {text('opposing_party', 'Opposing party')}
        {text('opposing_counsel', 'Opposing counsel')}
        <SuggestInput field="court" kind="courts" label="Court" value={values.court} error={errors.court} onPatch={onChange} />
        {text('judge', 'Judge')}
        {text('jurisdiction', 'Jurisdiction')}
      </Section>

      <Section title="Dates">
        {text('opened_at', 'Opened', { type: 'date' })}
        {text('closed_at', 'Closed', { type: 'date', helperText: 'Filled in with today when the status becomes Closed' })}
      </Section>

      <Stack spacing={2}>
        <TagsInput value={values.tags} error={errors.tags} onPatch={onChange} />
        {text('description', 'Description', { multiline: true, helperText: 'What the matter is about, in a few sentences' })}
      </Stack>

      <Parties parties={values.parties} errors={errors} onPatch={onChange} />
    </Stack>
  );
}
