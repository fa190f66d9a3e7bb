import { describe, expect, it } from 'vitest';
import { extractClaims, type ValueClaim } from './claims.js';
import { definedTermsIn } from './defined-terms.js';

/** Invented contracts: the terms read from the text, not from a list. */
describe('a matter’s defined terms', () => {
  const lease = `This Commercial Lease Agreement (this "Lease") is made as of June 1, 2020 (the “Commencement Date”) between Harbor Point Properties LLC ("Landlord") and Brightwater Bakery Inc., a New York corporation with offices at 12 Dock Street ("Brightwater").
3.2 Loading Dock Allocation. Landlord shall reserve two bays (the "Reserved Bays") for Tenant during each Holiday Period.
"Holiday Period" means the period from November 15 through January 5. Under the Shared Services Addendum (the "SSA"), Landlord hired Calder Cleaning Co. ("Calder").`;

  it('reads parenthesised and "means" definitions, and an acronym’s long form', () => {
    const terms = definedTermsIn(lease);
    for (const w of ['leas', 'commence', 'supply', 'bay', 'holiday', 'period', 'shar', 'servic', 'addendum']) expect(terms).toContain(w);
  });

  it('leaves out a short name given to a firm named just before it', () => {
    const terms = definedTermsIn(lease);
    expect(terms).not.toContain('brightwat');
    expect(terms).not.toContain('calder');
    // A role is a term: "Landlord" names a part in the lease, not one of several landlords.
    expect(terms).toContain('landlord');
  });

  it('does not read a defined term in a question as singling out one of several', () => {
    const reference = new Date('2024-10-22T12:00:00Z');
    const q = 'How many bays were held during the Holiday Period?';
    const [without] = extractClaims({ question: q, answer: 'Three.', reference }) as ValueClaim[];
    expect(without?.qualifiers).toEqual(['holiday', 'period']);
    const [withTerms] = extractClaims({ question: q, answer: 'Three.', reference, terms: definedTermsIn(lease) }) as ValueClaim[];
    expect(withTerms?.qualifiers).toBeUndefined();
  });
});
