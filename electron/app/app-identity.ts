// Who the app is to the OS: the name users see and the ID installers and Windows' taskbar use.
// electron-builder's configuration names the same (a test checks they agree).
export const PRODUCT_NAME = 'Article Importer';
export const APP_ID = 'com.articleimporter.desktop';
