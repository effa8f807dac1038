// A shadow at the grid's right edge while columns are hidden beyond it, gone once the user has
// scrolled to the last one: a wide export's later fields are easy to miss otherwise. Its own
// state, so showing or hiding it draws only itself, not the grid's rows; on scroll it reads
// one number (scrollLeft) unless that changed. Screen readers have the grid's aria-colcount.
import { useEffect, useState, type RefObject } from 'react';

/** Where the cue stands: inside the scroller's border and beside its scrollbars. */
interface Cue {
  top: number;
  right: number;
  bottom: number;
}

export function MoreColumnsCue(props: { scroller: RefObject<HTMLElement | null> }) {
  const { scroller } = props;
  const [cue, setCue] = useState<Cue>();
  useEffect(() => {
    const area = scroller.current;
    if (!area) return;
    let left = Number.NaN;
    const measure = () => {
      left = area.scrollLeft;
      const more = left + area.clientWidth < area.scrollWidth - 1;
      const next = more
        ? { top: area.clientTop, right: area.offsetWidth - area.clientWidth - area.clientLeft, bottom: area.offsetHeight - area.clientHeight - area.clientTop }
        : undefined;
      setCue((current) => (current && next && current.top === next.top && current.right === next.right && current.bottom === next.bottom ? current : next));
    };
    // Vertical scrolling, by far the most, changes nothing here.
    const onScroll = () => {
      if (area.scrollLeft !== left) measure();
    };
    measure();
    area.addEventListener('scroll', onScroll, { passive: true });
    // The scroller's size (the window), and the columns' width (a page brings more columns).
    const observer = new ResizeObserver(measure);
    observer.observe(area);
    if (area.firstElementChild) observer.observe(area.firstElementChild);
    return () => {
      area.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [scroller]);
  if (!cue) return null;
  return <div className="more-columns-cue" aria-hidden="true" style={{ top: cue.top, right: cue.right, bottom: cue.bottom }} />;
}
