import { dirname, join, normalize } from 'node:path';
import { folderOf, importsOf, parse, sourceFiles } from './source-files';

/**
 * The import picture at the level of folders: each module is one folder (`modules/<name>`), and
 * `core`, `contracts`, `config` one each. No folder may import one that imports it, however long
 * the way back, so the picture reads from the top down; and core, the transport and platform,
 * imports no module (modules plug into it: RoomSource, MediaAccess, their own gateways).
 */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles()) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const specifier of importsOf(parse(file))) {
      const target = normalize(join(dirname(file), specifier))
        .split('\\')
        .join('/');
      // Outside src (the migrations list) is not part of the picture.
      if (target.startsWith('..')) continue;
      const to = folderOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle of folders, each as the way round it (`a -> b -> a`). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const walk = (start: string, at: string, path: string[], seen: Set<string>): void => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) found.push([...path, start].join(' -> '));
      // Each cycle once: from its smallest folder.
      else if (!seen.has(next) && next > start) {
        seen.add(next);
        walk(start, next, [...path, next], seen);
      }
    }
  };
  for (const start of graph.keys()) walk(start, start, [start], new Set([start]));
  return found;
}

describe('module imports', () => {
  const graph = folderGraph();

  it('reads every module as a folder of its own', () => {
    expect(graph.has('modules/posts')).toBe(true);
    expect(graph.get('modules/comments')).toContain('modules/posts');
  });

  it('has no folder that imports one importing it', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('keeps core free of modules', () => {
    expect([...(graph.get('core') ?? [])].filter((to) => to.startsWith('modules/'))).toEqual([]);
  });

  it('finds a cycle however long the way back', () => {
    const sample = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(sample)).toEqual(['a -> b -> c -> a']);
  });
});
