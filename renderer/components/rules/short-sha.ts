/** The first hex digits of a SHA-256, as git shows a commit: enough to tell rulesets apart at a glance (the whole one is in the title). */
export const shortSha = (sha256: string) => sha256.slice(0, 12);
