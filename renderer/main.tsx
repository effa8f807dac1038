// Entry point of the window. Without the API that the preload (or the harness) provides, the
// app cannot do anything; it says so instead of showing controls that would all fail.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { findApi } from './api';
import { App } from './app';
import { currentLocale, t } from './i18n';
import { createQueryClient } from './query-client';
import './styles/theme.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/controls.css';
import './styles/preview.css';
import './styles/findings.css';
import './styles/side.css';
import './styles/changes.css';
import './styles/record-details.css';
import './styles/fixes.css';
import './styles/rules.css';
import './styles/results.css';

document.documentElement.lang = currentLocale();
document.title = t('app.title');
const root = createRoot(document.getElementById('root') as HTMLElement);

root.render(
  <StrictMode>
    {findApi() ? (
      <QueryClientProvider client={createQueryClient()}>
        <App />
      </QueryClientProvider>
    ) : (
      <main className="fatal" role="alert">
        <h1>{t('app.bridgeMissing.title')}</h1>
        <p>{t('app.bridgeMissing.body')}</p>
      </main>
    )}
  </StrictMode>,
);
