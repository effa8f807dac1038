// Each IPC channel declares the error codes its handler may fail with (shared/ipc/contract.ts),
// so the window compares typed codes. The type of IpcFailure accepts only codes some channel
// declares; this checks the rest: following each handler of create-app.ts through the calls
// it makes (the TypeScript compiler resolves them), every `new IpcFailure(code, …)` it can
// reach names a code declared for that channel. Calls through an injected function (an
// interface member, no body) are not followed: their codes are declared by hand.
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CHANNELS, COMMON_ERRORS, channelErrorCodes, type ChannelName } from '../../shared/ipc/contract';
import { IpcFailure } from '../../shared/ipc/result';
import { text } from '../../shared/messages/text';
import { repoRoot } from '../../test-support/reference-files';

const createApp = path.join(repoRoot, 'electron/app/create-app.ts');
const workerMain = path.join(repoRoot, 'electron/validation-worker/worker-main.ts');

function loadProgram(): ts.Program {
  const configFile = ts.findConfigFile(repoRoot, ts.sys.fileExists, 'tsconfig.json')!;
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, repoRoot);
  // The validation worker too: a document query's own failures (record.none) are raised there.
  return ts.createProgram([createApp, workerMain], { ...options, noEmit: true });
}

/** The string literal values a type stands for (a literal, or a union of literals). */
function literalsOf(type: ts.Type): string[] | undefined {
  if (type.isStringLiteral()) return [type.value];
  if (type.isUnion()) {
    const parts = type.types.map(literalsOf);
    return parts.every((p) => p !== undefined) ? parts.flat() : undefined;
  }
  return undefined;
}

/** Every IpcFailure code reachable from `start`, through the calls whose bodies are in the project. */
function raisedFrom(start: ts.Node, checker: ts.TypeChecker): { codes: Set<string>; unknown: string[] } {
  const codes = new Set<string>();
  const unknown: string[] = [];
  const seen = new Set<ts.Node>();
  const follow = (declaration: ts.Declaration | undefined) => {
    if (declaration === undefined || seen.has(declaration)) return;
    const file = declaration.getSourceFile().fileName;
    if (file.includes('node_modules') || file.endsWith('.d.ts')) return;
    seen.add(declaration);
    visit(declaration);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && node.expression.getText() === 'IpcFailure' && node.arguments?.[0] !== undefined) {
      const argument = node.arguments[0];
      const values = literalsOf(checker.getTypeAtLocation(argument));
      if (values === undefined) unknown.push(`${argument.getText()} (${path.relative(repoRoot, node.getSourceFile().fileName)})`);
      else values.forEach((code) => codes.add(code));
    }
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) follow(checker.getResolvedSignature(node)?.declaration as ts.Declaration | undefined);
    ts.forEachChild(node, visit);
  };
  seen.add(start);
  visit(start);
  return { codes, unknown };
}

/** Each channel's handler in create-app.ts's `handlers`, as the node its code starts from. */
function handlerNodes(program: ts.Program, checker: ts.TypeChecker): Map<string, ts.Node> {
  const source = program.getSourceFile(createApp)!;
  let literal: ts.ObjectLiteralExpression | undefined;
  const find = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'handlers' && node.initializer && ts.isObjectLiteralExpression(node.initializer)) literal = node.initializer;
    else ts.forEachChild(node, find);
  };
  find(source);
  const handlers = new Map<string, ts.Node>();
  const declarationOf = (symbol: ts.Symbol | undefined): ts.Node | undefined => {
    const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (declaration !== undefined && ts.isShorthandPropertyAssignment(declaration)) return declarationOf(checker.getShorthandAssignmentValueSymbol(declaration));
    return declaration;
  };
  for (const property of literal!.properties) {
    if (ts.isSpreadAssignment(property)) {
      // `...createTokenHandlers(…)`: each member of what the factory returns; members a factory
      // builds from a list (the document queries) have no declaration of their own: the factory.
      for (const member of checker.getTypeAtLocation(property.expression).getProperties()) handlers.set(member.name, declarationOf(member) ?? property.expression);
    } else if (ts.isPropertyAssignment(property)) {
      const value = property.initializer;
      // `documentHandlers.getRows`: the method it names; an arrow or a factory call: itself.
      handlers.set(property.name.getText(), ts.isPropertyAccessExpression(value) ? declarationOf(checker.getSymbolAtLocation(value))! : value);
    } else {
      handlers.set(property.name!.getText(), property);
    }
  }
  return handlers;
}

describe('the error codes each IPC channel declares', () => {
  it('covers every code a channel\'s handler can raise', { timeout: 120_000 }, () => {
    const program = loadProgram();
    const checker = program.getTypeChecker();
    const handlers = handlerNodes(program, checker);
    expect([...handlers.keys()].sort()).toEqual(Object.keys(CHANNELS).sort());

    const undeclared: string[] = [];
    const raised = new Map<string, Set<string>>();
    for (const [channel, node] of handlers) {
      const found = raisedFrom(node, checker);
      // A code the compiler cannot name (a plain string) could be anything: type it.
      expect(found.unknown, channel).toEqual([]);
      raised.set(channel, found.codes);
      const declared = channelErrorCodes(channel as ChannelName) as readonly string[];
      for (const code of found.codes) if (!declared.includes(code)) undeclared.push(`${channel}: ${code}`);
    }
    expect(undeclared).toEqual([]);

    // The walk reaches through the helpers (documents.ask → asFailure, the token guard, the settings' strict read).
    expect([...raised.get('getRecord')!]).toEqual(expect.arrayContaining(['record.none', 'document.none', 'document.stale', 'document.lost', 'document.changed']));
    expect([...raised.get('openRecentFile')!]).toEqual(expect.arrayContaining(['recent.notListed', 'validation.cancelled', 'document.lost']));
    expect([...raised.get('setToken')!]).toEqual(expect.arrayContaining(['baseUrl.noScheme', 'token.invalidChar', 'keychain.locked']));
    expect([...raised.get('getHistory')!]).toEqual(['history.unreadable']);
    expect([...raised.get('openExternal')!]).toEqual(['external.notAllowed']);
    expect([...raised.get('getLanguage')!]).toEqual([]);

    // And no declaration is left over: each declared code is raised somewhere on the Node side
    // (the settings' codes, e.g., through the app's settings, which the handlers get injected).
    const everRaised = new Set<string>();
    for (const file of program.getSourceFiles()) {
      if (!file.fileName.startsWith(path.join(repoRoot, 'electron'))) continue;
      raisedFrom(file, checker).codes.forEach((code) => everRaised.add(code));
    }
    const neverRaised = Object.entries(CHANNELS).flatMap(([channel, { errors }]) =>
      (errors as readonly string[]).filter((code) => !everRaised.has(code)).map((code) => `${channel}: ${code}`));
    expect(neverRaised).toEqual([]);
  });

  it('lists the common codes dispatch answers with for every channel', () => {
    for (const channel of Object.keys(CHANNELS) as ChannelName[]) {
      expect(channelErrorCodes(channel)).toEqual(expect.arrayContaining([...COMMON_ERRORS]));
    }
  });

  it('lets a handler raise only a code some channel declares', () => {
    expect(new IpcFailure('document.stale', text('shell.document.stale')).code).toBe('document.stale');
    // A type check, proven by `npm run typecheck` (tsconfig.json covers the tests): the line
    // below fails to compile without its directive.
    // @ts-expect-error: no channel declares this code
    expect(new IpcFailure('document.gone', text('shell.document.stale')).code).toBe('document.gone');
  });
});
