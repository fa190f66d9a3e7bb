/** Spec §2 breadcrumb labels for known path segments. */
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

/**
 * Starts at Dashboard; the last item is not a link; hidden (empty) on /dashboard itself.
 * A leading 'dashboard' segment is not repeated.
 */
export function buildBreadcrumbs(pathname: string): Crumb[] {
  const all = pathname.split('/').filter(Boolean);
  const skip = all[0] === 'dashboard' ? 1 : 0;
  if (all.length <= skip) return [];
  const crumbs: Crumb[] = [{ label: 'Dashboard', path: '/dashboard' }];
  for (let index = skip; index < all.length; index++) {
    const isLast = index === all.length - 1;
    crumbs.push({ label: segmentLabel(all[index] ?? ''), path: isLast ? null : `/${all.slice(0, index + 1).join('/')}` });
  }
  return crumbs;
}
