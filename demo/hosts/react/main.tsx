/** The React host page: a React 19 app that embeds `<entity-list>` and `<entity-form>`. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CustomerDesk } from './CustomerDesk.tsx';

const container = document.getElementById('app');
if (container) createRoot(container).render(<StrictMode><CustomerDesk /></StrictMode>);
