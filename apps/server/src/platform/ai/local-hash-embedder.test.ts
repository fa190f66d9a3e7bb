import { describe, expect, it } from 'vitest';
import { dot, hashEmbedding, LOCAL_HASH_DIMENSIONS, stem } from './local-hash-embedder.js';

const norm = (v: number[]) => Math.hypot(...v);

describe('local-hash-v1 embedder', () => {
  it('is deterministic and unit length', () => {
    const text = 'Either party may terminate this Agreement on thirty days written notice.';
    const a = hashEmbedding(text);
    expect(a).toHaveLength(LOCAL_HASH_DIMENSIONS);
    expect(hashEmbedding(text)).toEqual(a);
    expect(norm(a)).toBeCloseTo(1, 5);
  });

  it('places a passage sharing word pieces nearer than an unrelated one', () => {
    const query = hashEmbedding('termination of the agreement');
    const related = hashEmbedding('Either party may terminate this Agreement upon thirty days written notice to the other party.');
    const unrelated = hashEmbedding('The witness testified about the warehouse inventory count on March 3.');
    expect(dot(query, related)).toBeGreaterThan(0.2);
    expect(dot(query, related)).toBeGreaterThan(dot(query, unrelated) + 0.15);
  });

  it('folds case, accents and common suffixes', () => {
    expect(hashEmbedding('CAFÉ Terminated')).toEqual(hashEmbedding('cafe terminated'));
    expect(stem('termination')).toBe(stem('terminate'));
    expect(stem('terminating')).toBe(stem('terminated'));
    expect(stem('terminated')).toBe(stem('terminate'));
    expect(stem('notices')).toBe(stem('notice'));
  });

  it('gives a text without words a zero vector (no direction to compare)', () => {
    expect(hashEmbedding('— § —').every((x) => x === 0)).toBe(true);
  });
});
