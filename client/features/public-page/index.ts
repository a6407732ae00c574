/** The sharing feature's public face: the 'Share & export' button (public page, Medium, downloads). */
export { ShareButton } from './ShareButton';
