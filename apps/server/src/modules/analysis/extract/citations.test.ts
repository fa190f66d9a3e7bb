import { describe, expect, it } from 'vitest';
import { extractCitations } from './citations.js';

describe('extractCitations', () => {
  it('finds case reporters, statutes, rules and regulations', () => {
    const text =
      'See 550 U.S. 544, 127 S. Ct. 1955, 123 F.3d 456, 456 F. Supp. 2d 789; 42 U.S.C. § 1983; 28 U.S.C. §§ 1331-1332; Fed. R. Civ. P. 12(b)(6); 17 C.F.R. § 240.10b-5; N.J.S.A. 34:19-3(a).';
    expect(extractCitations(text).map((c) => [c.value, c.kind])).toEqual([
      ['550 U.S. 544', 'case'],
      ['127 S. Ct. 1955', 'case'],
      ['123 F.3d 456', 'case'],
      ['456 F. Supp. 2d 789', 'case'],
      ['42 U.S.C. § 1983', 'statute'],
      ['28 U.S.C. §§ 1331-1332', 'statute'],
      ['Fed. R. Civ. P. 12(b)(6)', 'rule'],
      ['17 C.F.R. § 240.10b-5', 'regulation'],
      ['N.J.S.A. 34:19-3(a)', 'statute'],
    ]);
  });
  it("does not take a contract's sections or a work rule for citations", () => {
    expect(extractCitations('Under Agreement § 8 and Bus Operator Rule 4.12, and Section 14.2 of the MLSA.')).toEqual([]);
  });
});
