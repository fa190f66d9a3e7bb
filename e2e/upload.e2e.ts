import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page, Route } from 'playwright-core';
import {
  demoApi,
  demoCredentials,
  describeViolations,
  launchBrowser,
  loginAt,
  loginWith,
  newPage,
  recordToasts,
  saveScreenshot,
  seriousAxeViolations,
  signUpFirm,
  startServer,
  toastsSeen,
  type RunningServer,
  type ViewportName,
} from './support';

/**
 * /upload as the paralegal: choose a case (by link and by the selector), send several kinds of
 * file at once and watch each one get processed, refuse an empty file, pause and resume, cancel,
 * and carry on by itself after a chunk request fails on the network or the server restarts. File
 * names carry a run id: other specs share this demo firm.
 */
let browser: Browser;
const baseUrl = inject('baseUrl');
const run = randomUUID().slice(0, 8);
const dir = mkdtempSync(path.join(tmpdir(), 'ldd-e2e-upload-'));
let token: string;
let target: { id: string; name: string };

async function apiGet<T>(url: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${url}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as T;
}

interface Doc {
  filename: string;
  size_bytes: number;
  status: string;
}
const documentsNamed = async (name: string) =>
  (await apiGet<{ documents: Doc[] }>(`/documents/?case_id=${target.id}&q=${encodeURIComponent(name)}`)).documents.filter((d) => d.filename === name);

beforeAll(async () => {
  browser = await launchBrowser();
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoCredentials('paralegal')),
  });
  token = ((await login.json()) as { access_token: string }).access_token;
  // A matter the paralegal may add to (the case's own answer says so; Rivera when it is one of them).
  const { cases } = await apiGet<{ cases: { id: string; name: string }[] }>('/cases/?page_size=100');
  const ordered = [...cases].sort((a, b) => Number(b.name.startsWith('Rivera')) - Number(a.name.startsWith('Rivera')));
  for (const c of ordered) {
    const detail = await apiGet<{ id: string; name: string; access_level: string; archived_at: string | null }>(`/cases/${c.id}`);
    if (detail.access_level !== 'read' && !detail.archived_at) {
      target = { id: detail.id, name: detail.name };
      break;
    }
  }
  expect(target, 'a case the paralegal may add documents to').toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

function file(name: string, content: string | Buffer): string {
  const full = path.join(dir, name);
  writeFileSync(full, content);
  return full;
}

/** A one-page PDF with a real text layer, written by hand (offsets computed, so parsers accept it). */
function textPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

async function openUpload(viewport: ViewportName = 'desktop', withCase = true): Promise<Page> {
  const { context, page } = await newPage(browser, baseUrl, { viewport, bypassCSP: true });
  if (viewport === 'desktop') await page.setViewportSize({ width: 1280, height: 900 });
  await recordToasts(context);
  await loginAt(page, 'paralegal', withCase ? `/upload?case=${target.id}` : '/upload');
  await page.getByRole('heading', { level: 1, name: 'Document Upload' }).waitFor();
  if (withCase) await page.getByText(`They will be added to ${target.name}.`).waitFor();
  return page;
}

/**
 * Processing runs in the server's job queue, which starts the run busy with the demo firm's own
 * corpus (scans to OCR): a file uploaded early may wait minutes for its turn.
 */
const PROCESSING_MS = 200_000;
const LONG_TEST_MS = 260_000;
/** A row's document states: the file is on the server (whether or not its turn to be processed came). */
const ON_SERVER = /^(Queued|Processing \d+%|Processed|Unsupported)$/;

const fileInput = (page: Page) => page.locator('input[type="file"]');
const files = (page: Page) => page.getByRole('list', { name: 'Files' });
const row = (page: Page, name: string): Locator => files(page).getByRole('listitem', { name, exact: true });
const chunkRoute = '**/api/v1/documents/*/upload-chunk';

/** The chunk_index field of a chunk request's multipart body. */
function chunkIndexOf(body: Buffer | null): number {
  const match = /name="chunk_index"\r\n\r\n(\d+)\r\n/.exec(body?.toString('latin1') ?? '');
  return match ? Number(match[1]) : -1;
}

async function expectNoSeriousAxe(page: Page) {
  const violations = await seriousAxeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe('document upload', () => {
  it('chooses the case with the selector; until then the drop zone is closed', async () => {
    const page = await openUpload('desktop', false);
    await page.getByText('Choose a case first: every document is filed under a case.').waitFor();
    expect(await page.getByRole('button', { name: 'Choose files' }).isDisabled()).toBe(true);
    await page.getByTestId('case-selector-card').getByRole('button').click();
    const panel = page.getByRole('dialog', { name: 'Select an active case' });
    await panel.getByRole('button', { name: new RegExp(`^${target.name.replace(/[.]/g, '\\.')}`) }).click();
    await page.getByText(`They will be added to ${target.name}.`).waitFor();
    expect(await page.getByRole('button', { name: 'Choose files' }).isEnabled()).toBe(true);
    await page.context().close();
  });

  it('uploads a text file, a PDF and a CSV at once, refuses an empty file, and shows each one processed', async () => {
    const page = await openUpload();
    const word = `quillfeather${run}`;
    const names = { txt: `memo-${run}.txt`, pdf: `letter-${run}.pdf`, csv: `ledger-${run}.csv`, empty: `blank-${run}.txt` };
    await fileInput(page).setInputFiles([
      file(names.txt, `Privileged memo. The witness mentioned ${word} twice.\n`),
      file(names.pdf, textPdf(`Settlement letter ${run}`)),
      file(names.csv, `date,amount,payee\n2024-01-05,1200,Harbor Hotels ${run}\n2024-02-07,800,Castellan\n`),
      file(names.empty, ''),
    ]);

    const empty = row(page, names.empty);
    await empty.getByText('Not uploaded').waitFor();
    await empty.getByText(`"${names.empty}" is empty (0 bytes); there is nothing to upload.`).waitFor();

    for (const name of [names.txt, names.pdf, names.csv]) {
      await row(page, name).getByText('Processed', { exact: true }).waitFor({ timeout: PROCESSING_MS });
    }
    await expect.poll(() => page.getByTestId('upload-counts').innerText()).toBe('3 of 3 uploaded, 3 processed');
    expect(await page.getByRole('progressbar', { name: 'Overall upload progress' }).getAttribute('aria-valuenow')).toBe('100');
    expect((await documentsNamed(names.pdf))[0]?.status).toBe('processed');
    expect(await documentsNamed(names.empty)).toEqual([]);

    await page.waitForTimeout(300);
    await saveScreenshot(page, 'upload-processed-desktop');
    await expectNoSeriousAxe(page);

    // A paralegal may not open the case page: 'Open' shows the document here, text and all.
    await row(page, names.txt).getByRole('button', { name: `Open ${names.txt}` }).click();
    const viewer = page.getByRole('dialog');
    await viewer.getByText(word, { exact: false }).first().waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Clear finished' }).click();
    await expect.poll(() => files(page).getByRole('listitem').count()).toBe(0);
    await page.context().close();
  }, LONG_TEST_MS);

  it('pauses and resumes a 12 MB file, and cancels another', async () => {
    const page = await openUpload();
    // Slow chunk requests so there is time to press the buttons.
    let chunkRequests = 0;
    await page.route(chunkRoute, async (route: Route) => {
      chunkRequests += 1;
      await new Promise((r) => setTimeout(r, 800));
      await route.continue().catch(() => undefined); // aborted by a pause or cancel meanwhile
    });
    const big = `pleadings-${run}.bin`;
    await fileInput(page).setInputFiles(file(big, randomBytes(12 * 1024 * 1024)));
    const bigRow = row(page, big);
    await bigRow.getByText(/^Uploading \d+%$/).waitFor();
    await expect.poll(() => chunkRequests, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

    await bigRow.getByRole('button', { name: `Pause ${big}` }).click();
    await bigRow.getByText('Paused', { exact: true }).waitFor();
    const whenPaused = chunkRequests;
    await page.waitForTimeout(2000);
    expect(chunkRequests).toBe(whenPaused);
    expect(await page.getByRole('button', { name: 'Resume all' }).isEnabled()).toBe(true);
    await saveScreenshot(page, 'upload-paused-desktop');

    await bigRow.getByRole('button', { name: `Resume ${big}` }).click();
    await bigRow.getByText(ON_SERVER).waitFor({ timeout: 60_000 });
    const [stored] = await documentsNamed(big);
    expect(stored?.size_bytes).toBe(12 * 1024 * 1024);

    const doomed = `draft-${run}.bin`;
    await fileInput(page).setInputFiles(file(doomed, randomBytes(11 * 1024 * 1024)));
    await row(page, doomed).getByText(/^Uploading \d+%$/).waitFor();
    await row(page, doomed).getByRole('button', { name: `Cancel ${doomed}` }).click();
    await expect.poll(() => toastsSeen(page)).toContain('Upload cancelled');
    await expect.poll(() => row(page, doomed).count()).toBe(0);
    await page.waitForTimeout(2000);
    expect(await documentsNamed(doomed)).toEqual([]);
    await page.context().close();
  }, LONG_TEST_MS);

  it('carries on by itself when a chunk request fails on the network', async () => {
    const page = await openUpload();
    let chunkRequests = 0;
    await page.route(chunkRoute, async (route: Route) => {
      chunkRequests += 1;
      // The second chunk is lost once, as a dropped connection would lose it; later requests are slowed
      // a little so the retry state can be seen.
      if (chunkRequests === 2) return route.abort('connectionreset');
      await new Promise((r) => setTimeout(r, 300));
      return route.continue();
    });
    const name = `exhibits-${run}.bin`;
    await fileInput(page).setInputFiles(file(name, randomBytes(11 * 1024 * 1024)));
    const fileRow = row(page, name);
    await fileRow.getByText('Network error occurred').waitFor();
    await fileRow.getByText('Retrying…').waitFor();
    await fileRow.getByText(ON_SERVER).waitFor({ timeout: 60_000 });
    // Three chunks plus the one sent again: the first chunk was not sent twice.
    expect(chunkRequests).toBe(4);
    const [stored] = await documentsNamed(name);
    expect(stored?.size_bytes).toBe(11 * 1024 * 1024);
    await page.context().close();
  }, LONG_TEST_MS);

  it('warns before the tab closes mid-upload, and resumes after a reload when the same file is chosen again', async () => {
    const page = await openUpload();
    const context = page.context();
    const sent: number[] = [];
    const slow = async (route: Route) => {
      sent.push(chunkIndexOf(route.request().postDataBuffer()));
      await new Promise((r) => setTimeout(r, 800));
      await route.continue().catch(() => undefined);
    };
    await context.route(chunkRoute, slow);
    const name = `bundle-${run}.bin`;
    const size = 11 * 1024 * 1024; // three chunks
    const onDisk = file(name, randomBytes(size));
    await fileInput(page).setInputFiles(onDisk);
    await expect.poll(() => sent.length, { timeout: 30_000 }).toBe(2);
    // A click gives the page the user activation browsers require before they ask about leaving.
    await page.getByRole('heading', { level: 1 }).click();
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    expect((await dialog).type()).toBe('beforeunload');
    await (await dialog).accept();

    const again = await context.newPage();
    await again.goto(`/upload?case=${target.id}`);
    const offer = again.getByRole('alert').filter({ hasText: 'Unfinished uploads from an earlier visit' });
    await offer.getByText(name, { exact: false }).waitFor();
    sent.length = 0;
    await fileInput(again).setInputFiles(onDisk);
    await expect.poll(() => toastsSeen(again)).toContain('Continuing 1 earlier upload where it stopped');
    await row(again, name).getByText(ON_SERVER).waitFor({ timeout: 60_000 });
    // Chunk 0 had arrived before the reload: it was not sent again.
    expect(sent).not.toContain(0);
    expect((await documentsNamed(name))[0]?.size_bytes).toBe(size);
    expect(await offer.count()).toBe(0);
    await context.close();
  }, LONG_TEST_MS);

  it('carries on by itself after the server restarts half-way, without sending what arrived again', async () => {
    // A private server (no demo firm: quick to start) that can be stopped and started on the same port and data.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ldd-e2e-restart-'));
    const options = { dataDir, env: { DEMO: 'false' }, webDistDir: inject('webDistDir') };
    let server: RunningServer | null = await startServer(options);
    try {
      const port = Number(new URL(server.baseUrl).port);
      const email = `restart-${run}@example.com`;
      const password = 'Restart-upload-2024!';
      const admin = await signUpFirm(server.baseUrl, dataDir, { email, password, full_name: 'Rhea Restart', organization_name: `Restart ${run} LLP` });
      const matter = await demoApi(server.baseUrl).post<{ id: string; name: string }>(admin, '/cases/', { name: `Restart matter ${run}`, client_name: 'Restart Client', case_type: 'Commercial' });

      const { context, page } = await newPage(browser, server.baseUrl);
      await loginWith(page, email, password);
      await page.goto(`/upload?case=${matter.id}`);
      await page.getByText(`They will be added to ${matter.name}.`).waitFor();
      const sent: number[] = [];
      await page.route(chunkRoute, async (route: Route) => {
        sent.push(chunkIndexOf(route.request().postDataBuffer()));
        await new Promise((r) => setTimeout(r, 1000));
        // While the server is down this fails like any refused connection.
        await route.continue().catch(() => undefined);
      });
      const name = `transcripts-${run}.bin`;
      const size = 16 * 1024 * 1024; // four chunks
      await fileInput(page).setInputFiles(file(name, randomBytes(size)));
      const fileRow = row(page, name);
      // Chunk 1 is on its way, so chunk 0 has arrived: now the server goes away.
      await expect.poll(() => sent.length, { timeout: 30_000 }).toBe(2);
      await server.stop();
      server = null;
      await fileRow.getByText('Network error occurred').waitFor();
      await fileRow.getByText('Retrying…').waitFor();
      await saveScreenshot(page, 'upload-retrying-desktop');
      await page.waitForTimeout(3000);

      server = await startServer({ ...options, port });
      await fileRow.getByText(ON_SERVER).waitFor({ timeout: 60_000 });
      expect(sent.filter((index) => index === 0)).toHaveLength(1);
      expect([...new Set(sent)].sort()).toEqual([0, 1, 2, 3]);
      const list = await fetch(`${server.baseUrl}/api/v1/documents/?case_id=${matter.id}`, { headers: { Authorization: `Bearer ${admin}` } });
      const { documents } = (await list.json()) as { documents: Doc[] };
      expect(documents.map((d) => [d.filename, d.size_bytes])).toEqual([[name, size]]);
      await context.close();
    } finally {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, LONG_TEST_MS);

  it('works at phone width', async () => {
    const page = await openUpload('phone');
    const names = { note: `phone-note-${run}.txt`, empty: `phone-empty-${run}.txt` };
    await fileInput(page).setInputFiles([file(names.note, `Call log ${run}: client called about the hearing date.\n`), file(names.empty, '')]);
    await row(page, names.note).getByText('Processed', { exact: true }).waitFor({ timeout: PROCESSING_MS });
    await row(page, names.empty).getByText('Not uploaded').waitFor();
    await page.waitForTimeout(300);
    await saveScreenshot(page, 'upload-phone');
    await expectNoSeriousAxe(page);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  }, LONG_TEST_MS);
});
