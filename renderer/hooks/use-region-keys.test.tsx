// @vitest-environment jsdom
// F6 / Shift+F6 round the window's regions, from inside one and from outside all; Ctrl+F and ⌘F
// go to the search when there is one; a modal dialog keeps its focus.
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useMemo, useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRegionKeys } from './use-region-keys';

afterEach(cleanup);

function Window(props: { onFind(): boolean; skipTo?: number }) {
  const file = useRef<HTMLElement>(null);
  const content = useRef<HTMLElement>(null);
  const send = useRef<HTMLElement>(null);
  const regions = useMemo(() => [file, content, send], []);
  const focusRegion = useRegionKeys(regions, props.onFind);
  return (
    <>
      <button type="button" onClick={() => focusRegion(props.skipTo ?? 0)}>skip</button>
      <header ref={file} tabIndex={-1} aria-label="file"><button type="button">Open</button></header>
      <p><button type="button">Dismiss</button></p>
      <main ref={content} tabIndex={-1} aria-label="content"><button type="button">Preview</button></main>
      <aside ref={send} tabIndex={-1} aria-label="send"><button type="button">Send</button></aside>
      <dialog open><button type="button">In dialog</button></dialog>
    </>
  );
}

const f6 = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'F6', shiftKey });
const focused = () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent;

describe('useRegionKeys', () => {
  it('F6 goes round file → content → send → file, Shift+F6 the other way', () => {
    render(<Window onFind={() => false} />);
    f6();
    expect(focused()).toBe('file');
    f6();
    expect(focused()).toBe('content');
    f6();
    expect(focused()).toBe('send');
    f6();
    expect(focused()).toBe('file');
    f6(true);
    expect(focused()).toBe('send');
    f6(true);
    expect(focused()).toBe('content');
  });

  it('from a control inside a region, goes to the next region; from outside all, to the one after it', () => {
    const screen = render(<Window onFind={() => false} />);
    screen.getByText('Preview').focus();
    f6();
    expect(focused()).toBe('send');
    screen.getByText('Dismiss').focus();
    f6();
    expect(focused()).toBe('content');
    screen.getByText('Dismiss').focus();
    f6(true);
    expect(focused()).toBe('file');
  });

  it('focuses a region for a skip link', () => {
    const screen = render(<Window onFind={() => false} skipTo={2} />);
    fireEvent.click(screen.getByText('skip'));
    expect(focused()).toBe('send');
  });

  it('leaves focus in an open dialog', () => {
    const screen = render(<Window onFind={() => true} />);
    screen.getByText('In dialog').focus();
    f6();
    expect(focused()).toBe('In dialog');
    expect(fireEvent.keyDown(document.activeElement!, { key: 'f', ctrlKey: true })).toBe(true);
  });

  it('Ctrl+F and ⌘F ask for the search, and keep the key only when there is one', () => {
    let asked = 0;
    let found = false;
    render(<Window onFind={() => (asked++, found)} />);
    // fireEvent returns false when the handler prevented the key's default.
    expect(fireEvent.keyDown(document.body, { key: 'f', ctrlKey: true })).toBe(true);
    found = true;
    expect(fireEvent.keyDown(document.body, { key: 'F', metaKey: true })).toBe(false);
    expect(fireEvent.keyDown(document.body, { key: 'f', ctrlKey: true, shiftKey: true })).toBe(true);
    expect(asked).toBe(2);
  });
});
