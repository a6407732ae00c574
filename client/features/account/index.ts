/** The account feature's public face: the settings page's path for the layout's menus. */
export const SETTINGS_PATH = '/settings';
