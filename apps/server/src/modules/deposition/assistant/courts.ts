/**
 * The court a case is pending in, as a witness says it ("the Superior Court in Mercer County",
 * "the Eastern District, federal court in Brooklyn") and as a pleading's caption writes it
 * ("UNITED STATES DISTRICT COURT / DISTRICT OF NEW JERSEY"). A place reader sees a county or a
 * city in it; asked which court, what matters is the court system, the federal district and the
 * county.
 */
export interface CourtValue {
  system: 'federal' | 'state' | null;
  /** A federal district's direction ("eastern"), when said. */
  district: string | null;
  /** A county, lower case, when said ("mercer"). */
  county: string | null;
  quote: string;
  start: number;
}

const FEDERAL = /\b(?:united states|u\.\s?s\.)\s+district\s+court\b|\bfederal\s+(?:district\s+)?court\b|\bdistrict\s+court\b|\b(?:eastern|southern|northern|western|middle|central)\s+district\b|\bdistrict\s+of\s+[A-Z]/i;
const STATE = /\bsuperior\s+court\b|\bsupreme\s+court\s+of\s+(?:the\s+)?(?:state\s+of\s+)?[A-Z]|\bsupreme\s+court,\s+[A-Z][a-z]+\s+county\b|\bcounty\s+court\b|\bcourt\s+of\s+common\s+pleas\b|\bchancery\b|\bstate\s+court\b|\bcircuit\s+court\b(?!\s+of\s+appeals)|\bcivil\s+court\b/i;
const DISTRICT = /\b(eastern|southern|northern|western|middle|central)\s+district\b/i;
const COUNTY = /\b([A-Z][a-z]+)\s+County\b/;

/** The question asks which court the case itself is in: "Which court is this case pending in?", "Where was this action filed?". */
export const CASE_COURT_ASKED = /\b(?:which|what)\s+court\b[^?]*\b(?:this|the)\s+(?:case|action|lawsuit|suit|matter)\b|\b(?:this|the)\s+(?:case|action|lawsuit|suit|matter)\b[^?]*\b(?:which|what)\s+court\b|\bwhere\s+(?:is|was)\s+(?:this|the)\s+(?:case|action|lawsuit|suit)\s+(?:pending|filed|brought)\b/i;

/** The court a text names, if it names one by its system, district or county with the word "court" or "district". */
export function findCourt(text: string): CourtValue | null {
  const federal = FEDERAL.exec(text);
  const state = STATE.exec(text);
  if (!federal && !state && !/\bcourt\b/i.test(text)) return null;
  const districtSaid = DISTRICT.exec(text);
  const countySaid = COUNTY.exec(text);
  const district = districtSaid?.[1]?.toLowerCase() ?? null;
  const county = countySaid?.[1]?.toLowerCase() ?? null;
  // (A state court named first wins over a "district" said after it: "the Superior Court, Law Division".)
  const system = state && (!federal || state.index < federal.index) ? 'state' : federal ? 'federal' : null;
  if (!system && !district && !county) return null;
  const starts = [federal?.index, state?.index, countySaid?.index, districtSaid?.index].filter((x): x is number => x !== undefined);
  const start = Math.min(...starts);
  return { system, district, county, quote: text.slice(start, Math.min(text.length, start + 80)).split(/[.;\n]|,\s*(?:as|I|which|that|if)\b/)[0]!.trim(), start };
}

/** Whether two courts can be the same: no difference in system, federal district or county where both say one. */
export function courtsAgree(a: CourtValue, b: CourtValue): boolean {
  if (a.system && b.system && a.system !== b.system) return false;
  if (a.district && b.district && a.district !== b.district) return false;
  return !(a.county && b.county && a.county !== b.county);
}
