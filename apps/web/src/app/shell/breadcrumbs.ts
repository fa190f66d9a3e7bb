/** Breadcrumb labels for known path segments. */
export const SEGMENT_LABELS: Readonly<Record<string, string>> = {
  cases: 'Case Management',
  upload: 'Document Upload',
  search: 'Search & Analysis',
  transcription: 'Transcription',
  settings: 'Settings',
  organization: 'Organization',
  audit: 'Audit',
  admin: 'Administration',
  system: 'System',
  // The Administration group's own pages, named as in the navigation.
  costs: 'AI costs',
  batch: 'Batch jobs',
  'realtime-deposition': 'Deposition Assistant',
};

export interface Crumb {
  label: string;
  /** Null for the last item, which is not a link. */
  path: string | null;
}

/** Unknown segments are shown capitalised. */
export function segmentLabel(segment: string): string {
  const decoded = safeDecode(segment);
  return SEGMENT_LABELS[decoded] ?? decoded.charAt(0).toUpperCase() + decoded.slice(1);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The case id in /cases/{id}, or null on any other path. */
export function caseIdInPath(pathname: string): string | null {
  const [first, second] = pathname.split('/').filter(Boolean);
  return first === 'cases' && second ? safeDecode(second) : null;
}

/** What a case crumb says before (or without) the case's name: an id means nothing to a reader. */
export const CASE_CRUMB_FALLBACK = 'Case';

/**
 * Starts at Dashboard; the last item is not a link; hidden (empty) on /dashboard itself.
 * A leading 'dashboard' segment is not repeated. A case page's crumb carries the case's name
 * (`caseName`), or 'Case' while the name is unknown, never the raw id.
 */
export function buildBreadcrumbs(pathname: string, caseName?: string | null): Crumb[] {
  const all = pathname.split('/').filter(Boolean);
  const skip = all[0] === 'dashboard' ? 1 : 0;
  if (all.length <= skip) return [];
  const crumbs: Crumb[] = [{ label: 'Dashboard', path: '/dashboard' }];
  for (let index = skip; index < all.length; index++) {
    const isLast = index === all.length - 1;
    const isCaseId = index === 1 && all[0] === 'cases';
    const label = isCaseId ? caseName || CASE_CRUMB_FALLBACK : segmentLabel(all[index] ?? '');
    crumbs.push({ label, path: isLast ? null : `/${all.slice(0, index + 1).join('/')}` });
  }
  return crumbs;
}
