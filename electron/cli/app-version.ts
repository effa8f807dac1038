// The tool's version, as the reports it writes name it: set by the build (build/build-node.mjs,
// from package.json); "development" when it runs from source (the tests).
declare const __APP_VERSION__: string | undefined;

export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'development';
