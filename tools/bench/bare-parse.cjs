// The floor: a bare Node process that reads the file and JSON.parses it.
const fs = require('node:fs');
const value = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
process.exitCode = value === undefined ? 1 : 0;
