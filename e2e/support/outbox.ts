import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMessage {
  file: string;
  raw: string;
  /** Every http(s) link in the message, quoted-printable soft breaks undone. */
  links: string[];
}

/** E-mails the server wrote to DATA_DIR/outbox (development mode), oldest first. */
export function readOutbox(dataDir: string): OutboxMessage[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const raw = readFileSync(path.join(dir, f), 'utf8');
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const links = [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])];
      return { file: f, raw, links };
    });
}

/** Waits for a message whose link contains `pathPart` (e.g. '/accept-invitation?token=') and returns that link. */
export async function waitForLink(dataDir: string, pathPart: string, { recipient, timeoutMs = 10_000 }: { recipient?: string; timeoutMs?: number } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const message of readOutbox(dataDir).reverse()) {
      if (recipient && !message.file.includes(recipient.replace(/[^a-z0-9@.-]/gi, '_')) && !message.raw.includes(recipient)) continue;
      const link = message.links.find((l) => l.includes(pathPart));
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail with a link containing ${pathPart} within ${timeoutMs} ms`);
}
