// Whether a process of this computer still runs: a lock or a temporary file in the data folder
// whose writer is gone may be taken over or removed.
export function isProcessRunning(pid: number): boolean {
  try {
    // Signal 0 only asks: nothing is sent.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}
