import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * README's configuration table promises every setting. The settings are the keys of config.ts's
 * environment schema plus the few variables a module reads from process.env directly
 * (DB_ADMISSION, FFMPEG_PATH, …); each must have a row, and no row may name a variable nothing reads.
 */
const serverSrc = path.dirname(fileURLToPath(import.meta.url));
const readme = readFileSync(path.join(serverSrc, '..', '..', '..', 'README.md'), 'utf8');

/** The operating system's own variables, which a module may consult (a binary on PATH) but nobody configures here. */
const SYSTEM = new Set(['PATH', 'HOME', 'TMPDIR']);

/** The keys of `EnvSchema = z.object({ … })`: the top-level `NAME:` lines of its body. */
export function schemaVariables(source: string): string[] {
  const body = /EnvSchema = z\.object\(\{\n([\s\S]*?)\n\}\);/.exec(source)?.[1];
  if (!body) throw new Error('config.ts: EnvSchema = z.object({ … }); not found');
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1] ?? '');
}

/** First-column names of the table under "## Configuration". */
export function tableVariables(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Configuration'));
  if (!section) throw new Error('README has no "## Configuration" section');
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1] ?? '');
}

/**
 * `process.env.NAME` in the server's own code (tests and test helpers left out). A name the same
 * file passes to a child process it starts (`env: { ...process.env, NAME: … }`) is internal.
 */
export function directlyRead(files: { name: string; text: string }[]): string[] {
  const names = new Set<string>();
  for (const { text } of files) {
    const internal = new Set(
      [...text.matchAll(/env:\s*\{\s*\.\.\.process\.env,([^}]*)\}/g)].flatMap((m) => [...(m[1] ?? '').matchAll(/([A-Z][A-Z0-9_]*)\s*:/g)].map((k) => k[1])),
    );
    for (const m of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)|process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g)) {
      const name = m[1] ?? m[2] ?? '';
      if (!internal.has(name) && !SYSTEM.has(name)) names.add(name);
    }
  }
  return [...names];
}

function serverSources(): { name: string; text: string }[] {
  return readdirSync(serverSrc, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !/\.test\.ts$/.test(name) && !name.split(path.sep).includes('test') && !/test-|stand-in/.test(path.basename(name)))
    .map((name) => ({ name, text: readFileSync(path.join(serverSrc, name), 'utf8') }));
}

describe("README's configuration table", () => {
  it('has a row for every variable the server reads, and none for a variable it does not', () => {
    const schema = schemaVariables(readFileSync(path.join(serverSrc, 'config.ts'), 'utf8'));
    expect(schema).toContain('DATABASE_URL'); // the parse found the schema's keys
    const read = new Set([...schema, ...directlyRead(serverSources())]);
    const listed = tableVariables(readme);
    const missing = [...read].filter((name) => !listed.includes(name)).sort();
    const extra = listed.filter((name) => !read.has(name)).sort();
    expect({ missing, extra }, `README.md "## Configuration": add rows for missing, remove extra`).toEqual({ missing: [], extra: [] });
    expect(listed.length, 'a variable listed twice').toBe(new Set(listed).size);
  });

  it('finds direct reads, but not the variables a module hands to a child process', () => {
    expect(schemaVariables('const EnvSchema = z.object({\n  PORT: z.number(),\n  /** x */\n  A_B: z.string().default(\'y\'),\n  nested: { NOT: 1 },\n});')).toEqual(['PORT', 'A_B']);
    const text = "const a = process.env.FOO_PATH; process.env.PATH; spawn(x, { env: { ...process.env, CHILD_MODEL: m } }); require(process.env.CHILD_MODEL); process.env['BAR'];";
    expect(directlyRead([{ name: 'x.ts', text }]).sort()).toEqual(['BAR', 'FOO_PATH']);
    expect(tableVariables('## Configuration\n\n| Variable | Default |\n|---|---|\n| `PORT` | `3000` |\n\n## Layout\n| `NOT_IT` | x |')).toEqual(['PORT']);
  });
});
