// Text from outside (a file's values in a finding, a server's answer, a file name) shown on a
// terminal: control and bidirectional characters become visible escapes (`\u001b`), so neither
// a file nor a server can retitle or clear the terminal, move the cursor, or reorder what it
// shows. Our own colours and progress line are added after this, around the safe text.

// C0 but tab and line feed, DEL, C1, and the bidi marks, embeddings, overrides, isolates and
// line separators.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_A_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// What JSON.stringify leaves as it is although a terminal acts on it (it escapes C0 itself).
const UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const visible = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** One line for a terminal: every control character (also tab and newline) made visible. */
export function terminalLine(text: string): string {
  return text.replace(UNSAFE_IN_A_LINE, visible);
}

/** Lines for a terminal (a server's answer): tabs and newlines kept, everything else made visible. */
export function terminalLines(text: string): string {
  return text.replace(UNSAFE, visible);
}

/** JSON for stdout: the same value, with what a terminal would act on written as \uXXXX escapes. */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(UNSAFE_IN_JSON, visible);
}
