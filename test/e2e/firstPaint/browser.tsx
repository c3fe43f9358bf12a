// The browser's side of the first-paint page: hydrate what the server sent.
import { hydrateRoot } from 'react-dom/client';
import { app } from './app';

hydrateRoot(document.getElementById('root')!, app);
