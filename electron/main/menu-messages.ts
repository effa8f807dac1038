// The native menu's English labels, in one place (German follows with the same keys).
export const menuEn = {
  file: '&File',
  open: '&Open…',
  openRecent: 'Open &Recent',
  noRecent: 'No recent files',
  quit: '&Quit',
  help: '&Help',
  tokenHelp: 'How to get an API token',
  dialogJson: 'JSON exports',
  dialogAll: 'All files',
} as const;
