// A view kept in the page while another is shown, so its state (open groups, loaded pages)
// survives a switch; it scrolls on its own, and its scroll position is put back when it
// shows again (a hidden element's is not kept).
import { useLayoutEffect, useRef, type ReactNode } from 'react';

export function KeptPanel(props: { active: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (props.active && element) element.scrollTop = scrollTop.current;
  }, [props.active]);
  return (
    <div
      ref={ref}
      className="kept-panel"
      hidden={!props.active}
      onScroll={(event) => {
        if (props.active) scrollTop.current = event.currentTarget.scrollTop;
      }}
    >
      {props.children}
    </div>
  );
}
