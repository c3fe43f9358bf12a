// The server's side of the first-paint page: the HTML React's server renderer makes of the same element.
import { renderToString } from 'react-dom/server';
import { app } from './app';

export const html = () => renderToString(app);
