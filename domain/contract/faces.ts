/**
 * The cookie that says this browser has had the platform's text faces (their files are in its cache): the server then
 * marks the page's root with `FACES_ATTRIBUTE`, and the page reads in them from its first paint.
 */
export const FACES_COOKIE = 'faces';
/** On the root element: the page's text uses the platform's faces (Roboto), not the device's own. */
export const FACES_ATTRIBUTE = 'data-faces';
