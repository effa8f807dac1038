// The values every message carries across the IPC boundary (a Text: a catalogue key and its
// values), and the small enums many schemas share.
import { z } from 'zod';
import { FINDING_CODES, type FindingCode } from '../report/finding-codes';
import { isMessageKey, type MessageKey } from '../messages/catalogue';
import type { MessageValue, Text } from '../messages/text';

export const severitySchema = z.enum(['error', 'warning', 'info']);
export const findingCodeSchema = z.enum(FINDING_CODES as [FindingCode, ...FindingCode[]]);
export const recordKindSchema = z.enum(['article', 'price']);

/** A message as data (shared/messages/text.ts): worded by the window in its language. */
const quantitySchema = z.union([
  z.strictObject({ bytes: z.number(), exact: z.boolean().optional() }),
  z.strictObject({ ms: z.number() }),
  z.strictObject({ date: z.string() }),
  z.strictObject({ clock: z.string() }),
  z.strictObject({ json: z.string() }),
]);
const messageValueSchema: z.ZodType<MessageValue> = z.lazy(() =>
  z.union([z.string(), z.number(), textSchema, quantitySchema, z.array(messageValueSchema).readonly()]),
);
export const textSchema: z.ZodType<Text> = z.lazy(() =>
  z.strictObject({
    key: z.string().refine((key): key is MessageKey => isMessageKey(key), 'unknown message key'),
    values: z.record(z.string(), messageValueSchema).optional(),
  }),
) as z.ZodType<Text>;
