import { describe, expect, it } from 'vitest';
import { CASE_COURT_ASKED, courtsAgree, findCourt } from './courts.js';

describe('the court a case is pending in', () => {
  it('is asked of the case itself, not of a forum clause', () => {
    expect(CASE_COURT_ASKED.test('Which court is this case pending in?')).toBe(true);
    expect(CASE_COURT_ASKED.test('Do you know which court this case is pending in?')).toBe(true);
    expect(CASE_COURT_ASKED.test('Where was this action filed?')).toBe(true);
    expect(CASE_COURT_ASKED.test('Which courts did the parties agree would hear disputes under the agreement?')).toBe(false);
  });

  it('reads the system, the federal district and the county, as said and as captioned', () => {
    expect(findCourt('The Superior Court in Mercer County, as I understand it.')).toMatchObject({ system: 'state', county: 'mercer', quote: 'Superior Court in Mercer County' });
    expect(findCourt('The Eastern District. Federal court in Brooklyn.')).toMatchObject({ system: 'federal', district: 'eastern' });
    expect(findCourt('UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK')).toMatchObject({ system: 'federal', district: 'southern' });
    expect(findCourt('Brooklyn, I think.')).toBeNull();
  });

  it('agrees unless the system, the district or the county differs', () => {
    const caption = findCourt('UNITED STATES DISTRICT COURT\nDISTRICT OF NEW JERSEY')!;
    expect(courtsAgree(findCourt('The Superior Court in Mercer County.')!, caption)).toBe(false);
    expect(courtsAgree(findCourt('Federal court in Newark.')!, caption)).toBe(true);
    const sdny = findCourt('UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK')!;
    expect(courtsAgree(findCourt('The Eastern District.')!, sdny)).toBe(false);
    expect(courtsAgree(findCourt('The Southern District, in Manhattan.')!, sdny)).toBe(true);
  });
});
