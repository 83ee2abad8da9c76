/** The longest search the owner's lists take (the inbox's and the subscribers'), in the browser's field and on the server. */
export const SEARCH_QUERY_MAX = 200;
