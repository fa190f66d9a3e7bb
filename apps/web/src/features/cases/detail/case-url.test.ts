import { describe, expect, it } from 'vitest';
import { documentHref, eventHref, paramsForTab, paramsWithDocument, paramsWithEvent, resolveTab } from './case-url';

const p = (query: string) => new URLSearchParams(query);

describe('resolveTab', () => {
  it('defaults to the overview and ignores an unknown tab', () => {
    expect(resolveTab(p(''))).toBe('overview');
    expect(resolveTab(p('tab=billing'))).toBe('overview');
  });

  it('reads the tab from the URL', () => {
    expect(resolveTab(p('tab=team'))).toBe('team');
    expect(resolveTab(p('tab=documents'))).toBe('documents');
  });

  it('opens Documents for a ?document= link and Events for an ?event= link, whatever the tab says', () => {
    expect(resolveTab(p('document=abc'))).toBe('documents');
    expect(resolveTab(p('tab=team&document=abc'))).toBe('documents');
    expect(resolveTab(p('event=abc'))).toBe('events');
    expect(resolveTab(p('tab=parties&event=abc'))).toBe('events');
  });
});

describe('paramsForTab', () => {
  it('sets the tab, leaves the overview without one, and drops the deep-link targets', () => {
    expect(paramsForTab(p('document=1&event=2'), 'team').toString()).toBe('tab=team');
    expect(paramsForTab(p('tab=team'), 'overview').toString()).toBe('');
  });

  it('keeps unrelated parameters', () => {
    expect(paramsForTab(p('from=search'), 'events').toString()).toBe('from=search&tab=events');
  });

  it('does not change the params it was given', () => {
    const current = p('tab=team');
    paramsForTab(current, 'events');
    expect(current.toString()).toBe('tab=team');
  });
});

describe('paramsWithDocument / paramsWithEvent', () => {
  it('opening a document names it and the Documents tab; closing keeps the tab', () => {
    const opened = paramsWithDocument(p('tab=overview&event=9'), 'doc-1');
    expect(opened.get('document')).toBe('doc-1');
    expect(opened.get('tab')).toBe('documents');
    expect(opened.has('event')).toBe(false);
    const closed = paramsWithDocument(opened, null);
    expect(closed.has('document')).toBe(false);
    expect(resolveTab(closed)).toBe('documents');
  });

  it('highlighting an event names it and the Events tab; clearing keeps the tab', () => {
    const on = paramsWithEvent(p('document=3'), 'ev-1');
    expect(on.get('event')).toBe('ev-1');
    expect(on.has('document')).toBe(false);
    const off = paramsWithEvent(on, null);
    expect(off.has('event')).toBe(false);
    expect(resolveTab(off)).toBe('events');
  });
});

describe('shareable links', () => {
  it('match what omnisearch links to', () => {
    expect(documentHref('c1', 'd1')).toBe('/cases/c1?document=d1');
    expect(eventHref('c1', 'e1')).toBe('/cases/c1?event=e1');
  });
});
