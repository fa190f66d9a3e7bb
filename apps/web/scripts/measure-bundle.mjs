// Measures what the browser downloads before each public or first page can render: the entry
// chunk, the page's lazy chunk, and every chunk they import statically, gzip-compressed.
// Reads Vite's manifest (build.manifest), so run `npm run build -w apps/web` first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET_KB = 250;

// The pages a visit starts on: the public ones, and the dashboard every sign-in lands on.
const INITIAL_ROUTES = {
  '/ (homepage)': 'src/features/home/HomePage.tsx',
  '/login': 'src/features/auth/LoginPage.tsx',
  '/signup': 'src/features/auth/SignupPage.tsx',
  '/demo-login': 'src/features/auth/DemoLoginPage.tsx',
  '/dashboard': 'src/features/dashboard/DashboardScreen.tsx',
};
// Pages normally reached from inside the app, measured as if opened from a bookmark.
const DEEP_LINKS = {
  '/settings': 'src/features/settings/SettingsScreen.tsx',
  '/organization': 'src/features/organization/OrganizationScreen.tsx',
  '/team': 'src/features/team/TeamScreen.tsx',
  '/audit': 'src/features/audit/AuditScreen.tsx',
  '/admin/system': 'src/features/system/SystemScreen.tsx',
};

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const measure = (routes) =>
  Object.entries(routes)
    .filter(([, page]) => manifest[page])
    .map(([route, page]) => {
      const keys = new Set([...closure(entryKey), ...closure(page)]);
      return { route, kb: [...keys].reduce((sum, k) => sum + gzipKb(manifest[k].file), 0) };
    });
const print = ({ route, kb }) => console.log(`  ${route.padEnd(16)} ${kb.toFixed(1)} KB gzip${kb > BUDGET_KB ? '  OVER BUDGET' : ''}`);

const entryKb = [...closure(entryKey)].reduce((sum, k) => sum + gzipKb(manifest[k].file), 0);
console.log(`entry (shared by every page): ${entryKb.toFixed(1)} KB gzip`);
const initial = measure(INITIAL_ROUTES);
console.log('initial routes (gated):');
initial.forEach(print);
console.log('deep links (for information):');
measure(DEEP_LINKS).forEach(print);
const worst = Math.max(...initial.map((r) => r.kb));
console.log(`largest initial route: ${worst.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (worst > BUDGET_KB) process.exitCode = 1;
