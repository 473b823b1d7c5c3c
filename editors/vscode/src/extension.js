// wt-lsp for VS Code: starts the wt-lsp language server and adds the Writing
// Tools commands (rewrite, summary, key points, list, table, proofread) for
// the selection, Compose at the cursor, and Follow-up on the last result.
'use strict';

const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

// Keys of the settings object (editors/settings.schema.json), contributed as
// `writingTools.<key>`.
const SETTINGS_KEYS = [
  'behavior', 'resultOptions', 'dialect', 'lang', 'dictionaries', 'rules', 'ignoredPatterns',
  'protect', 'dictionary', 'provider', 'actions', 'vale', 'proofreading', 'diagnostics',
];
// Never taken from workspace settings: a cloned repository must not choose
// where your text is sent or what it is sent with, nor have it sent without being asked.
const USER_ONLY_KEYS = new Set(['provider', 'actions', 'proofreading']);

const PROSE_LANGUAGES = [
  'markdown', 'plaintext', 'latex', 'tex', 'git-commit', 'restructuredtext', 'asciidoc', 'org',
  'html', 'typst', 'bibtex', 'quarto', 'rmd', 'mdx',
];
const CODE_LANGUAGES = [
  'swift', 'c', 'cpp', 'objective-c', 'objective-cpp', 'rust', 'go', 'python',
  'javascript', 'javascriptreact', 'typescript', 'typescriptreact', 'java',
  'kotlin', 'scala', 'csharp', 'dart', 'lua', 'ruby', 'shellscript', 'perl',
  'r', 'yaml', 'toml', 'php', 'haskell', 'sql', 'zig', 'elixir',
];

const OUTCOMES = {
  cancelled: ['was cancelled', 'info'],
  failed: ['failed', 'error'],
  refused: ['was refused', 'warning'],
  stale: ['was dropped: the text changed while it ran', 'warning'],
  shown: ['result shown, text left unchanged', 'info'],
};

let client;
let output;
let ignoredDecoration;
const ignoredShown = new Set();
const sessions = new Map();
// Document URI -> the session whose result was last written there (for Follow-up).
const lastWritten = new Map();

/** The settings object: only the keys the user set, so the server's own
 *  defaults and .wt-lsp.json still apply to the rest. */
function settingsObject() {
  const cfg = vscode.workspace.getConfiguration('writingTools');
  const out = {};
  for (const key of SETTINGS_KEYS) {
    const info = cfg.inspect(key);
    if (!info) continue;
    const value = USER_ONLY_KEYS.has(key)
      ? info.globalValue
      : [info.workspaceFolderValue, info.workspaceValue, info.globalValue].find((v) => v !== undefined);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

function serverCommand() {
  const cfg = vscode.workspace.getConfiguration('wtLsp');
  const command = cfg.get('path') || 'wt-lsp';
  const args = cfg.get('args') || [];
  return { command, args };
}

function documentSelector() {
  const selector = [];
  for (const language of PROSE_LANGUAGES) {
    selector.push({ scheme: 'file', language }, { scheme: 'untitled', language });
  }
  if (vscode.workspace.getConfiguration('wtLsp').get('checkCodeComments', true)) {
    for (const language of CODE_LANGUAGES) selector.push({ scheme: 'file', language });
  }
  return selector;
}

async function startClient(context) {
  const run = serverCommand();
  const serverOptions = { run, debug: run };
  const clientOptions = {
    documentSelector: documentSelector(),
    initializationOptions: settingsObject(),
    outputChannel: output,
    middleware: {
      workspace: {
        // Section "writingTools" gets the settings object; no section gets
        // { writingTools: ... }; anything else comes from VS Code.
        configuration: (params) =>
          params.items.map((item) => {
            if (item.section === 'writingTools') return settingsObject();
            if (!item.section) return { writingTools: settingsObject() };
            const value = vscode.workspace.getConfiguration().get(item.section);
            return value === undefined ? null : value;
          }),
      },
    },
  };
  client = new LanguageClient('wtLsp', 'wt-lsp', serverOptions, clientOptions);
  client.onNotification('writingTools/willBegin', (p) => {
    if (p && p.session !== undefined) sessions.set(String(p.session), p.action);
  });
  client.onNotification('writingTools/didEnd', (p) => {
    if (!p) return;
    if (p.outcome === 'applied' && p.summary && p.uri) lastWritten.set(p.uri, p.session);
    const key = String(p.session);
    const action = sessions.get(key) || 'action';
    sessions.delete(key);
    const o = OUTCOMES[p.outcome];
    if (!o) return;
    const msg = `wt-lsp: ${action} ${o[0]}${p.message ? ': ' + p.message : ''}`;
    if (o[1] === 'error') vscode.window.showErrorMessage(msg);
    else if (o[1] === 'warning') vscode.window.showWarningMessage(msg);
    else vscode.window.showInformationMessage(msg);
  });
  await client.start();
}

async function stopClient() {
  if (!client) return;
  const c = client;
  client = undefined;
  await c.stop();
}

/** The LSP range of the selection, or of the cursor's line when empty. */
function selectionRange(editor) {
  let range = editor.selection;
  if (range.isEmpty) range = editor.document.lineAt(range.active.line).range;
  return client.code2ProtocolConverter.asRange(range);
}

function activeEditor() {
  const editor = vscode.window.activeTextEditor;
  if (!editor) {
    vscode.window.showWarningMessage('wt-lsp: no active editor');
    return undefined;
  }
  if (!client) {
    vscode.window.showWarningMessage('wt-lsp: the server is not running');
    return undefined;
  }
  return editor;
}

/** Sends workspace/executeCommand; the server applies the result itself
 *  (workspace/applyEdit) and answers when the session has ended. */
async function execute(command, argument) {
  try {
    return await client.sendRequest('workspace/executeCommand', { command, arguments: [argument] });
  } catch (err) {
    vscode.window.showErrorMessage(`wt-lsp: ${command}: ${err && err.message ? err.message : err}`);
    return undefined;
  }
}

function rangeArgument(editor, extra) {
  return Object.assign({
    uri: client.code2ProtocolConverter.asUri(editor.document.uri),
    range: selectionRange(editor),
  }, extra);
}

async function rewrite(tone) {
  const editor = activeEditor();
  if (!editor) return;
  await execute('writingTools.rewrite', rangeArgument(editor, { tone }));
}

async function rewriteWithInstructions() {
  const editor = activeEditor();
  if (!editor) return;
  const pick = await vscode.window.showQuickPick(
    ['friendly', 'professional', 'concise', 'Describe your change…'],
    { placeHolder: 'Rewrite the selection' });
  if (!pick) return;
  if (pick !== 'Describe your change…') return rewrite(pick);
  const instructions = await vscode.window.showInputBox({
    prompt: 'Describe your change', placeHolder: 'e.g. make it warmer',
  });
  if (!instructions || !instructions.trim()) return;
  await execute('writingTools.rewrite', rangeArgument(editor, { instructions }));
}

/** Compose: asks for a prompt; the server writes text from it and inserts
 *  it at the cursor as a paragraph of its own (model provider only). */
async function compose() {
  const editor = activeEditor();
  if (!editor) return;
  const prompt = await vscode.window.showInputBox({
    prompt: 'Compose: describe the text to write', placeHolder: 'e.g. a short welcome for new contributors',
  });
  if (!prompt || !prompt.trim()) return;
  await execute('writingTools.compose', {
    uri: client.code2ProtocolConverter.asUri(editor.document.uri),
    position: client.code2ProtocolConverter.asPosition(editor.selection.active),
    prompt: prompt.trim(),
  });
}

/** Follow-up: rewrites the last result written in the document as the user
 *  describes, while that text is unchanged (model provider only). */
async function followUp() {
  const editor = activeEditor();
  if (!editor) return;
  const session = lastWritten.get(client.code2ProtocolConverter.asUri(editor.document.uri));
  if (session === undefined) {
    vscode.window.showInformationMessage('wt-lsp: no Writing Tools result in this document to follow up on');
    return;
  }
  const instructions = await vscode.window.showInputBox({
    prompt: 'Follow-up: describe your change to the last result', placeHolder: 'e.g. make it warmer',
  });
  if (!instructions || !instructions.trim()) return;
  await execute('writingTools.refine', { session, instructions: instructions.trim() });
}

async function transform(kind) {
  const editor = activeEditor();
  if (!editor) return;
  await execute('writingTools.transform', rangeArgument(editor, { kind }));
}

async function addToDictionary(scope) {
  const editor = activeEditor();
  if (!editor) return;
  let word = editor.document.getText(editor.selection).trim();
  if (!word) {
    const range = editor.document.getWordRangeAtPosition(editor.selection.active);
    word = range ? editor.document.getText(range) : '';
  }
  word = await vscode.window.showInputBox({ prompt: `Add to the ${scope} dictionary`, value: word });
  if (!word || !word.trim()) return;
  await execute('writingTools.addToDictionary', {
    word: word.trim(), scope, uri: client.code2ProtocolConverter.asUri(editor.document.uri),
  });
}

async function toggleIgnored() {
  const editor = activeEditor();
  if (!editor) return;
  const key = editor.document.uri.toString();
  if (ignoredShown.has(key)) {
    editor.setDecorations(ignoredDecoration, []);
    ignoredShown.delete(key);
    return;
  }
  let ranges;
  try {
    ranges = await client.sendRequest('writingTools/ignoredRanges', {
      textDocument: { uri: client.code2ProtocolConverter.asUri(editor.document.uri) },
    });
  } catch (err) {
    vscode.window.showErrorMessage(`wt-lsp: ignored ranges: ${err && err.message ? err.message : err}`);
    return;
  }
  const decorations = (ranges || []).map((r) => ({
    range: client.protocol2CodeConverter.asRange(r.range),
    hoverMessage: `wt-lsp leaves this alone: ${r.kind}`,
  }));
  editor.setDecorations(ignoredDecoration, decorations);
  ignoredShown.add(key);
  vscode.window.setStatusBarMessage(`wt-lsp: ${decorations.length} ignored range(s)`, 5000);
}

async function fixAll() {
  await vscode.commands.executeCommand('editor.action.codeAction', {
    kind: 'source.fixAll.wt-lsp',
    apply: 'first',
  });
}

async function activate(context) {
  output = vscode.window.createOutputChannel('wt-lsp');
  ignoredDecoration = vscode.window.createTextEditorDecorationType({
    backgroundColor: new vscode.ThemeColor('editor.rangeHighlightBackground'),
    borderRadius: '2px',
  });
  const register = (id, fn) => context.subscriptions.push(vscode.commands.registerCommand(id, fn));
  register('wtLsp.rewriteFriendly', () => rewrite('friendly'));
  register('wtLsp.rewriteProfessional', () => rewrite('professional'));
  register('wtLsp.rewriteConcise', () => rewrite('concise'));
  register('wtLsp.rewrite', rewriteWithInstructions);
  register('wtLsp.summarize', () => transform('summary'));
  register('wtLsp.keyPoints', () => transform('keyPoints'));
  register('wtLsp.list', () => transform('list'));
  register('wtLsp.table', () => transform('table'));
  register('wtLsp.proofread', () => transform('proofread'));
  register('wtLsp.compose', compose);
  register('wtLsp.followUp', followUp);
  register('wtLsp.fixAll', fixAll);
  register('wtLsp.addToDictionary', () => addToDictionary('user'));
  register('wtLsp.addToWorkspaceDictionary', () => addToDictionary('workspace'));
  register('wtLsp.showIgnored', toggleIgnored);
  register('wtLsp.restart', () => restart(context));

  context.subscriptions.push(vscode.workspace.onDidChangeConfiguration(async (e) => {
    if (e.affectsConfiguration('wtLsp.path') || e.affectsConfiguration('wtLsp.args')
        || e.affectsConfiguration('wtLsp.checkCodeComments')) {
      await restart(context);
    } else if (e.affectsConfiguration('writingTools') && client) {
      client.sendNotification('workspace/didChangeConfiguration', {
        settings: { writingTools: settingsObject() },
      });
    }
  }));
  await restart(context);
}

/** (Re)starts the server; a failure to start is reported, not thrown. */
async function restart(context) {
  try {
    await stopClient();
    await startClient(context);
  } catch (err) {
    client = undefined;
    vscode.window.showErrorMessage(
      `wt-lsp: could not start "${serverCommand().command}" (${err && err.message ? err.message : err}). `
      + 'Set "wtLsp.path" to the wt-lsp binary.');
  }
}

function deactivate() {
  return stopClient();
}

module.exports = { activate, deactivate };
