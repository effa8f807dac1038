// The app itself across the IPC boundary: its version and shell, the language, the menu's commands.
import { z } from 'zod';
import { canonicalTag } from '../messages/date-locale';
import { LOCALES } from '../messages/locale';
import { textSchema } from './text-schema';

export const appInfoSchema = z.object({
  version: z.string(),
  /** `darwin` shows ⌘ in shortcuts, others Ctrl. */
  platform: z.string(),
  /** The window has a native menu whose accelerators open a file (Ctrl/Cmd+O) and walk the
   *  problems (F8); without one (a page in a plain browser), the page handles those keys itself. */
  nativeMenu: z.boolean(),
  /** Said in a banner: the settings are read-only (a newer version wrote them) or cannot be read. */
  settingsNotice: textSchema.optional(),
});

export const languageSchema = z.object({
  chosen: z.enum(LOCALES).nullable(),
  system: z.enum(LOCALES).optional(),
  /** The system's region format as a BCP 47 tag (Electron's app.getSystemLocale()), when main knows it: dates and times follow it where it speaks the language. */
  region: z.string().refine((tag) => canonicalTag(tag) !== undefined, 'not a language tag').optional(),
});

export const menuCommandSchema = z.object({
  command: z.enum(['openFile', 'showTokenHelp', 'nextProblem', 'previousProblem']),
});
