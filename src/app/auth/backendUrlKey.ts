/** Where the login screen's "Server URL" is kept between visits (read by index.html's early requests too). */
export const BACKEND_URL_STORAGE_KEY = 'medusa-console.backend-url'
