// A local IP-geolocation service in ipapi.co's format, so the browser's country lookup is exercised
// without reaching a public host. Answers every visitor as Germany.
import { createServer } from 'node:http';

const port = Number(process.env.E2E_GEO_PORT);
createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  response.end(JSON.stringify({ ip: '203.0.113.9', country_code: 'DE', country_name: 'Germany' }));
}).listen(port, '127.0.0.1');
