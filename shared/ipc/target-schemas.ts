// Targets across the IPC boundary: base URLs, recent targets and files, the token's status
// (never the token).
import { z } from 'zod';
import { textSchema } from './text-schema';

// ---- targets, settings, token -------------------------------------------------------------

export const targetSchema = z.object({
  /** The base URL, normalised (no trailing slash), or an error saying what is wrong with it. */
  baseUrl: z.string().optional(),
  baseUrlError: z.object({ code: z.string(), message: textSchema }).optional(),
  /** The configurator ID, taken from a number or from a pasted editor address. */
  appId: z.number().int().optional(),
  /** true when the ID was taken from a pasted address (the UI then shows which number it took). */
  appIdFromAddress: z.boolean().optional(),
  appError: z.object({ code: z.string(), message: textSchema }).optional(),
  /** The import endpoint, when both parts are valid. */
  endpoint: z.string().optional(),
});

export const savedBaseUrlSchema = z.object({
  url: z.string(),
  label: z.string().optional(),
  isDefault: z.boolean(),
});

/** A target that accepted a file, newest first. */
export const recentTargetSchema = z.object({
  baseUrl: z.string(),
  appId: z.number().int(),
  /** The user's name for it ("Staging 4711"), when given. */
  label: z.string().optional(),
  /** ISO 8601 time it last accepted a file. */
  usedAt: z.string(),
});

/** The target the window had last (base URL as main keeps it), restored when it starts. */
export const lastTargetSchema = z.object({
  baseUrl: z.string(),
  appId: z.number().int(),
  label: z.string().optional(),
});

export const recentFileSchema = z.object({
  path: z.string(),
  name: z.string(),
  /** ISO 8601 time it was last opened. */
  openedAt: z.string(),
});

export const tokenStatusSchema = z.object({
  /** The base URL's origin: tokens are kept one per origin. */
  origin: z.string(),
  /** Where the token for this origin is: the OS keychain, this session's memory, or nowhere. */
  stored: z.enum(['keychain', 'session', 'none']),
  keychain: z.object({
    available: z.boolean(),
    /** Why not, in plain language, when unavailable. */
    message: textSchema.optional(),
  }),
});
