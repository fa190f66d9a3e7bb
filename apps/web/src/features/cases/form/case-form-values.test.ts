import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { checkCaseForm, firstErrorKey, partyErrorKey, serverFieldErrors } from './case-form-errors';
import { makeCase } from '../../../test/factories';
import { changedFields, createBody, emptyParty, emptyValues, fullBody, hasChanges, valuesFromCase, type CaseFormValues } from './case-form-values';


const SAMPLE_CASE = makeCase();

const filled = (patch: Partial<CaseFormValues>): CaseFormValues => ({
  ...emptyValues('2026-03-01'),
  name: 'Acme v. Beta',
  client_name: 'Acme Corp',
  case_type: 'Commercial Litigation',
  ...patch,
});

describe('createBody', () => {
  it('sends trimmed text, the chosen status and priority, and leaves out what is empty', () => {
    const values = filled({ name: '  Acme v. Beta ', court: '  ', judge: ' Hon. A. Judge ', tags: [' contract', 'contract', ''] });
    expect(createBody(values)).toEqual({
      name: 'Acme v. Beta',
      client_name: 'Acme Corp',
      case_type: 'Commercial Litigation',
      status: 'active',
      priority: 'medium',
      opened_at: '2026-03-01',
      judge: 'Hon. A. Judge',
      tags: ['contract'],
    });
  });

  it('drops party rows left blank and keeps the rest with empty details as null', () => {
    const blank = emptyParty([]);
    const party = { ...emptyParty([blank]), name: ' Beta LLC ', role: 'defendant' as const, counsel: 'Smith & Co' };
    expect(createBody(filled({ parties: [blank, party] })).parties).toEqual([{ name: 'Beta LLC', role: 'defendant', counsel: 'Smith & Co', contact: null }]);
  });

  it('suggests plaintiff, then defendant, then other for new party rows', () => {
    const first = emptyParty([]);
    const second = emptyParty([first]);
    expect([first.role, second.role, emptyParty([first, second]).role]).toEqual(['plaintiff', 'defendant', 'other']);
  });
});

describe('edits', () => {
  it('a case read back into the form has no changes', () => {
    const values = valuesFromCase(SAMPLE_CASE);
    expect(changedFields(fullBody(values), fullBody(valuesFromCase(SAMPLE_CASE)))).toEqual({});
    expect(hasChanges(values, { ...values, name: `${values.name} ` })).toBe(false);
  });

  it('sends only the changed fields, clearing a field as null', () => {
    const before = valuesFromCase(SAMPLE_CASE);
    const after = { ...before, priority: 'high' as const, jurisdiction: '', tags: [...before.tags, 'wage and hour'] };
    expect(changedFields(fullBody(before), fullBody(after))).toEqual({ priority: 'high', jurisdiction: null, tags: ['employment', 'retaliation', 'wage and hour'] });
  });
});

describe('checkCaseForm', () => {
  it('says which required fields are missing, with the contract’s message', async () => {
    const result = await checkCaseForm(emptyValues('2026-03-01'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({ name: 'Required', client_name: 'Required', case_type: 'Required' });
    expect(firstErrorKey(result.errors)).toBe('name');
  });

  it('refuses a closing date before the opening date', async () => {
    const result = await checkCaseForm(filled({ opened_at: '2026-03-01', closed_at: '2026-02-01' }));
    expect(result).toEqual({ ok: false, errors: { closed_at: 'The closing date cannot be before the opening date' } });
  });

  it('puts a party’s error on its own row, counting only the rows that are sent', async () => {
    const blank = emptyParty([]);
    const nameless = { ...emptyParty([blank]), counsel: 'Smith & Co' };
    const result = await checkCaseForm(filled({ parties: [blank, nameless] }));
    expect(result).toEqual({ ok: false, errors: { [partyErrorKey(nameless.key, 'name')]: 'Required' } });
  });
});

describe('serverFieldErrors', () => {
  it('keys the server’s field paths for the form instead of by their last segment', () => {
    const party = { ...emptyParty([]), name: 'X' };
    const values = filled({ parties: [party] });
    const error = new ApiError(400, 'Invalid', {
      detail: 'Invalid',
      code: 'validation_error',
      errors: [
        { field: 'court', message: 'Too long' },
        { field: 'parties.0.name', message: 'Too long' },
        { field: 'tags.2', message: 'Too long' },
      ],
    });
    expect(serverFieldErrors(error, values)).toEqual({ court: 'Too long', [partyErrorKey(party.key, 'name')]: 'Too long', tags: 'Too long' });
    expect(serverFieldErrors(new Error('boom'), values)).toEqual({});
  });
});
