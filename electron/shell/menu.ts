// runtime: electron-main. The application menu.
import { Menu, type MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  openProjector(): void;
  /** For this launch only: other computers may then join with their role's code. */
  turnOnVenue(): void;
}

export function menuTemplate(actions: MenuActions): MenuItemConstructorOptions[] {
  return [
    { label: 'File', submenu: [{ role: 'quit' }] },
    { label: 'Edit', submenu: [{ role: 'undo' }, { role: 'redo' }, { type: 'separator' }, { role: 'cut' }, { role: 'copy' }, { role: 'paste' }, { role: 'selectAll' }] },
    {
      label: 'View',
      submenu: [
        { label: 'Open projector window', accelerator: 'CmdOrCtrl+P', click: () => actions.openProjector() },
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { role: 'togglefullscreen' },
      ],
    },
    { label: 'Venue', submenu: [{ label: 'Turn on venue access', click: () => actions.turnOnVenue() }] },
  ];
}

export function installMenu(actions: MenuActions): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(actions)));
}
