import { createBrowserRouter } from 'react-router-dom';
import { routes } from './route-table';

export const router = createBrowserRouter(routes);
