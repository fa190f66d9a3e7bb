import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { DocumentSearchResponse, Transcript, TranscriptionJobList } from '@app/contract';
import { startSpeechStandIn, type SpeechStandIn } from '../apps/server/src/test/speech-stand-in';
import { encodeMedia, toneSpeechWav } from '../apps/server/src/test/tone-speech';
import { demoApi, demoCredentials, describeViolations, launchBrowser, seriousAxeViolations, loginAt, newPage, saveScreenshot, signUpFirm, startServer, type RunningServer, type ViewportName } from './support';

/**
 * /transcription. On a server whose engine is the speech stand-in (a Whisper-compatible server
 * that "recognises" tone-coded speech exactly), as the administrator of a firm signed up there:
 * upload a short M4A, watch its stages to Done, open the transcript, rename "Speaker 1" to
 * "Dr. Liu" on every line, export SRT and parse it, then search a word of it on /search and land on
 * that line with the player cued there. On the shared server (no engine configured), as the demo
 * firm's paralegal: the page says so and refuses recordings, and the demo's imported transcript
 * reads by page and line. One server with the engine for the whole file, started without the demo
 * firm (seeding it and processing its documents was most of the server's start-up and CPU, and
 * nothing here needs it); file names carry a run id.
 */
let browser: Browser;
let standIn: SpeechStandIn;
let server: RunningServer;
const noEngineUrl = inject('baseUrl');
const run = randomUUID().slice(0, 8);
const dir = mkdtempSync(path.join(tmpdir(), 'ldd-e2e-transcription-'));
/** 4 sentences of tone-coded speech (about 30 s), one segment each; sentence 2 carries "pallets". */
const WORDS = 32;
const recording = path.join(dir, `call-${run}.m4a`);
const transcriptName = `call-${run}.m4a — transcript.txt`;
const SEARCH_WORD = 'pallets';
let token: string;
let target: { id: string; name: string };
let noEngineCase: { id: string; name: string };
let jobId: string;
/** The administrator of the firm signed up on the server with the engine. */
const OWNER = { email: `transcription-${run}@example.com`, password: 'Transcribe-this-2024!' };

async function apiGet<T>(url: string, baseUrl = server.baseUrl, bearer = token): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${url}`, { headers: { Authorization: `Bearer ${bearer}` } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as T;
}

async function paralegalToken(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoCredentials('paralegal')),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

/** A matter the paralegal may add to (Rivera when it is one of them). */
async function writableCase(baseUrl: string, bearer: string): Promise<{ id: string; name: string }> {
  const { cases } = await apiGet<{ cases: { id: string; name: string }[] }>('/cases/?page_size=100', baseUrl, bearer);
  const ordered = [...cases].sort((a, b) => Number(b.name.startsWith('Rivera')) - Number(a.name.startsWith('Rivera')));
  for (const c of ordered) {
    const detail = await apiGet<{ id: string; name: string; access_level: string; archived_at: string | null }>(`/cases/${c.id}`, baseUrl, bearer);
    if (detail.access_level !== 'read' && !detail.archived_at) return { id: detail.id, name: detail.name };
  }
  throw new Error('no case the paralegal may add recordings to');
}

beforeAll(async () => {
  const audio = encodeMedia(toneSpeechWav(WORDS), 'm4a');
  standIn = await startSpeechStandIn();
  [server, browser] = await Promise.all([
    startServer({
      env: {
        DEMO: 'false',
        TRANSCRIPTION_ENGINE: 'openai-compatible',
        TRANSCRIPTION_BASE_URL: standIn.baseUrl,
        TRANSCRIPTION_MODEL: 'whisper-1',
        TRANSCRIPTION_WINDOW_SECONDS: '30',
      },
    }),
    launchBrowser(),
  ]);
  writeFileSync(recording, await audio);
  token = await signUpFirm(server.baseUrl, server.dataDir, { ...OWNER, full_name: 'Tess Transcribe', organization_name: `Transcription ${run} LLP` });
  target = await demoApi(server.baseUrl).post<{ id: string; name: string }>(token, '/cases/', { name: `Harbor recordings ${run}`, client_name: 'Harbor Client', case_type: 'Commercial' });
  noEngineCase = await writableCase(noEngineUrl, await paralegalToken(noEngineUrl));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await standIn?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `at` on `baseUrl`, signed in: the firm's administrator on the server with the engine, the demo paralegal on the shared one. */
async function open(baseUrl: string, viewport: ViewportName, at: string): Promise<Page> {
  const { page } = await newPage(browser, baseUrl, { viewport });
  if (viewport === 'desktop') await page.setViewportSize({ width: 1280, height: 900 });
  await loginAt(page, baseUrl === server.baseUrl ? OWNER : 'paralegal', at);
  await page.getByRole('heading', { level: 1, name: 'Transcription' }).waitFor();
  return page;
}

const segments = (page: Page) => page.getByTestId('transcript-segment');
const speakerNames = (page: Page) => page.getByTestId('transcript-lines').getByTestId('speaker-chip').allInnerTexts();

/** SRT cues: index, "hh:mm:ss,mmm --> hh:mm:ss,mmm", text. */
function parseSrt(text: string): { start: number; end: number; text: string }[] {
  const seconds = (t: string) => {
    const [h, m, rest] = t.split(':');
    const [s, ms] = (rest ?? '').split(',');
    return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
  };
  return text
    .replace(/\r/g, '')
    .trim()
    .split(/\n\n+/)
    .map((block) => {
      const lines = block.split('\n');
      const times = /^(\d\d:\d\d:\d\d,\d{3}) --> (\d\d:\d\d:\d\d,\d{3})$/.exec(lines[1] ?? '');
      if (!/^\d+$/.test(lines[0] ?? '') || !times) throw new Error(`not an SRT cue: ${block}`);
      return { start: seconds(times[1] ?? ''), end: seconds(times[2] ?? ''), text: lines.slice(2).join('\n') };
    });
}

describe('transcription', () => {
  it('says plainly when no engine is configured, refuses recordings, and keeps imports open', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await open(noEngineUrl, viewport, `/transcription?case=${noEngineCase.id}`);
      const notice = page.getByTestId('transcription-engine');
      // A paralegal is told who to ask; the settings are on the administrator's System page.
      await notice.getByText("Transcription isn't set up", { exact: true }).waitFor();
      await notice.getByText('ask your administrator', { exact: false }).waitFor();
      expect(await notice.textContent()).not.toContain('TRANSCRIPTION_');
      await notice.getByText("Importing a court reporter's transcript (.txt or .pdf) still works.").waitFor();
      if (viewport === 'desktop') {
        // A recording is refused on the spot, with the same reason.
        await page.getByText(`They are added to ${noEngineCase.name}.`, { exact: false }).waitFor();
        expect(await page.getByRole('button', { name: 'Choose files' }).isEnabled()).toBe(true);
        await page.locator('input[type="file"]').setInputFiles(recording);
        const refused = page.getByRole('listitem', { name: path.basename(recording) });
        await refused.getByText("Transcription isn't set up, so audio and video cannot be transcribed.", { exact: false }).waitFor();
      }
      await page.waitForTimeout(200);
      await saveScreenshot(page, `transcription-no-engine-${viewport}`);
      await page.context().close();
    }
  });

  it("reads the demo's imported court reporter transcript by page and line, without a player", async () => {
    const bearer = await paralegalToken(noEngineUrl);
    // The demo seed starts the import at start-up; it is parsed in the background.
    let imported: TranscriptionJobList['jobs'][number] | undefined;
    await expect
      .poll(
        async () => {
          const { jobs } = await apiGet<TranscriptionJobList>('/transcription/jobs?page_size=100', noEngineUrl, bearer);
          imported = jobs.find((j) => j.kind === 'import' && j.state === 'completed');
          return imported !== undefined;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
    for (const viewport of ['desktop', 'phone'] as const) {
      const page = await open(noEngineUrl, viewport, `/transcription?job=${imported?.id ?? ''}`);
      await expect.poll(() => segments(page).count()).toBeGreaterThan(10);
      expect(await page.getByTestId('transcript-player').count()).toBe(0);
      // page:line references instead of time codes.
      expect(await segments(page).first().locator('span').first().getAttribute('aria-label')).toMatch(/^page \d+ line \d+$/);
      if (viewport === 'desktop') {
        await page.getByRole('heading', { name: 'Exhibits' }).waitFor();
        await page.getByRole('button', { name: 'Export' }).click();
        expect(await page.getByRole('menuitem', { name: /Subtitles \(SRT\)/ }).isDisabled()).toBe(true);
        expect(await page.getByRole('menuitem', { name: /Word \(DOCX\)/ }).isEnabled()).toBe(true);
        await page.keyboard.press('Escape');
      }
      await page.waitForTimeout(200);
      await saveScreenshot(page, `transcription-import-${viewport}`);
      await page.context().close();
    }
  });

  it('uploads a recording, follows it to Done, renames the speaker everywhere and exports SRT', async () => {
    const page = await open(server.baseUrl, 'desktop', `/transcription?case=${target.id}`);
    await page.getByTestId('transcription-engine').getByText('Engine:', { exact: false }).waitFor();
    await page.getByText(`They are added to ${target.name}.`, { exact: false }).waitFor();
    // Every stage the row shows, as it shows it (the short ones pass between two looks otherwise).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __stages: string[] }).__stages = seen;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[data-testid="job-stage"], [role="status"]')) {
          const text = (el as HTMLElement).innerText.trim();
          if (text && !seen.includes(text)) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.locator('input[type="file"]').setInputFiles(recording);
    const row = page.getByRole('list', { name: 'Files being transcribed' }).getByRole('listitem', { name: path.basename(recording) });
    const stagesSeen = () => page.evaluate(() => (window as unknown as { __stages: string[] }).__stages);
    try {
      await row.getByTestId('job-stage').getByText('Done', { exact: true }).waitFor({ timeout: 60_000 });
    } catch (error) {
      const { jobs } = await apiGet<TranscriptionJobList>(`/transcription/jobs?case_id=${target.id}`);
      throw new Error(`no Done; the page showed: ${(await stagesSeen()).join(' | ')}; jobs: ${JSON.stringify(jobs.map((j) => [j.filename, j.state, j.stage, j.failure_reason]))}`, { cause: error });
    }
    const stages = await stagesSeen();
    expect(stages.some((s) => /^(Uploading \d+%|Uploaded; starting)/.test(s)), stages.join(' | ')).toBe(true);
    expect(stages.some((s) => /^(Waiting to start|Decoding|Transcribing|Indexing)/.test(s)), stages.join(' | ')).toBe(true);

    await row.getByRole('button', { name: `Open the transcript of ${path.basename(recording)}` }).click();
    await page.waitForURL(/\/transcription\?job=/);
    jobId = new URL(page.url()).searchParams.get('job') ?? '';
    await expect.poll(() => segments(page).count()).toBeGreaterThanOrEqual(4);
    expect(new Set(await speakerNames(page))).toEqual(new Set(['Speaker 1']));
    await page.getByTestId('transcript-lines').getByText(SEARCH_WORD, { exact: false }).waitFor();

    // Rename from a speaker chip: every line follows.
    await segments(page).first().getByTestId('speaker-chip').click();
    await page.getByRole('menuitem', { name: 'Rename Speaker 1 everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename Speaker 1 everywhere' });
    await dialog.getByLabel('New name').fill('Dr. Liu');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => [...new Set(await speakerNames(page))]).toEqual(['Dr. Liu']);
    const transcript = await apiGet<Transcript>(`/transcription/jobs/${jobId}/transcript`);
    expect(transcript.segments.every((s) => s.speaker === 'Dr. Liu')).toBe(true);

    // Edit mode by keyboard: E edits the focused line, Ctrl+Enter saves; the times stay.
    await page.getByLabel('Edit', { exact: true }).check();
    await segments(page).first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('e');
    const editor = segments(page).first().getByRole('textbox', { name: /^Words at/ });
    await editor.waitFor();
    await page.keyboard.type(' of contract');
    await page.keyboard.press('Control+Enter');
    await segments(page).first().getByText('the witness received written notice of the breach of contract').waitFor();
    await expect.poll(() => segments(page).first().evaluate((el) => el === document.activeElement)).toBe(true);
    const edited = await apiGet<Transcript>(`/transcription/jobs/${jobId}/transcript`);
    expect(edited.segments[0]?.text).toBe('the witness received written notice of the breach of contract');
    expect(edited.segments[0]?.start).toBe(transcript.segments[0]?.start);
    expect(edited.segments[0]?.end).toBe(transcript.segments[0]?.end);
    await page.getByLabel('Edit', { exact: true }).uncheck();

    // Click a line: the recording plays from there and that line is the current one.
    await segments(page).nth(2).click();
    await page.locator('[data-testid="transcript-segment"][data-playing="true"]').filter({ hasText: 'November' }).waitFor();
    await page.getByTestId('transcript-player').evaluate((el) => (el as HTMLMediaElement).pause());

    // Find in transcript: every match marked, Enter steps through them.
    await page.getByLabel('Find in transcript').fill('the');
    await page.getByLabel('Find in transcript').press('Enter');
    await page.getByText(/^1 of \d+$/).waitFor();
    expect(await page.locator('mark').count()).toBeGreaterThan(3);

    // SRT: downloaded through the API client as a blob, saved, and parsed back.
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /Subtitles \(SRT\)/ }).click()]);
    expect(download.suggestedFilename()).toBe(`call-${run}.m4a — transcript.srt`);
    const saved = path.join(dir, 'export.srt');
    await download.saveAs(saved);
    const cues = parseSrt(readFileSync(saved, 'utf8'));
    expect(cues.length).toBe(transcript.segments.length);
    cues.forEach((cue, i) => {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1]?.end ?? 0);
    });
    expect(cues.some((cue) => cue.text.includes(SEARCH_WORD))).toBe(true);

    await page.waitForTimeout(300);
    await saveScreenshot(page, 'transcription-transcript-desktop');
    await page.context().close();

    const phone = await open(server.baseUrl, 'phone', `/transcription?job=${jobId}`);
    await expect.poll(() => segments(phone).count()).toBeGreaterThanOrEqual(4);
    await phone.waitForTimeout(300);
    await saveScreenshot(phone, 'transcription-transcript-phone');
    await phone.context().close();
  });

  it('opens the transcript from a search hit at the line that says the words, with the player cued there', async () => {
    expect(jobId, 'the transcript of the previous test').toBeTruthy();
    const { jobs } = await apiGet<TranscriptionJobList>(`/transcription/jobs?case_id=${target.id}`);
    const transcriptDocument = jobs.find((j) => j.id === jobId)?.transcript_document_id;
    expect(transcriptDocument).toBeTruthy();
    // Indexing runs on the job queue: wait until the search engine knows the transcript.
    await expect
      .poll(
        async () => {
          const found = await apiGet<DocumentSearchResponse>(`/search/documents?q=${SEARCH_WORD}&case_id=${target.id}`);
          return found.hits.some((h) => h.document_id === transcriptDocument);
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    const transcript = await apiGet<Transcript>(`/transcription/jobs/${jobId}/transcript`);
    const spoken = transcript.segments.find((s) => s.text.includes(SEARCH_WORD));
    expect(spoken?.start).not.toBeNull();

    const { page } = await newPage(browser, server.baseUrl, { viewport: 'desktop', bypassCSP: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAt(page, OWNER, `/search?case=${target.id}`);
    await page.getByLabel('Search documents').fill(SEARCH_WORD);
    await page.getByLabel('Search documents').press('Enter');
    const hit = page.getByRole('article', { name: transcriptName });
    await hit.waitFor();
    if ((await hit.getByTestId('search-snippet').count()) > 0) await hit.getByTestId('search-snippet').first().click();
    else await hit.getByRole('button', { name: transcriptName }).click();
    await page.waitForURL(/\/transcription\?document=/);

    const landed = page.locator('[data-testid="transcript-segment"][data-target="true"]');
    await landed.waitFor();
    expect(await landed.innerText()).toContain(SEARCH_WORD);
    await expect.poll(() => landed.evaluate((el) => el === document.activeElement)).toBe(true);
    const start = spoken?.start ?? 0;
    await expect
      .poll(() => page.getByTestId('transcript-player').evaluate((el) => (el as HTMLMediaElement).currentTime), { timeout: 30_000 })
      .toBeGreaterThan(start - 0.5);
    const at = await page.getByTestId('transcript-player').evaluate((el) => (el as HTMLMediaElement).currentTime);
    expect(Math.abs(at - start)).toBeLessThan(1);
    expect(await page.getByLabel('Find in transcript').inputValue()).toBe(SEARCH_WORD);
    await saveScreenshot(page, 'transcription-search-landing-desktop');
    const violations = await seriousAxeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });
});
