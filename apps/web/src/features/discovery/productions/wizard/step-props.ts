import type { FieldErrors } from '../../../../lib/form-errors';
import type { ProductionForm } from '../production-form';

/** What every step of the wizard is given: the form, its errors, and the ways to change them. */
export interface StepProps {
  form: ProductionForm;
  errors: FieldErrors;
  /** Sets one field and clears the error under it. */
  set<K extends keyof ProductionForm>(key: K, value: ProductionForm[K]): void;
  /** Clears errors whose names differ from the field's (the server's "bates_prefix" for `prefix`). */
  clearErrors(...keys: string[]): void;
}
