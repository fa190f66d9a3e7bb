/**
 * Search snippets arrive as HTML escaped by the server with only <mark>…</mark> added. Even so, the
 * screen never injects HTML: it splits on the two mark tags and renders the pieces as React text,
 * so a `<script>` or any other tag in a document (or a server bug) can only ever be shown as text.
 */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Undoes the server's escaping; anything that is not a known entity stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

export function snippetParts(html: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  for (const piece of html.split(/(<mark>|<\/mark>)/i)) {
    const tag = piece.toLowerCase();
    if (tag === '<mark>') {
      marked = true;
      continue;
    }
    if (tag === '</mark>') {
      marked = false;
      continue;
    }
    if (!piece) continue;
    const text = decodeEntities(piece);
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  }
  return parts;
}
