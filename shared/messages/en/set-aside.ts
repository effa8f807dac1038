// The words of the file of records set aside (shared/set-aside/rejected-document.ts), in
// English, as ICU MessageFormat templates. `{article}` is a record's label ("Article 3 (CH-1001)").

export const setAsideEn = {
  'setAside.file.about':
    'Records set aside from {file}: they cannot be sent as they are. Each is written as the export has it, with why it was set aside and its findings; pointers, lines and columns are those of {file}.',
  'setAside.why.errors': 'Set aside for {errors, plural, one {its error} other {its # errors}} (see its findings).',
  'setAside.why.withArticle': 'Set aside with {article}, which has errors: a price goes where its article goes.',
  'setAside.why.errorsAndArticle':
    'Set aside for {errors, plural, one {its error} other {its # errors}} (see its findings); its article, {article}, is set aside too.',
};
