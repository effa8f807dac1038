// The file tasks of issue 23 (a fix plan, a corrected copy, a set-aside) as main runs them for
// the window: one at a time, each with an AbortSignal that cancelFileTask fires, and progress
// sent as fileTaskProgress events (at most a few a second: a set-aside reports every record).
// Also what they share: where the OS's save dialog proposes a new file, and the refusal of a
// chosen file that is the original itself.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { EventPayload } from '../../shared/ipc/contract';
import type { MessageKey } from '../../shared/messages/catalogue';
import { text } from '../../shared/messages/text';
import { IpcFailure } from '../../shared/ipc/result';
import { historyProblemText } from '../history/history-problem';

type TaskProgress = EventPayload<'fileTaskProgress'>;
export type FileTaskName = TaskProgress['task'];
export type ReportProgress = (unit: TaskProgress['unit'], done: number, total: number) => void;

/** What the OS's save dialog is asked to propose. */
export interface SaveProposal {
  /** A file name (the dialog's last folder), or a full path beside the original. */
  defaultPath: string;
  /** What is written: a report as a workbook or a text table, or an export (the dialog's first filter). */
  format: 'xlsx' | 'csv' | 'json';
  /** The dialog's title in the app's language, where it asks for one of several files. */
  title?: MessageKey;
}

export type ChooseSaveFile = (proposal: SaveProposal) => Promise<string | undefined>;

const PROGRESS_EVERY_MS = 100;

export function createFileTasks(emit: (progress: TaskProgress) => void, now: () => number = Date.now) {
  let running: AbortController | undefined;
  return {
    /**
     * Runs `work` as the one task under way (`fileTask.busy` while another runs); a cancelled
     * task fails with `fileTask.cancelled`, whatever the core threw on its way out.
     */
    async run<T>(task: FileTaskName, work: (signal: AbortSignal, progress: ReportProgress) => Promise<T>): Promise<T> {
      if (running !== undefined) throw new IpcFailure('fileTask.busy', text('shell.fileTask.busy'));
      const controller = new AbortController();
      running = controller;
      let shownAt = -Infinity;
      const progress: ReportProgress = (unit, done, total) => {
        const at = now();
        if (done < total && at - shownAt < PROGRESS_EVERY_MS) return;
        shownAt = at;
        emit({ task, unit, done, total });
      };
      try {
        return await work(controller.signal, progress);
      } catch (error) {
        if (controller.signal.aborted) throw new IpcFailure('fileTask.cancelled', text('shell.fileTask.cancelled'));
        throw error;
      } finally {
        running = undefined;
      }
    },
    /** Stops the task under way; false when none runs. */
    cancel(): boolean {
      if (running === undefined || running.signal.aborted) return false;
      running.abort();
      return true;
    },
  };
}

export type FileTasks = ReturnType<typeof createFileTasks>;

/** "week.json" beside its original → "/dir/week.fixed.json" (`ending`: "fixed", "sendable", …). */
export function besideOriginal(originalPath: string, ending: string): string {
  const base = path.basename(originalPath, path.extname(originalPath)) || 'export';
  return path.join(path.dirname(originalPath), `${base}.${ending}.json`);
}

/** Refuses a chosen file that is the original (its path, or the same file under another name). */
export async function refuseOriginal(originalPath: string, chosen: string): Promise<void> {
  const same = path.resolve(chosen) === path.resolve(originalPath)
    || (await Promise.all([stat(originalPath), stat(chosen)]).then(([a, b]) => a.ino === b.ino && a.dev === b.dev, () => false));
  if (same) throw new IpcFailure('output.isOriginal', text('shell.output.isOriginal', { name: path.basename(originalPath) }));
}

/** Whether the chosen file exists: the OS dialog asked before it let the user take its name. */
export function exists(file: string): Promise<boolean> {
  return stat(file).then(() => true, () => false);
}

/** A file that cannot be written (errno code), in words; anything else is passed on. */
export function unwritable(error: unknown, where: string): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== 'string' || code === 'EFILECHANGED') return error;
  return new IpcFailure('output.unwritable', text('shell.output.unwritable', { folder: path.dirname(where), reason: historyProblemText(code) }));
}
