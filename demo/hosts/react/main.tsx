/**
 * The React host page: a React 19 app that embeds `<entity-list>` and `<entity-form>`. It imports
 * the elements through the package's React entry, which leaves React to the host: the page runs
 * one React, the host's (vite.hosts.config.ts bundles the built entry, dist/react/index.js).
 */
import '../../../elements/entries/react.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CustomerDesk } from './CustomerDesk.tsx';

const container = document.getElementById('app');
if (container)
  createRoot(container).render(
    <StrictMode>
      <CustomerDesk />
    </StrictMode>,
  );
