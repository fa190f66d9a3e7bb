import boundaries from 'eslint-plugin-boundaries';

/**
 * The import map (DESIGN §1), enforced by `npm run lint` through eslint-plugin-boundaries.
 * Every source file of the contract and the two apps belongs to one element below; an import
 * from one element to another is refused unless a policy at the bottom allows it. Imports inside
 * one element (a server module's own files, a web feature's own files) are not checked.
 *
 * Another module's or feature's files are reached only through its public entries, listed here.
 * A new cross-module import means choosing: use an entry that is listed, add one (and say why
 * beside it), or move the shared piece down (platform/, db/, the contract, web components/ or lib/).
 */

// ── Server modules' public entries (paths inside apps/server/src/modules/<module>/) ──
const SERVER_MODULE_ENTRIES = {
  // insight-source.ts (cases, documents, discovery, cost-analytics, lawyer-analysis): each module's
  // figures and lists over a caller's case scope, which the dashboard composes instead of querying
  // the modules' tables itself.
  // Sessions, sign-in bookkeeping and the user's public shape: oidc and invitation acceptance sign
  // people in; organization and team present users. two-factor e-mails the user when their second
  // factor changes, with the same notice as a password change (security-notice.ts).
  auth: ['sessions.ts', 'client-info.ts', 'one-time-tokens.ts', 'account.ts', 'present-user.ts', 'security-notice.ts'],
  // Case access (loadCase, visibility) for everything that lives inside a case; the case's shape for search.
  // The calendar reads events by the firm's day with the same SQL as the dashboard (event-day.ts).
  cases: ['access.ts', 'present.ts', 'insight-source.ts', 'event-day.ts'],
  // Parties and conflict clearance at matter opening and on status changes (cases), and the demo seed's parties.
  conflicts: ['intake.ts'],
  // A document for analysis; registering and queueing documents for the demo seeder. Transcription
  // writes transcript documents: their pages re-index (after-processing, pages-replaced). A file the
  // malware scanner quarantined is refused wherever its bytes would go out (quarantine.ts):
  // transcription's media links and jobs, discovery's productions. (Files themselves go out
  // through platform/http: attachment.ts, byte-ranges.ts.)
  documents: [
    'documents.ts',
    'register.ts',
    'detect.ts',
    'pipeline/process.ts',
    'pipeline/after-processing.ts',
    'pipeline/pages-replaced.ts',
    'quarantine.ts',
    // Discovery's incoming productions take a volume upload with the same multipart reading, and
    // read the volume (hostile input) through the archive guard, from storage (zip-volume.ts).
    'multipart.ts',
    'pipeline/zip-volume.ts',
    'insight-source.ts',
  ],
  // Members and invitations for team; accepting an invitation for oidc's first sign-in.
  organization: ['members.ts', 'invitations.ts', 'accept-invitation.ts'],
  // The caller's search scope and the engine's SQL pieces, for omnisearch and semantic search;
  // the query parser for discovery, which selects every document of a case a search matches (bulk
  // coding, productions by search) with the same syntax as /search, unranked.
  search: ['scope.ts', 'engine/sql-fragments.ts', 'engine/query-parser.ts'],
  // Starting a transcription or a transcript import as a user does, for the demo seeder.
  transcription: ['jobs.ts'],
  // Logging a request and coding documents as a user does (deadline event, log numbers, audit), for the demo seeder.
  // Redactions draws a set over a page as the burn-in images it (redaction-preview.ts).
  discovery: ['requests/requests.ts', 'review/coding.ts', 'insight-source.ts', 'productions/volume/redaction-preview.ts'],
  // The offline extractors (money, names, sentences): the deposition assistant reads testimony's
  // and documents' claims with the same rules the document analysis uses. Lawyer analysis builds on
  // the case's material, entities and gaps (load, case-analysis, gaps) rather than redoing them.
  analysis: ['extract/money.ts', 'extract/names.ts', 'extract/sign-off.ts', 'extract/text.ts', 'load.ts', 'case-analysis.ts', 'gaps.ts', 'run.ts'],
  // Batch tasks run the same analyses (run.ts above) and embeddings as the endpoints and the pipeline do.
  'semantic-search': ['embed-document.ts'],
  // Analysis blanks a case's boilerplate lines (found by the review recompute) before extracting.
  collections: ['boilerplate-lines.ts'],
  // A produced document's CUSTODIAN and ALL CUSTODIANS (discovery's DAT and its field catalogue).
  custodians: ['production-fields.ts'],
  // The readiness probes (database, storage, queue): the system status page reports the same checks.
  health: ['checks.ts'],
  // Deadline reminders e-mail only those whose notification settings ask for them (calendar).
  settings: ['preferences.ts'],
  // Discovery counts a request's response deadline for the case's court and keeps its working as every computed deadline is kept.
  deadlines: ['court.ts', 'computations.ts'],
  'cost-analytics': ['insight-source.ts'],
  'lawyer-analysis': ['insight-source.ts'],
  // The dashboard's recent activity: the audit trail's newest rows behind its ethical walls.
  audit: ['recent-activity.ts'],
};

// ── Entries other modules' tests may use (never production code) ──
const SERVER_MODULE_TEST_ENTRIES = {
  '*': ['test-support.ts'],
  demo: ['seed.ts', 'corpus/index.ts'],
};

// ── Web features' public entries (paths inside apps/web/src/features/<feature>/) ──
const WEB_FEATURE_ENTRIES = {
  // The case queries and the case's chips, URLs and event visuals, shown by the selector, search and upload.
  cases: ['api.ts', 'CaseChips.tsx', 'detail/case-url.ts', 'detail/event-visuals.tsx'],
  // The document viewer, table, status and formats, shown inside cases, search and upload.
  documents: ['api.ts', 'DocumentViewer.tsx', 'DocumentTable.tsx', 'DocumentStatusChip.tsx', 'document-format.ts'],
  // The viewer's pages with highlights (documents → highlights, never back) and a case's Highlights tab.
  // Its selection offsets also serve the redaction page view's "Redact selection".
  highlights: ['HighlightablePages.tsx', 'HighlightsTab.tsx', 'selection-offsets.ts'],
  'case-selector': ['CaseSelector.tsx', 'case-list.ts'],
  team: ['api.ts'],
  audit: ['charts/BarList.tsx'],
  // The resumable upload (queue, chunked uploader, transport, resume list, row wording): transcription
  // sends recordings through it rather than through a second upload client.
  upload: ['upload-queue.ts', 'chunked-uploader.ts', 'xhr-transport.ts', 'browser-environment.ts', 'resume-registry.ts', 'upload-summary.ts'],
  // The case page's Lawyer analysis tab.
  'lawyer-analysis': ['LawyerAnalysisTab.tsx'],
  // "My usage" in Settings (issue 18 §3); the firm's AI costs are their own page (/costs, routed by the app).
  costs: ['MyUsageSection.tsx'],
  // Two-factor enrolment, also walked through on the screen a firm's two-factor rule sends people to (auth).
  settings: ['TwoFactorEnrolment.tsx'],
  // Whether sign-up is open (SIGNUP_ENABLED): the public header, footer and product page link to it only then.
  auth: ['auth-api.ts'],
  // The search page's URL (its parameters' names), for links that open /search filtered (the viewer's
  // "Search this thread" and "Search this group").
  search: ['search-url.ts'],
  // The case's review list (Documents tab) and the viewer's thread and near-duplicate panels.
  collections: ['EmailReviewList.tsx', 'ThreadPanel.tsx', 'NearDuplicatesPanel.tsx', 'ScopeListing.tsx'],
  // The viewer's Redactions panel (documents → redactions, never back) and the production wizard's set choice.
  redactions: ['RedactionPanel.tsx', 'RedactionPageView.tsx', 'workspace.tsx', 'RedactionSetChoice.tsx'],
  // The case page's Custodians and Culling report tabs; the custodian picker (search, review, upload),
  // the viewer's "Also held by", the bulk custodian dialog (review queue) and the selection bar that
  // opens it (the case's Documents and E-mail review lists).
  custodians: ['api.ts', 'CustodiansTab.tsx', 'CullingReportTab.tsx', 'CustodianPicker.tsx', 'CustodySection.tsx', 'BulkCustodyDialog.tsx', 'CustodySelectionBar.tsx'],
  // The case page's Calendar tab, the calendar feed card in Settings, and the dashboard's upcoming
  // deadlines card (the firm calendar's way in: the main navigation's pages are fixed).
  calendar: ['CaseCalendarTab.tsx', 'CalendarFeedPanel.tsx', 'UpcomingDeadlinesCard.tsx'],
  // The case page's parties (Parties tab) and its conflict check and clearance; a check's hits as the parties section shows them after an add.
  parties: ['PartiesSection.tsx'],
  conflicts: ['ClearanceSection.tsx', 'HitList.tsx'],
  // The case page's Deadlines tab and the organization page's court closure days.
  deadlines: ['DeadlinesTab.tsx', 'CourtClosuresCard.tsx'],
};

const entries = (type, capture, map) =>
  Object.entries(map).map(([name, files]) => ({
    element: { type, ...(name === '*' ? {} : { captured: { [capture]: name } }), fileInternalPath: files },
  }));

const element = (...types) => types.map((type) => ({ element: { type } }));
const TEST_FILE = { file: { categories: 'test' } };
// The server's src/ root: deps.ts and config.ts are the kernel every layer may read; app.ts,
// server.ts and main.ts compose the server; modules/index.ts is the module registry.
const KERNEL = { element: { type: 'server-root', fileInternalPath: ['deps.ts', 'config.ts'] } };
const COMPOSITION = { element: { type: 'server-root', fileInternalPath: ['app.ts', 'server.ts', 'main.ts'] } };
const REGISTRY = { element: { type: 'server-root', fileInternalPath: 'modules/index.ts' } };

export default [
  {
    files: ['packages/contract/**/*.ts', 'apps/server/src/**/*.ts', 'apps/web/**/*.{ts,tsx,mjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      // NodeNext `./x.js` → `x.ts` (server), extensionless imports (web), workspace packages.
      'import/resolver': {
        typescript: {
          project: ['packages/contract/tsconfig.json', 'apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      // Folders, matched from the repository root; a file belongs to the innermost one. The two
      // src/ roots hold the apps' entry and wiring files (selected below by their file names).
      'boundaries/elements': [
        { type: 'contract', pattern: 'packages/contract', partialMatch: false },
        // Server
        { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'], partialMatch: false },
        { type: 'server-platform', pattern: 'apps/server/src/platform', partialMatch: false },
        { type: 'server-db', pattern: 'apps/server/src/db', partialMatch: false },
        { type: 'server-test', pattern: 'apps/server/src/test', partialMatch: false },
        // Operators' commands (backup and restore): they open the database and the file store as
        // the server does, without starting it.
        { type: 'server-ops', pattern: 'apps/server/src/ops/*', capture: ['tool'], partialMatch: false },
        { type: 'server-root', pattern: 'apps/server/src', partialMatch: false },
        // Web
        { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'web-components', pattern: 'apps/web/src/components', partialMatch: false },
        { type: 'web-lib', pattern: 'apps/web/src/lib', partialMatch: false },
        { type: 'web-test', pattern: 'apps/web/src/test', partialMatch: false },
        { type: 'web-root', pattern: 'apps/web/src', partialMatch: false },
        // vite.config.ts, scripts/: build tooling, which imports packages only.
        { type: 'web-tooling', pattern: 'apps/web', partialMatch: false },
      ],
      'boundaries/files': [
        {
          category: 'test',
          pattern: ['**/*.test.{ts,tsx}', '**/test-support.ts', '**/test-seed.ts', '**/test-fixtures.ts', 'apps/server/src/test/**', 'apps/web/src/test/**'],
        },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkUnknownLocals: true,
          message:
            '{{from.element.type}} {{from.element.path}} may not import "{{dependency.source}}" ({{#if to.element.type}}{{to.element.type}} {{to.element.path}}, file {{to.element.fileInternalPath}}{{else}}no known element{{/if}}). ' +
            'What each part may import, and the public entries of modules and features, are in eslint.import-map.js.',
          policies: [
            // packages/contract imports neither app: no policy lets it out of itself.

            // ── Server: kernel (deps, config) ← platform, db ← modules ← registry ← app, server, main ──
            // platform/ and db/ know no feature module.
            { from: element('server-platform', 'server-db'), allow: { to: [...element('server-platform', 'server-db'), KERNEL] } },
            { from: KERNEL, allow: { to: element('server-platform', 'server-db') } },
            // A module: platform, db, kernel, and other modules' public entries only.
            { from: element('server-module'), allow: { to: [...element('server-platform', 'server-db'), KERNEL, ...entries('server-module', 'module', SERVER_MODULE_ENTRIES)] } },
            // The registry (modules/index.ts) lists modules by their module.ts.
            { from: REGISTRY, allow: { to: { element: { type: 'server-module', fileInternalPath: 'module.ts' } } } },
            // The composition root wires everything.
            { from: COMPOSITION, allow: { to: element('server-platform', 'server-db', 'server-module') } },
            // An operators' command: the kernel, platform and db, like a module, but no module.
            { from: element('server-ops'), allow: { to: [...element('server-platform', 'server-db'), KERNEL] } },
            // The cross-module test harness reaches modules through their entries, as a module does.
            {
              from: element('server-test'),
              allow: {
                to: [
                  ...element('server-root', 'server-platform', 'server-db'),
                  ...entries('server-module', 'module', SERVER_MODULE_ENTRIES),
                  ...entries('server-module', 'module', SERVER_MODULE_TEST_ENTRIES),
                ],
              },
            },
            // Tests may also start a whole server, use the harness and other modules' test support.
            {
              from: { element: { type: ['server-module', 'server-platform', 'server-db', 'server-ops'] }, ...TEST_FILE },
              allow: { to: [COMPOSITION, ...element('server-test'), ...entries('server-module', 'module', SERVER_MODULE_TEST_ENTRIES)] },
            },

            // ── Web: lib, components ← features ← app ← src/ root (main, startup); the server only over HTTP ──
            { from: element('web-lib', 'web-components'), allow: { to: element('web-lib', 'web-components') } },
            { from: element('web-feature'), allow: { to: [...element('web-lib', 'web-components'), ...entries('web-feature', 'feature', WEB_FEATURE_ENTRIES)] } },
            { from: element('web-app'), allow: { to: element('web-lib', 'web-components', 'web-feature') } },
            { from: element('web-root'), allow: { to: element('web-app', 'web-feature', 'web-lib', 'web-components') } },
            { from: element('web-test'), allow: { to: element('web-lib', 'web-components') } },
            { from: { element: { type: 'web-*' }, ...TEST_FILE }, allow: { to: element('web-test') } },
            // The contract is everyone's, in both apps.
            { allow: { to: element('contract') } },
          ],
        },
      ],
    },
  },
];
