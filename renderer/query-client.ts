// The window's QueryClient: how every question the renderer asks main is cached, refreshed and
// retried. One factory, so the app (main.tsx) and the hooks' tests run with the same rules.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Main answers over local IPC, not a network: a failure is an answer (a stale document,
        // no keychain, an unreadable settings file) that a retry would only repeat after up to
        // seven seconds of backoff, hiding the message meanwhile; a keychain question asked
        // again can also show the OS's unlock prompt again. The user retries (Refresh, reopen).
        retry: false,
        // Query's default pauses a query while the browser says it is offline; main's answers
        // need no network (validating offline is a use case), so never wait for one.
        networkMode: 'always',
        // Main is the only source, and what changes its answers is known: the window's own
        // changes (mutations, a send) invalidate the queries they affect. Data is therefore
        // fresh until invalidated, as the hand-written hooks held it. A query whose answer can
        // change outside the window (the token, in the keychain) sets a shorter staleTime.
        staleTime: Infinity,
        // Focus comes and goes all day in a desktop app (the ERP's export, the file dialog, a
        // browser to get a token): refetching then would re-read the history file and ask the
        // keychain each time, which can bring up its unlock prompt. Nothing changes on focus,
        // except the history, which the CLI writes too: its hook reads it again on focus itself.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
