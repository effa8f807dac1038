// Files dropped anywhere on the window. dragenter/dragleave fire for every child element, so a
// counter (not a flag) tells when the pointer has really left the window.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export function useFileDrop(onFile: (file: File) => void, onProblem: (problem: { kind: 'many'; count: number } | { kind: 'notAFile' }) => void): boolean {
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const handlers = useRef({ onFile, onProblem });
  // The latest callbacks for the listeners, kept after each commit (not while rendering: a
  // render can be thrown away).
  useLayoutEffect(() => {
    handlers.current = { onFile, onProblem };
  });

  useEffect(() => {
    const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setOver(true);
    };
    const overHandler = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      // Without preventDefault the browser would navigate to the file instead of dropping it.
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setOver(false);
    };
    const drop = (event: DragEvent) => {
      event.preventDefault();
      depth.current = 0;
      setOver(false);
      const files = event.dataTransfer?.files;
      if (!files || files.length === 0) {
        if (carriesFiles(event)) handlers.current.onProblem({ kind: 'notAFile' });
        return;
      }
      if (files.length > 1) {
        handlers.current.onProblem({ kind: 'many', count: files.length });
        return;
      }
      const file = files[0];
      if (file) handlers.current.onFile(file);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', overHandler);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', overHandler);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, []);

  return over;
}
