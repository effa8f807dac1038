// The progress main reports for the file task under way (a fix plan, a corrected copy, a
// set-aside): the last event while `active`, forgotten when the task ends.
import { useEffect, useState } from 'react';
import { subscribe, type FileTaskProgress } from '../api';

export function useFileTaskProgress(active: boolean): FileTaskProgress | undefined {
  const [progress, setProgress] = useState<FileTaskProgress>();
  useEffect(() => {
    if (!active) return;
    const off = subscribe('fileTaskProgress', setProgress);
    return () => {
      off();
      setProgress(undefined);
    };
  }, [active]);
  return progress;
}
