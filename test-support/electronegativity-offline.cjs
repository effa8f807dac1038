// Preloaded (node -r) into Electronegativity's process. At start it downloads translations
// from S3 with got 11; offline, on Node 24 and newer, got's retry then throws from a timer
// after the download has already failed and been handled (sindresorhus/got#1489), which kills
// the scan. Only those two late errors of the translation download are let pass; the scan
// itself and its report are unchanged (the same SARIF as on Node 20), and any other error
// still ends the process.
'use strict';

const TRANSLATIONS_HOST = 'electronegativity-i18n.s3';

process.on('uncaughtException', (error) => {
  const message = String(error && error.message);
  const lateCancel = message.includes('`onCancel` handler was attached after the promise settled');
  const lateDownloadError = error && error.name === 'RequestError' && message.includes(TRANSLATIONS_HOST);
  if (lateCancel || lateDownloadError) return;
  console.error(error);
  process.exit(70);
});
