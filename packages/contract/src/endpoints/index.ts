// The endpoint catalogue (catalogue.ts, for the server and the docs), the light one the browser calls
// through (routes.ts), and what an entry declares (endpoint.ts).
export * from './catalogue';
export * from './endpoint';
export * from './routes';
