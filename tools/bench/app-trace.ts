// A Chromium performance trace of the app benchmark's steps (app-actions.ts: open the export
// from outside and wait for its check, flick the wheel, drag the scrollbar), then the UI
// thread's tasks over 50 ms: per phase their count and the longest, and for the longest tasks
// what they spent their time on (trace events by self time: layout, style, paint, GC, …) and
// their biggest self-time JavaScript functions (from the trace's CPU profile, placed in the
// renderer's sources through dist/renderer's source maps). The trace is kept for DevTools'
// Performance panel. BENCH_APP_ROOT: another checkout's harness and build, as for app-bench.
// Usage: node --import tsx tools/bench/app-trace.ts FILE [TRACE_OUT (default .bench/app-trace.json)] [TASKS_SHOWN (default 12)]
// (with BENCH_TRACE_READ=TRACE.json it only prints the tasks of a trace recorded before).
import { readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../../test-support/paths';
import { drag, flick, untilChecked } from './app-actions';
import { withAppPage } from './bench-page';

const [file, out = path.join(repoRoot, '.bench', 'app-trace.json'), shown = '12'] = process.argv.slice(2) as [string, string?, string?];
const appRoot = process.env.BENCH_APP_ROOT ?? repoRoot;
const LONG_US = 50_000;

const CATEGORIES = [
  'toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler', 'disabled-by-default-v8.cpu_profiler.hires',
];

// BENCH_TRACE_READ=trace.json: only reads a trace recorded before (and prints its tasks).
const recorded = process.env.BENCH_TRACE_READ;
if (recorded === undefined) await withAppPage(async (page, harness) => {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: CATEGORIES });
  const mark = (phase: string) => page.evaluate(`performance.mark('bench:${phase}')`);
  await mark('loading');
  harness.openFromOutside(file);
  await untilChecked(page);
  await page.waitForTimeout(500);
  await mark('flicking');
  await flick(page);
  await page.waitForTimeout(500);
  await mark('dragging');
  await drag(page);
  await page.waitForTimeout(500);
  await mark('end');
  writeFileSync(out, await browser.stopTracing());
});

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: ProfileData };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface ProfileData {
  startTime?: number;
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

const events = (JSON.parse(readFileSync(recorded ?? out, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;

// The page's main thread: the renderer's CrRendererMain with the most tasks.
const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const onThread = (e: TraceEvent, t: TraceEvent) => e.pid === t.pid && e.tid === t.tid;
const tasksOf = (t: TraceEvent) => events.filter((e) => onThread(e, t) && e.ph === 'X' && e.name === 'RunTask');
const main = mains.map((t) => ({ t, n: tasksOf(t).length })).sort((a, b) => b.n - a.n)[0]?.t;
if (!main) throw new Error('the trace has no renderer main thread');
const slices = events.filter((e) => onThread(e, main) && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
const tasks = slices.filter((e) => e.name === 'RunTask');
const marks = events.filter((e) => e.name.startsWith('bench:') && e.pid === main.pid).map((e) => ({ phase: e.name.slice(6), ts: e.ts })).sort((a, b) => a.ts - b.ts);
const phaseAt = (ts: number) => marks.filter((m) => m.ts <= ts).at(-1)?.phase ?? 'before';
const opened = marks[0]?.ts ?? 0;

// The CPU profile of that thread: samples (node, time) from its chunks.
const samples: { node: ProfileNode; ts: number }[] = [];
{
  const profiles = events.filter((e) => e.name === 'Profile' && e.pid === main.pid);
  const profile = profiles.find((e) => e.tid === main.tid) ?? profiles[0];
  const nodes = new Map<number, ProfileNode>();
  let ts = profile?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && profile && e.pid === profile.pid && e.id === profile.id)) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      ts += data?.timeDeltas?.[i] ?? 0;
      const node = nodes.get(id);
      if (node) samples.push({ node, ts });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
}

// A function's place in the renderer's sources, through the bundle's source map.
const maps = new Map<string, SourceMap | undefined>();
function placeOf(frame: ProfileNode['callFrame']): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  const bundle = new URL(frame.url).pathname;
  if (!maps.has(bundle)) {
    try {
      maps.set(bundle, new SourceMap(JSON.parse(readFileSync(path.join(appRoot, 'dist/renderer', `${bundle}.map`), 'utf8'))));
    } catch {
      maps.set(bundle, undefined);
    }
  }
  const entry = maps.get(bundle)?.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string; originalLine?: number; name?: string } | undefined;
  if (!entry?.originalSource) return `${name} ${path.basename(bundle)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  const source = entry.originalSource.replace(/^.*?\/(renderer|shared|node_modules)\//, '$1/');
  return `${entry.name ?? name} ${source}:${entry.originalLine! + 1}`;
}

/** Self time by trace event name inside a task (each slice's time less its children's). */
function eventSelfTimes(task: TraceEvent): Map<string, number> {
  const inside = slices.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
  const self = new Map<string, number>();
  const stack: { e: TraceEvent; children: number }[] = [{ e: task, children: 0 }];
  const pop = () => {
    const done = stack.pop()!;
    self.set(done.e.name, (self.get(done.e.name) ?? 0) + done.e.dur! - done.children);
    const parent = stack.at(-1);
    if (parent) parent.children += done.e.dur!;
  };
  for (const e of inside) {
    while (stack.length > 1 && e.ts >= stack.at(-1)!.e.ts + stack.at(-1)!.e.dur!) pop();
    stack.push({ e, children: 0 });
  }
  while (stack.length > 0) pop();
  return self;
}

/** Self time by JavaScript function inside a task, from the samples. */
function functionSelfTimes(task: TraceEvent): Map<string, number> {
  const self = new Map<string, number>();
  const end = task.ts + task.dur!;
  for (let i = 0; i < samples.length; i++) {
    const sample = samples[i]!;
    if (sample.ts < task.ts || sample.ts >= end) continue;
    const next = Math.min(samples[i + 1]?.ts ?? end, end);
    const place = placeOf(sample.node.callFrame);
    self.set(place, (self.get(place) ?? 0) + next - sample.ts);
  }
  return self;
}

const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
const biggest = (times: Map<string, number>, count: number, least: number) =>
  [...times].filter(([, t]) => t >= least).sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, t]) => `${name} ${ms(t)}`);

const long = tasks.filter((t) => t.dur! > LONG_US && phaseAt(t.ts) !== 'before' && phaseAt(t.ts) !== 'end');
console.log(`trace: ${path.relative(process.cwd(), recorded ?? out)} (${samples.length} CPU samples on the UI thread); tasks over 50 ms on the UI thread:`);
for (const phase of ['loading', 'flicking', 'dragging']) {
  const these = long.filter((t) => phaseAt(t.ts) === phase);
  console.log(`  ${phase}: ${these.length === 0 ? 'none' : `${these.length}, longest ${ms(Math.max(...these.map((t) => t.dur!)))}`}`);
}
for (const task of [...long].sort((a, b) => b.dur! - a.dur!).slice(0, Number(shown))) {
  console.log(`\n${ms(task.dur!)} while ${phaseAt(task.ts)}, at ${((task.ts - opened) / 1e6).toFixed(2)} s`);
  console.log(`  events (self): ${biggest(eventSelfTimes(task), 6, 2000).join(', ')}`);
  console.log(`  functions (self): ${biggest(functionSelfTimes(task), 8, 2000).join(', ')}`);
}
