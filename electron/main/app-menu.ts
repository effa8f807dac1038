// The native menu: File → Open… (Ctrl/Cmd+O), Open Recent, Quit; Edit for text fields;
// Help → How to get an API token. Menu items tell the window what to do (menuCommand), or
// open a recent file through the same handler as the page.
import { Menu, app, type MenuItemConstructorOptions } from 'electron';
import type { RecentFile } from '../app/recent-files';
import { shellMessagesEn } from '../../shared/ipc/messages-en';

const menuEn = shellMessagesEn.menu;

export interface MenuActions {
  openFile(): void;
  openRecent(path: string): void;
  showTokenHelp(): void;
}

export function buildMenu(recent: RecentFile[], actions: MenuActions): Menu {
  const isMac = process.platform === 'darwin';
  const recentItems: MenuItemConstructorOptions[] =
    recent.length === 0
      ? [{ label: menuEn.noRecent, enabled: false }]
      : recent.map((file) => ({ label: literal(file.name), sublabel: file.path, toolTip: file.path, click: () => actions.openRecent(file.path) }));

  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: menuEn.file,
      submenu: [
        { label: menuEn.open, accelerator: 'CmdOrCtrl+O', click: () => actions.openFile() },
        { label: menuEn.openRecent, submenu: recentItems },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit', label: menuEn.quit },
      ],
    },
    { role: 'editMenu' },
    {
      label: menuEn.help,
      submenu: [{ label: menuEn.tokenHelp, click: () => actions.showTokenHelp() }],
    },
  ];
  if (!app.isPackaged) template.splice(template.length - 1, 0, { role: 'viewMenu' });
  return Menu.buildFromTemplate(template);
}

/** A file name as a menu label: `&` marks a mnemonic on Windows and Linux, `&&` is a literal one. */
function literal(text: string): string {
  return text.replaceAll('&', '&&');
}
