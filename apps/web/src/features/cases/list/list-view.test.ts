import { describe, expect, it } from 'vitest';
import { caseActionsFor } from './case-actions';
import { DEFAULT_VIEW, activeFilterCount, clearFilters, orderLabel, viewFromParams, viewToFilters, viewToParams, withFilter } from './list-view';

describe('the list view in the URL', () => {
  it('a plain /cases is the default view and writes no parameters', () => {
    expect(viewFromParams(new URLSearchParams())).toEqual(DEFAULT_VIEW);
    expect(viewToParams(DEFAULT_VIEW).toString()).toBe('');
  });

  it('round-trips every choice', () => {
    const view = { ...DEFAULT_VIEW, q: 'rivera', status: 'on_hold' as const, priority: 'high' as const, caseType: 'Employment', sort: 'name' as const, order: 'desc' as const, archived: true, page: 3, pageSize: 50 };
    const params = viewToParams(view);
    expect(params.toString()).toBe('q=rivera&status=on_hold&priority=high&type=Employment&sort=name&order=desc&archived=1&page=3&size=50');
    expect(viewFromParams(params)).toEqual(view);
  });

  it('ignores values it does not know (an edited or old link) rather than sending them', () => {
    const view = viewFromParams(new URLSearchParams('status=urgent&priority=x&sort=bogus&order=sideways&page=-2&size=7'));
    expect(view).toEqual(DEFAULT_VIEW);
  });

  it('each sort starts in its natural direction', () => {
    expect(viewFromParams(new URLSearchParams('sort=name')).order).toBe('asc');
    expect(viewFromParams(new URLSearchParams('sort=priority')).order).toBe('asc');
    expect(viewFromParams(new URLSearchParams('sort=opened_at')).order).toBe('desc');
    expect(orderLabel('priority', 'asc')).toBe('Most urgent first');
    expect(orderLabel('name', 'desc')).toBe('Z to A');
    expect(orderLabel('updated_at', 'desc')).toBe('Newest first');
  });
});

describe('viewToFilters', () => {
  it('sends paging and sort always, filters only when set', () => {
    expect(viewToFilters(DEFAULT_VIEW)).toEqual({ page: 1, page_size: 20, sort: 'updated_at', order: 'desc' });
    expect(viewToFilters({ ...DEFAULT_VIEW, q: '  acme ', status: 'closed', caseType: ' Family ', archived: true })).toEqual({
      page: 1,
      page_size: 20,
      sort: 'updated_at',
      order: 'desc',
      q: 'acme',
      status: 'closed',
      case_type: 'Family',
      include_archived: true,
    });
  });
});

describe('changing filters', () => {
  it('goes back to page 1 and gives a new sort its natural order', () => {
    const paged = { ...DEFAULT_VIEW, page: 4 };
    expect(withFilter(paged, { status: 'active' })).toMatchObject({ status: 'active', page: 1 });
    expect(withFilter(paged, { sort: 'name' })).toMatchObject({ sort: 'name', order: 'asc', page: 1 });
    expect(withFilter(paged, { sort: 'name', order: 'desc' }).order).toBe('desc');
  });

  it('counts and clears the narrowing filters but keeps sort and archived', () => {
    const view = { ...DEFAULT_VIEW, q: 'x', priority: 'low' as const, sort: 'name' as const, archived: true, page: 2 };
    expect(activeFilterCount(view)).toBe(2);
    expect(clearFilters(view)).toEqual({ ...DEFAULT_VIEW, sort: 'name', archived: true });
  });
});

describe('caseActionsFor', () => {
  const live = { access_level: 'manage' as const, archived_at: null };
  it('an associate managing a case may edit it; archiving is for partners and above', () => {
    expect(caseActionsFor('associate', live)).toEqual({ edit: true, archive: false, restore: false, hardDelete: false });
    expect(caseActionsFor('partner', live)).toEqual({ edit: true, archive: true, restore: false, hardDelete: false });
    expect(caseActionsFor('admin', live)).toEqual({ edit: true, archive: true, restore: false, hardDelete: true });
  });

  it('read access offers nothing to change; an archived case can be restored by an editor', () => {
    expect(caseActionsFor('associate', { access_level: 'read', archived_at: null })).toEqual({ edit: false, archive: false, restore: false, hardDelete: false });
    expect(caseActionsFor('associate', { access_level: 'edit', archived_at: '2026-01-01T00:00:00Z' })).toMatchObject({ restore: true, archive: false });
  });
});
