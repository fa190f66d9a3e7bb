import { describe, expect, it } from 'vitest';
import { mayOpenPage, PAGE_PERMISSIONS, ROLES, type GuardedPage } from '@app/contract';
import { caseLinkFor, caseReadingLink, discoveryLinkFor, documentLinkFor, eventLinkFor, followableLink, pageLinkFor, pageOfPath, teamLinkFor, transcriptLinkFor, type PlainPage } from './links';

describe('links follow the route guards', () => {
  it('recognises the page of every guarded path, with its query', () => {
    for (const page of Object.keys(PAGE_PERMISSIONS) as GuardedPage[]) expect(pageOfPath(`${page.replace(':caseId', 'c1')}?x=1#y`)).toBe(page);
    expect(pageOfPath('/cases/c1/')).toBe('/cases/:caseId');
    expect(pageOfPath('/cases/c1/documents/d1')).toBeNull();
    expect(pageOfPath('/nowhere')).toBeNull();
  });

  it('builds a case link only for the roles the case page admits', () => {
    expect(ROLES.filter((role) => caseLinkFor(role) !== null)).toEqual(ROLES.filter((role) => mayOpenPage(role, '/cases/:caseId')));
    expect(caseLinkFor('associate')?.('c 1', { document: 'd1', page: null })).toBe('/cases/c%201?document=d1');
  });

  it('gives every role a place to read a case, a document and an event, on a page it may open', () => {
    for (const role of ROLES) {
      for (const href of [caseReadingLink(role, 'c1'), documentLinkFor(role, 'c1', 'd1'), eventLinkFor(role, 'c1', 'e1')]) {
        const page = href ? pageOfPath(href) : null;
        expect(page && mayOpenPage(role, page), `${role}: ${href}`).toBe(true);
      }
    }
    expect(documentLinkFor('viewer', 'c1', 'd1')).toBe('/search?case=c1&document=d1');
    expect(documentLinkFor('partner', 'c1', 'd1')).toBe('/cases/c1?document=d1');
  });

  it('opens a discovery request with its case, and a member on /team, only where allowed', () => {
    expect(discoveryLinkFor('viewer')?.('c1', 'r1')).toBe('/discovery?case=c1&request=r1');
    expect(ROLES.filter((role) => teamLinkFor(role) !== null)).toEqual(['associate', 'partner', 'admin']);
  });

  it('links a page without parameters for exactly the roles its guard admits', () => {
    const plain = (Object.keys(PAGE_PERMISSIONS) as GuardedPage[]).filter((page): page is PlainPage => !page.includes(':'));
    for (const role of ROLES) for (const page of plain) expect(pageLinkFor(role, page), `${role} ${page}`).toBe(mayOpenPage(role, page) ? page : null);
    expect(ROLES.filter((role) => pageLinkFor(role, '/costs') !== null)).toEqual(['partner', 'admin']);
    expect(ROLES.filter((role) => pageLinkFor(role, '/upload') !== null)).toEqual(['paralegal', 'associate', 'partner', 'admin']);
    expect(pageLinkFor('viewer', '/search', { q: 'lease', case: null })).toBe('/search?q=lease');
  });

  it('opens a transcript on /transcription only for the roles that page admits, else nowhere', () => {
    expect(ROLES.filter((role) => transcriptLinkFor(role) !== null)).toEqual(ROLES.filter((role) => mayOpenPage(role, '/transcription')));
    expect(transcriptLinkFor('viewer')).toBeNull();
    expect(transcriptLinkFor('paralegal')?.('d1', 2, 'invoice date')).toBe('/transcription?document=d1&page=2&q=invoice+date');
    expect(transcriptLinkFor('admin')?.('d1')).toBe('/transcription?document=d1');
  });

  it('keeps a link from elsewhere only when the role may open its page', () => {
    expect(followableLink('viewer', '/cases/c1?event=e1')).toBeNull();
    expect(followableLink('associate', '/cases/c1?event=e1')).toBe('/cases/c1?event=e1');
    expect(followableLink('viewer', '/discovery?request=r1')).toBe('/discovery?request=r1');
    expect(followableLink('admin', '/unknown')).toBeNull();
  });
});
