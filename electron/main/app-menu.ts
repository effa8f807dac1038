// The native menu: File → Open… (Ctrl/Cmd+O), Open Recent, Quit; Edit for text fields; View →
// Next / Previous Problem (F8, Shift+F8), Language; Help → How to get an API token. Every label is in the app's language (Electron's
// own role labels are English on Windows and Linux, so the edit items are labelled here).
// Menu items tell the window what to do (menuCommand), open a recent file through the same
// handler as the page, or change the language through the same handler as the window.
import { Menu, app, type MenuItemConstructorOptions } from 'electron';
import type { RecentFile } from '../app/recent-files';
import type { MessageKey } from '../../shared/messages/catalogue';
import { format } from '../../shared/messages/format';
import { LOCALES, type Locale } from '../../shared/messages/locale';

export interface MenuActions {
  openFile(): void;
  openRecent(path: string): void;
  showTokenHelp(): void;
  /** Walk the open file's findings in file order. */
  nextProblem(): void;
  previousProblem(): void;
  /** null: follow the system's language. */
  chooseLanguage(language: Locale | null): void;
}

export interface MenuLanguage {
  /** The language the menu is written in. */
  shown: Locale;
  /** The setting: a language, or null for the system's. */
  chosen: Locale | null;
  system: Locale;
}

export function buildMenu(recent: RecentFile[], actions: MenuActions, language: MenuLanguage): Menu {
  const t = (key: MessageKey, values?: Record<string, string>) => format(language.shown, key, values);
  const isMac = process.platform === 'darwin';
  const recentItems: MenuItemConstructorOptions[] =
    recent.length === 0
      ? [{ label: t('shell.menu.noRecent'), enabled: false }]
      : recent.map((file) => ({ label: literal(file.name), sublabel: file.path, toolTip: file.path, click: () => actions.openRecent(file.path) }));
  const languageItems: MenuItemConstructorOptions[] = [
    {
      label: t('shell.menu.languageSystem', { system: format(language.system, `language.${language.system}`) }),
      type: 'radio',
      checked: language.chosen === null,
      click: () => actions.chooseLanguage(null),
    },
    { type: 'separator' },
    // Each language named in itself, so someone who cannot read the current one finds theirs.
    ...LOCALES.map((locale): MenuItemConstructorOptions => ({
      label: format(locale, `language.${locale}`),
      type: 'radio',
      checked: language.chosen === locale,
      click: () => actions.chooseLanguage(locale),
    })),
  ];

  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: t('shell.menu.file'),
      submenu: [
        { label: t('shell.menu.open'), accelerator: 'CmdOrCtrl+O', click: () => actions.openFile() },
        { label: t('shell.menu.openRecent'), submenu: recentItems },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit', label: t('shell.menu.quit') },
      ],
    },
    {
      label: t('shell.menu.edit'),
      submenu: [
        { role: 'undo', label: t('shell.menu.undo') },
        { role: 'redo', label: t('shell.menu.redo') },
        { type: 'separator' },
        { role: 'cut', label: t('shell.menu.cut') },
        { role: 'copy', label: t('shell.menu.copy') },
        { role: 'paste', label: t('shell.menu.paste') },
        { role: 'selectAll', label: t('shell.menu.selectAll') },
      ],
    },
    {
      label: t('shell.menu.view'),
      submenu: [
        { label: t('shell.menu.nextProblem'), accelerator: 'F8', click: () => actions.nextProblem() },
        { label: t('shell.menu.previousProblem'), accelerator: 'Shift+F8', click: () => actions.previousProblem() },
        { type: 'separator' },
        { label: t('shell.menu.language'), submenu: languageItems },
        ...(app.isPackaged ? [] : [{ type: 'separator' as const }, { role: 'reload' as const }, { role: 'toggleDevTools' as const }]),
      ],
    },
    {
      label: t('shell.menu.help'),
      submenu: [{ label: t('shell.menu.tokenHelp'), click: () => actions.showTokenHelp() }],
    },
  ];
  return Menu.buildFromTemplate(template);
}

/** A file name as a menu label: `&` marks a mnemonic on Windows and Linux, `&&` is a literal one. */
function literal(text: string): string {
  return text.replaceAll('&', '&&');
}
