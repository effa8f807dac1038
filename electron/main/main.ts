// The Electron main process. Given a CLI command (`article-importer validate week-47.json`, as
// support staff run the installed app from a terminal), it runs the command-line tool without
// a window and exits with its code; otherwise it starts the desktop app.
import { app } from 'electron';
import { userArgs } from '../app/launch-args';
import { cliCommandArgs } from '../cli/command-registry';
import { flushOutput, runCliProcess } from '../cli/run-cli-process';
import { startDesktop } from './desktop';

const launch = { argv: process.argv, defaultApp: process.defaultApp === true };
const cli = cliCommandArgs(userArgs(launch));

if (cli === undefined) {
  startDesktop(launch);
} else {
  app.dock?.hide();
  void runCliProcess(cli)
    .then(async ({ code }) => {
      await flushOutput();
      app.exit(code);
    });
}
