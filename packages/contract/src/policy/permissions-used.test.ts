import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '../permissions.js';

// Every permission in the table must be read by something: a server route's declared permission,
// a policy here, or the web (a guard, a capability it shows). One nothing reads is removed.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const readers = ['apps/server/src', 'apps/web/src', 'packages/contract/src/policy'];

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sources(full));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

describe('the permission table', () => {
  const text = readers.flatMap((dir) => sources(path.join(root, dir))).map((file) => readFileSync(file, 'utf8')).join('\n');
  it.each(ROLE_PERMISSIONS)('%s is read by a route, a policy or the web', (permission) => {
    expect(text.includes(`'${permission}'`)).toBe(true);
  });
});
