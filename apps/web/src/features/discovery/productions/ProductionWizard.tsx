import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { BATES_PREFIX_PATTERN, type Case, type Production } from '@app/contract';
import { useBelow } from '../../../components/use-below';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { errorMessage, type FieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useRedactionSetName } from '../../redactions/RedactionSetChoice';
import { useCreateProduction, useDiscoveryRequests, useNextBates } from '../api';
import { initialForm, stepOfField, type ProductionForm } from './production-form';
import { DocumentsStep } from './wizard/DocumentsStep';
import { LoadFilesStep } from './wizard/LoadFilesStep';
import { NumberingStep } from './wizard/NumberingStep';
import { ProductionProgress } from './wizard/ProductionProgress';
import { ReviewStep } from './wizard/ReviewStep';
import type { StepProps } from './wizard/step-props';
import { serverFieldErrors, STEPS, toRequest, validateStep } from './wizard/wizard-rules';

/** "New production": the documents, the numbering, the load files, a last look; then the job's progress until the volume is ready. */
export function ProductionWizard({ matter, onClose }: { matter: Case; onClose(): void }) {
  const requests = useDiscoveryRequests(matter.id);
  const [form, setForm] = useState<ProductionForm>(() => initialForm(matter.name, [], []));
  const [documentIds, setDocumentIds] = useState<string[]>([]);
  const redactionSet = useRedactionSetName(matter.id, form.redactionSetId);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<Production | null>(null);
  const create = useCreateProduction();
  const fullScreen = useBelow('sm');
  const titleId = useId();
  const stepProps: StepProps = {
    form,
    errors,
    set: (key, value) => {
      setForm((f) => ({ ...f, [key]: value }));
      setErrors((e) => ({ ...e, [key]: undefined }));
    },
    clearErrors: (...keys) => setErrors((e) => ({ ...e, ...Object.fromEntries(keys.map((k) => [k, undefined])) })),
  };

  const prefix = useDebouncedValue(form.prefix.trim().toUpperCase(), 300);
  const next = useNextBates(BATES_PREFIX_PATTERN.test(prefix) ? prefix : null);
  const start = form.start ? Number(form.start) : (next.data?.next_number ?? 1);
  const padding = Number(form.padding) || 6;

  const goNext = () => {
    const found = validateStep(step, form, documentIds);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setStep((s) => s + 1);
  };

  const submit = async () => {
    setFailure(null);
    try {
      const production = await create.mutateAsync(toRequest(matter.id, form, documentIds));
      setCreated(production);
      notify.success(`${production.name} is being made`);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      setFailure(errorMessage(error, 'The production could not be started. Please try again.'));
      const steps = Object.keys(fields).map((f) => stepOfField(f === 'field_separator' || f === 'text_qualifier' || f === 'newline' ? 'delimiters' : f));
      if (steps.length > 0) setStep(Math.min(...steps));
    }
  };

  if (created) return <ProductionProgress production={created} onClose={onClose} fullScreen={fullScreen} />;

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>New production</DialogTitle>
      <DialogContent dividers>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
          {`Step ${step + 1} of ${STEPS.length}: ${STEPS[step]}`}
        </Typography>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="production-error">
            {failure}
          </Alert>
        ) : null}

        {step === 0 ? (
          <DocumentsStep
            {...stepProps}
            caseId={matter.id}
            requests={requests.data?.requests ?? []}
            requestsLoading={requests.isPending}
            documentIds={documentIds}
            onDocumentIds={setDocumentIds}
          />
        ) : null}
        {step === 1 ? <NumberingStep {...stepProps} next={next.data} start={start} padding={padding} /> : null}
        {step === 2 ? <LoadFilesStep {...stepProps} /> : null}
        {step === 3 ? <ReviewStep form={form} documentCount={documentIds.length} start={start} padding={padding} requests={requests.data?.requests ?? []} redactionSet={redactionSet} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending} sx={{ mr: 'auto' }}>
          Cancel
        </Button>
        {step > 0 ? (
          <Button onClick={() => setStep((s) => s - 1)} disabled={create.isPending}>
            Back
          </Button>
        ) : null}
        {step < STEPS.length - 1 ? (
          <Button variant="contained" onClick={goNext}>
            Next
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void submit()} disabled={create.isPending}>
            {create.isPending ? 'Starting…' : 'Create production'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
