/**
 * The little XML the Office and OpenDocument readers need, by pattern rather than a parser: they
 * take text out of parts the zip guard already bounded, and never build a tree of them.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Character data with its entities decoded (numeric ones outside Unicode dropped). */
export const xmlText = (s: string): string =>
  s.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, code: string) => {
    if (code[0] !== '#') return ENTITIES[code] ?? m;
    const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : '';
  });

/** An attribute of a start tag (`name` may carry its prefix, "r:id"). */
export const attr = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** A relationships part (.rels) as Id → target path inside the package, resolved against `base` ("xl/"). */
export function relationships(xml: string, base: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const m of xml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = attr(m[0], 'Id');
    const target = attr(m[0], 'Target');
    if (id && target && attr(m[0], 'TargetMode') !== 'External') targets.set(id, resolvePart(base, target));
  }
  return targets;
}

/** "slides/../media/a.png" against "ppt/" → "ppt/media/a.png"; a leading "/" is the package root. */
function resolvePart(base: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : `${base}${target}`).split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p !== '.' && p !== '') out.push(p);
  }
  return out.join('/');
}
