import { describe, expect, it } from 'vitest';
import { planDedup, type DedupInput } from './dedup-plan.js';

const doc = (id: string, sha256: string, custodianId: string | null, parentId: string | null = null, containerMember = false): DedupInput => ({ id, parentId, sha256, custodianId, containerMember });

describe('family-level de-duplication', () => {
  // Two e-mails with the same bytes and the same attachments (A's and B's copies), a third with the
  // same body but another attachment, and the contract attached alone elsewhere.
  const docs = [
    doc('m1', 'mail', 'A'),
    doc('m1a', 'contract', 'A', 'm1'),
    doc('m2', 'mail', 'B'),
    doc('m2a', 'contract', 'B', 'm2'),
    doc('m3', 'mail', 'B'),
    doc('m3a', 'draft', 'B', 'm3'),
    doc('loose', 'contract', 'C'),
  ];

  it('across the case: keeps the earliest family, links every member of the copy to its match, remembers every holder', () => {
    const plan = planDedup(docs, 'case');
    expect(Object.fromEntries(plan.dedupOf)).toEqual({ m2: 'm1', m2a: 'm1a' });
    expect(plan.suppressedFamilies).toBe(1);
    expect(plan.families).toBe(4);
    expect(plan.holders.get('m1')?.sort()).toEqual(['A', 'B']);
    expect(plan.holders.get('m1a')?.sort()).toEqual(['A', 'B']);
  });

  it('never suppresses an attachment whose family differs, nor a loose file equal to an attachment', () => {
    const plan = planDedup(docs, 'case');
    expect(plan.dedupOf.has('m3')).toBe(false);
    expect(plan.dedupOf.has('m3a')).toBe(false);
    expect(plan.dedupOf.has('loose')).toBe(false);
    expect(plan.familyHash.get('m1')).toBe(plan.familyHash.get('m2'));
    expect(plan.familyHash.get('m1')).not.toBe(plan.familyHash.get('m3'));
  });

  it('per custodian: each custodian keeps their own copy, holders still name everyone', () => {
    const plan = planDedup([...docs, doc('m4', 'mail', 'B'), doc('m4a', 'contract', 'B', 'm4')], 'custodian');
    expect(Object.fromEntries(plan.dedupOf)).toEqual({ m4: 'm2', m4a: 'm2a' });
    expect(plan.holders.get('m1')?.sort()).toEqual(['A', 'B']);
  });

  it('members of a ZIP or a mailbox are families of their own, not part of the container', () => {
    const plan = planDedup([doc('zip', 'zipbytes', 'A'), doc('z1', 'contract', 'A', 'zip', true), doc('loose', 'contract', 'B')], 'case');
    expect(Object.fromEntries(plan.dedupOf)).toEqual({ loose: 'z1' });
    expect(plan.familyHash.get('zip')).toBe('zipbytes');
  });

  it('the order of attachments matters', () => {
    const plan = planDedup([doc('a', 'm', null), doc('a1', 'x', null, 'a'), doc('a2', 'y', null, 'a'), doc('b', 'm', null), doc('b1', 'y', null, 'b'), doc('b2', 'x', null, 'b')], 'case');
    expect(plan.dedupOf.size).toBe(0);
  });
});
