// Types of generate-export.mjs, for the tests that make an export like the bench's.
export function generateExport(path: string, articleCount: number, pricesPerArticle?: number, options?: { problemsEvery?: number; fixesEvery?: number; lean?: boolean }): Promise<void>;
