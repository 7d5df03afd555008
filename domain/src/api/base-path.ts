/**
 * Base path the whole API hangs under, kept from the original deployment (spec section 7). A module of its
 * own, free of zod, so the web app's request layer can import it without the schema library.
 */
export const API_BASE = '/ftown-api/public/index.php';
