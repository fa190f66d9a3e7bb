#!/usr/bin/env node
// Fails when any import cycle exists in the contract or the two apps (run by `npm run lint`).
//
// A cycle makes module initialisation order matter (a value read before its module has run is
// `undefined`), and it welds files together so neither can be understood, tested or moved alone.
// The fix is to move what both sides share down into a leaf file both import, not to inline it.
//
// Every kind of edge counts: static imports, `import type`, re-exports and dynamic `import()`.
// Type-only edges vanish at run time, but they still tie the files together for a reader.
//
// Why a script rather than eslint-plugin-import's no-cycle: this asks the TypeScript compiler to
// resolve each specifier with each project's own settings (NodeNext `.js` → `.ts` on the server,
// Bundler on the web, the workspace package), reads every file once and walks the graph once, so
// it adds a second or two to lint instead of a per-file graph walk.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const PROJECTS = ['packages/contract/tsconfig.json', 'apps/server/tsconfig.json', 'apps/web/tsconfig.json'];

/** Source files of ours (outside node_modules), with the project options that resolve their imports. */
function loadProjects() {
  const files = new Map();
  for (const project of PROJECTS) {
    const configPath = path.join(ROOT, project);
    const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
    if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
    const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
    for (const file of parsed.fileNames) {
      if (!file.includes('/node_modules/') && !files.has(file)) files.set(file, parsed.options);
    }
  }
  return files;
}

function buildGraph(files) {
  const graph = new Map();
  const cache = new Map();
  for (const [file, options] of files) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set();
    for (const { fileName } of info.importedFiles) {
      const key = `${options.moduleResolution}|${path.dirname(file)}|${fileName}`;
      let resolved = cache.get(key);
      if (resolved === undefined) {
        const module = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
        resolved = module && !module.isExternalLibraryImport ? path.resolve(module.resolvedFileName) : null;
        // The contract is consumed through its package (node_modules/@app/contract → packages/contract).
        if (module && resolved === null) {
          const real = ts.sys.realpath?.(module.resolvedFileName) ?? module.resolvedFileName;
          if (!real.includes('/node_modules/')) resolved = path.resolve(real);
        }
        cache.set(key, resolved);
      }
      if (resolved && files.has(resolved) && resolved !== file) targets.add(resolved);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Strongly connected components with more than one file (Tarjan, iterative: deep graphs are fine). */
function cycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const found = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const edges = graph.get(node);
      if (i < edges.length) {
        frame[1] = i + 1;
        const to = edges[i];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) {
          low.set(node, Math.min(low.get(node), index.get(to)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1) found.push(component);
      }
    }
  }
  return found;
}

/** One concrete loop through a component, to show the reader where to cut (shortest from its first file). */
function exampleLoop(graph, component) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of graph.get(node)) {
      if (!members.has(to)) continue;
      if (to === start) {
        const loop = [node];
        for (let at = previous.get(node); at; at = previous.get(at)) loop.unshift(at);
        return [...loop, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return component;
}

const files = loadProjects();
const graph = buildGraph(files);
const found = cycles(graph);
const relative = (file) => path.relative(ROOT, file);
if (found.length === 0) {
  console.log(`import cycles: none among ${files.size} files`);
} else {
  for (const component of found) {
    console.error(`Import cycle among ${component.length} files: ${component.map(relative).sort().join(', ')}`);
    console.error(`  for example: ${exampleLoop(graph, component).map(relative).join('\n            → ')}`);
  }
  console.error(`\n${found.length} import cycle(s). Move what both sides share into a file both import (see scripts/check-import-cycles.mjs).`);
  process.exitCode = 1;
}
