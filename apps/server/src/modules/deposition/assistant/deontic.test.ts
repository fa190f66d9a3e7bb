import { describe, expect, it } from 'vitest';
import { extractClaims, type PolarityClaim } from './claims.js';
import { candidatesFor } from './contradictions.js';
import { actOf, askedDeontic, isRequest, ruleSays, withoutIn } from './deontic.js';
import { tokensOf, type SourceSentence } from './sources.js';
import { bagOf } from './words.js';

/** Questions about what a contract required or allowed, read against its clauses (invented wording). */

const reference = new Date('2024-05-01T12:00:00Z');
const clause = (text: string): SourceSentence => ({ documentId: 'lease', filename: 'Lease.pdf', pageNumber: 1, text, tokens: tokensOf(text), bag: bagOf(text), reference, values: new Map(), lead: [] });
const yesNo = (q: string, a: string) => extractClaims({ question: q, answer: a, reference, common: new Set(['harbor', 'alder']) }).find((c): c is PolarityClaim => c.kind === 'negation')!;

const SUBLET = clause('Tenant shall pay rent monthly, and shall not sublet the premises to any third party without Landlord\u2019s prior written approval.');
const RENEWAL = clause('Either party may end this lease on sixty (60) days\u2019 written notice; provided that no termination shall take effect during the harvest season.');
const FAX = clause('Notice by facsimile alone shall not be effective.');

describe('a permission given without something, and a letter’s requests', () => {
  it('reads "may obtain relief without posting a bond" as no bond required', () => {
    const c = yesNo('Under the lease, does the landlord have to post a bond to get an injunction?', 'I think it does, yes.');
    expect(c.deontic).toBe('must');
    const against = candidatesFor(c, [clause('The Landlord may obtain injunctive relief without posting a bond, in addition to any other remedy.')], []);
    expect(against.some((x) => !x.agrees && x.sourceValue === 'no')).toBe(true);
  });

  it('reads a request in the imperative as requiring what it asks, and "please do not" as forbidding it', () => {
    const respond = yesNo('Did the letter require the tenant to respond within fifteen days?', 'No.');
    expect(candidatesFor(respond, [clause('Respond to this letter within 15 days.')], []).some((x) => !x.agrees && x.sourceValue === 'yes')).toBe(true);
    const act = actOf(bagOf('delete video'));
    expect(ruleSays('may', act, new Map(), clause('Please do not delete any video from the bus.'))).toBe('no');
    // A sentence opening with a noun is no request.
    expect(ruleSays('must', actOf(bagOf('report damage')), new Map(), clause('Report dated May 2 describes the damage.'))).toBeNull();
    // The bid after a frame of when or why is a request too.
    const inspect = yesNo('Did the notice require an outside inspection of the boiler?', 'No.');
    expect(candidatesFor(inspect, [clause('Within thirty days of this notice, provide an outside inspection of the boiler and a repair plan.')], []).some((x) => !x.agrees && x.sourceValue === 'yes')).toBe(true);
    // (Not a frame before a statement: "In response to the notice, the tenant hired an inspector.")
    expect(candidatesFor(inspect, [clause('In response to this notice, the tenant arranged an outside inspection of the boiler.')], []).some((x) => !x.agrees && x.sourceValue === 'yes')).toBe(false);
  });

  it('reads a demand said outright, and each item of its list as demanded in the list\'s words', () => {
    expect(isRequest('We demand that the landlord preserve the following records.')).toBe(true);
    expect(isRequest('The tenant is requested to confirm receipt in writing.')).toBe(true);
    expect(isRequest('The landlord demanded payment twice.')).toBe(false);
    expect(isRequest('The requests that the tenant sent were answered in May.')).toBe(false);
    const lead = 'We demand that Harbor preserve, and suspend any routine purging of, the following:';
    const item = (text: string): SourceSentence => ({ ...clause(text), bag: bagOf(lead, 0.5, bagOf(text)), listLead: lead });
    const keys = item('(1) all key-card entry logs for the east garage for March 2024;');
    const leases = item('(2) the signed lease files for units 4 through 9.');
    const asked = yesNo('Did the letter ask Harbor to suspend the routine purging of the key-card logs?', 'No. It only asked us to keep what we had.');
    expect(candidatesFor(asked, [keys], []).some((x) => !x.agrees && x.sourceValue === 'yes')).toBe(true);
    // (Another item of the same list is not the one asked about.)
    expect(candidatesFor(asked, [leases], []).some((x) => !x.agrees && x.sourceValue === 'yes')).toBe(false);
  });
});

describe('what a rule says of a question about it', () => {
  it('reads the force the question asks', () => {
    expect(askedDeontic('Did the lease require the landlord\u2019s approval before a sublet?')).toBe('must');
    expect(askedDeontic('So a termination could take effect in the middle of the harvest season')).toBe('may');
    expect(askedDeontic('Was Harbor allowed to sublet?')).toBe('may');
    expect(askedDeontic('Can you tell us whether Harbor sublet the premises?')).toBeNull();
    expect(askedDeontic('Did Harbor sublet the premises in May?')).toBeNull();
  });

  it('a prohibition lifted by a condition requires the condition, and forbids the act without it', () => {
    const act = actOf(bagOf('require landlord written approval sublet premises third party'));
    expect(ruleSays('must', act, new Map(), SUBLET)).toBe('yes');
    const withoutApproval = bagOf('sublet premises third party without approval');
    expect(ruleSays('may', actOf(withoutApproval), withoutIn('could Tenant sublet without approval?'), SUBLET)).toBe('no');
    // Allowed with approval: whether it was allowed at all is not said outright.
    expect(ruleSays('may', actOf(bagOf('sublet premises third party')), new Map(), SUBLET)).toBeNull();
  });

  it('reads "let" as a permission asked, a condition offered against the one the rule sets, and a clause deeming an act no breach as allowing it', () => {
    expect(askedDeontic('Did the lease let Harbor hold back rent it disputed?')).toBe('may');
    expect(askedDeontic('Let me ask you about the lease. Did Harbor sublet?')).toBeNull();
    // Told first is not approved in writing; approved in writing is.
    const told = yesNo('The lease let Tenant sublet the premises to a third party, so long as it told Landlord first, didn\'t it?', 'Yes.');
    expect(ruleSays('may', actOf(told.subject), new Map(), SUBLET, told.condition)).toBe('no');
    const approved = yesNo('The lease let Tenant sublet the premises to a third party, so long as Landlord approved it in writing, didn\'t it?', 'Yes.');
    expect(ruleSays('may', actOf(approved.subject), new Map(), SUBLET, approved.condition)).toBe('yes');
    // Allowed only in a manner the question takes away ("with nothing in writing"): not allowed so.
    const byPhone = yesNo('Could Harbor withhold the rent with nothing in writing?', 'Yes.');
    expect(byPhone.polarity).toBe('yes');
    expect(ruleSays('may', actOf(byPhone.subject), byPhone.without ?? new Map(), clause('Harbor may withhold any rent it disputes by written notice to Landlord.'))).toBe('no');
    expect(ruleSays('may', actOf(byPhone.subject), byPhone.without ?? new Map(), clause('Harbor may withhold any rent it disputes without written notice to Landlord.'))).toBe('yes');
    const withholding = clause('Withholding a disputed amount shall not constitute a breach of this lease.');
    const holdBack = yesNo('Did the lease let Harbor hold back amounts it disputed?', 'Yes.');
    expect(holdBack.subject.has('withhold')).toBe(true);
    expect(ruleSays('may', actOf(holdBack.subject), new Map(), withholding)).toBe('yes');
  });

  it('a proviso is a rule of its own, and "not less than" is a bound, not a denial', () => {
    expect(ruleSays('may', actOf(bagOf('termination take effect harvest season')), new Map(), RENEWAL)).toBe('no');
    expect(ruleSays('may', actOf(bagOf('either party end lease written notice')), new Map(), RENEWAL)).toBe('yes');
    expect(ruleSays('may', actOf(bagOf('notice facsimile')), new Map(), FAX)).toBe('no');
    expect(ruleSays('may', bagOf('deliver trailers'), new Map(), clause('Carrier shall deliver not less than forty trailers.'))).toBe('yes');
  });

  it('a yes to a question the rule denies, and a no to one it affirms, are contradictions', () => {
    const during = yesNo('So a termination could take effect right in the middle of the harvest season, as long as the notice had run?', 'Correct.');
    expect(during.deontic).toBe('may');
    expect(during.subject.has('run')).toBe(false);
    expect(candidatesFor(during, [RENEWAL], []).some((c) => !c.agrees && c.sourceValue === 'no')).toBe(true);
    const approval = yesNo('Did the lease require the landlord\u2019s written approval before a sublet to a third party?', 'No, it did not.');
    expect(approval.deontic).toBe('must');
    expect(candidatesFor(approval, [SUBLET], []).some((c) => !c.agrees && c.sourceValue === 'yes')).toBe(true);
    // What happened is not read against a rule, nor a rule against what happened.
    const happened = yesNo('Did Harbor sublet the premises to a third party?', 'No.');
    expect(candidatesFor(happened, [SUBLET], [])).toEqual([]);
  });
});

describe('a permission asked with a capital or as whether it took effect', () => {
  it('reads "Could …" opening a question, and "was it effective", as asking what the rules allow', () => {
    expect(askedDeontic('Could a termination take effect in the middle of the harvest season?')).toBe('may');
    expect(askedDeontic('May Harbor sublet the premises?')).toBe('may');
    expect(askedDeontic('Was notice by text message alone effective?')).toBe('may');
    // "May" followed by a day is a date; "Could you" is a request.
    expect(askedDeontic('Did Harbor sublet on May 3?')).toBeNull();
    expect(askedDeontic('Could you point us to the sublet clause?')).toBeNull();
    const early = yesNo('Could a termination take effect in the middle of the harvest season?', 'Yes, once the notice period had run.');
    expect(candidatesFor(early, [RENEWAL], []).some((c) => !c.agrees)).toBe(true);
    const text = yesNo('Was notice by text message alone effective?', 'Yes, we did everything by text.');
    expect(candidatesFor(text, [clause('Notice by text message alone shall not be effective.')], []).some((c) => !c.agrees)).toBe(true);
  });
});
