// Shared by the harness server (Node) and its bridge script (browser).
export const BRIDGE_PATH = '/__harness';
export const BRIDGE_HEADER = 'x-article-importer-bridge';
