// The window: the header with the file's state, the main area with Preview, Findings, Rules
// and History, and the side panel with Target, Token and Send. State lives in hooks; the
// components take props and report back, so each piece can be rendered and tested alone.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { call, subscribe, type AppInfo, type Finding, type WindowDocument, type ProblemAt, type RecordKind } from './api';
import { useDocument } from './hooks/use-document';
import { useFileDrop } from './hooks/use-file-drop';
import { useHistory } from './hooks/use-history';
import { useLanguage } from './hooks/use-language';
import { useProblemWalk } from './hooks/use-problem-walk';
import { useFixFlow, type SavedFixedCopy } from './hooks/use-fix-flow';
import { useSetAside, type SavedSetAside } from './hooks/use-set-aside';
import { useSend, type SendControls } from './hooks/use-send';
import { useTargets } from './hooks/use-targets';
import { useToken } from './hooks/use-token';
import { useRules, type RulesControls, type RulesView as RulesViewData } from './hooks/use-rules';
import { useDebouncedValue } from './hooks/use-debounced-value';
import { useContentFocus } from './hooks/use-content-focus';
import { useRegionKeys } from './hooks/use-region-keys';
import { RulesView } from './components/rules/rules-view';
import { RuleLevelDialog, type LevelRequest } from './components/rules/rule-level-dialog';
import type { FindingCode } from '../shared/report/finding-codes';
import { formatNumber, t } from './i18n';
import { changedBySend } from './query-keys';
import { text, type Text } from '../shared/messages/text';
import { TabList, TabPanel } from './components/common/tabs';
import { AppHeader, type SentState } from './components/file/app-header';
import { LanguageSelect } from './components/common/language-select';
import { SkipLinks } from './components/common/skip-links';
import { SidePanel, useSideFolded } from './components/side/side-panel';
import { DropOverlay } from './components/file/drop-overlay';
import { StartScreen } from './components/file/start-screen';
import { ValidationProgress } from './components/file/validation-progress';
import { FindingsView, type FindingsFocus } from './components/findings/findings-view';
import { ProblemNavigator } from './components/findings/problem-navigator';
import { KeptPanel } from './components/common/kept-panel';
import { HistoryView } from './components/history/history-view';
import { NO_VIEWS, PreviewView, previewOf, previewWhileChecking, type PreviewViews } from './components/preview/preview-view';
import type { Reveal } from './components/preview/record-grid';
import { ConfirmSendDialog } from './components/side/confirm-send-dialog';
import { SendSection, type SendBlocker } from './components/side/send-section';
import { SendResultPanel } from './components/send-result-panel';
import { SendStatusStrip } from './components/send-status-strip';
import { TargetSection } from './components/side/target-section';
import { TokenSection } from './components/side/token-section';
import { pointerSegments } from '../shared/json/json-pointer';
import { FINDINGS_FIXED } from '../shared/fixes/fix-kinds';
import { FixDialog, type ExamplePlace } from './components/fixes/fix-dialog';
import { SetAsideDialog } from './components/fixes/set-aside-dialog';
import { FileTaskNoticeBanner, fixNotice, setAsideNotice, type FileTaskNotice } from './components/fixes/file-task-notice';

type MainTab = 'preview' | 'findings' | 'rules' | 'history';

/** The regions' ids, for the skip links' targets. */
const CONTENT_ID = 'content';
const SEND_PANEL_ID = 'send-panel';
/** The Preview tab's panel (TabPanel's id for group "main"), where Ctrl+F finds the search. */
const MAIN_PANEL_PREVIEW = 'main-panel-preview';

/** How long the typed target must stay the same before its rules check the open file (not every prefix of an app ID). */
const TARGET_SETTLES_MS = 400;

export function App() {
  const doc = useDocument();
  const language = useLanguage();
  const targets = useTargets();
  const baseUrl = targets.baseUrl.ok ? targets.baseUrl : undefined;
  const token = useToken(baseUrl?.baseUrl);
  const history = useHistory();
  // The target's rules check the open file: main is told the target once it has been typed.
  const typedBaseUrl = targets.baseUrl.ok ? targets.baseUrl.baseUrl : undefined;
  const typedAppId = targets.app.ok ? targets.app.appId : undefined;
  const rulesTarget = useMemo(
    () => (typedBaseUrl !== undefined && typedAppId !== undefined ? { baseUrl: typedBaseUrl, app: String(typedAppId) } : null),
    [typedBaseUrl, typedAppId],
  );
  const rules = useRules(useDebouncedValue(rulesTarget, TARGET_SETTLES_MS));
  const [levelRequest, setLevelRequest] = useState<LevelRequest>();
  const queryClient = useQueryClient();
  const { refresh: refreshToken } = token;
  const send = useSend(
    useCallback(() => {
      for (const queryKey of changedBySend) void queryClient.invalidateQueries({ queryKey });
      // A 401 may mean the token was dropped; a session token may have been used: ask again.
      refreshToken();
    }, [queryClient, refreshToken]),
  );
  const [tab, setTab] = useState<MainTab>('preview');
  const [kind, setKind] = useState<RecordKind>('article');
  const [reveal, setReveal] = useState<Reveal>();
  const [views, setViews] = useState<PreviewViews>(NO_VIEWS);
  const [findingsFocus, setFindingsFocus] = useState<FindingsFocus>();
  const [notice, setNotice] = useState<Text>();
  const [helpRequest, setHelpRequest] = useState(0);
  const [info, setInfo] = useState<AppInfo>();
  const [settingsNoticeSeen, setSettingsNoticeSeen] = useState(false);
  const [fileNotice, setFileNotice] = useState<FileTaskNotice>();
  // After a file opens, focus goes into its content (its grid, or its findings).
  const contentFocus = useContentFocus();
  const { ask: askContentFocus } = contentFocus;

  const document = doc.state.status === 'open' ? doc.state.document : undefined;
  // A large file's first records show while it is still being checked (in the Preview tab).
  const early =
    doc.state.status === 'opening' && tab === 'preview' && doc.state.documentId !== undefined && doc.state.progress !== undefined
      ? previewWhileChecking(doc.state.documentId, doc.state.progress)
      : undefined;

  // A new file: start where it matters (its problems when it has errors, else its rows). Not
  // when the same file comes back (a cancelled or failed check of another one).
  const shownId = useRef<string>(undefined);
  const dismissSend = send.dismiss;
  useEffect(() => {
    if (!document || !anotherFile(document, shownId)) return;
    setReveal(undefined);
    setViews(NO_VIEWS);
    setFindingsFocus(undefined);
    const shown = previewOf(document);
    setKind(shown.articles === 0 && shown.prices > 0 ? 'price' : 'article');
    setTab((current) => (current === 'history' || current === 'rules' ? current : firstTab(document)));
    // Into its content, unless the user stays in History or Rules (`tab` changes nothing else here: the same file returns above).
    if (tab !== 'history' && tab !== 'rules') askContentFocus();
    dismissSend();
  }, [document, dismissSend, askContentFocus, tab]);

  // The window's title names the open file, as desktop apps do (taskbar, window switcher).
  const fileName = document?.name;
  useEffect(() => {
    window.document.title = fileName ? t('app.windowTitle', { name: fileName }) : t('app.title');
  }, [fileName, language.locale]);

  const onReveal = useCallback((finding: Finding) => {
    if (finding.kind === undefined || finding.index === undefined) return;
    const column = decodePointerField(finding.pointer);
    setKind(finding.kind);
    setTab('preview');
    setReveal((previous) => ({ kind: finding.kind ?? 'article', index: finding.index ?? 0, column, nonce: (previous?.nonce ?? 0) + 1 }));
  }, []);

  // An item of the server's answer: its article's row in the preview, as a finding's cell is shown.
  const showArticle = useCallback((index: number) => {
    setKind('article');
    setTab('preview');
    setReveal((previous) => ({ kind: 'article', index, nonce: (previous?.nonce ?? 0) + 1 }));
  }, []);

  // Fix automatically… and Set aside…: main writes and opens the new file; the notice says what and where.
  const fixFlow = useFixFlow(useCallback((saved: SavedFixedCopy) => setFileNotice(fixNotice(saved)), []));
  const openId = document?.documentId;
  const setAside = useSetAside(useCallback((saved: SavedSetAside) => setFileNotice(setAsideNotice(saved, openId ?? '')), [openId]));
  const { cancel: closeFixDialog, start: startFix } = fixFlow;
  const { start: startSetAside } = setAside;
  const showExample = useCallback((place: ExamplePlace) => {
    closeFixDialog();
    setKind(place.kind);
    setTab('preview');
    setReveal((previous) => ({ kind: place.kind, index: place.index, column: decodePointerField(place.pointer), nonce: (previous?.nonce ?? 0) + 1 }));
  }, [closeFixDialog]);
  const fileActions = useMemo(() => {
    if (!document) return undefined;
    const fixable = document.parsed && Object.values(FINDINGS_FIXED).some((codes) => codes.some((code) => document.report.byCode[code] !== undefined));
    return {
      ...(fixable ? { onFix: () => startFix(document) } : {}),
      ...(document.report.counts.error > 0 ? { onSetAside: () => startSetAside(document) } : {}),
    };
  }, [document, startFix, startSetAside]);
  // The notice belongs to the file it names: gone once another one is opened.
  const checkingId = doc.state.status === 'opening' ? doc.state.documentId : undefined;
  const shownNotice = fileNotice && (fileNotice.documentId === checkingId || (checkingId === undefined && fileNotice.documentId === openId)) ? fileNotice : undefined;

  // Next / previous problem: in the preview, to the finding's cell; in the Findings tab (and
  // for a finding about no record), to the finding in its group's list.
  const tabNow = useRef(tab);
  useEffect(() => {
    tabNow.current = tab;
  }, [tab]);
  const showInFindings = useCallback((problem: ProblemAt) => {
    setTab('findings');
    setFindingsFocus((previous) => ({ code: problem.finding.code, rank: problem.rankInCode, nonce: (previous?.nonce ?? 0) + 1 }));
  }, []);
  const arrive = useCallback(
    (problem: ProblemAt) => {
      const inRecord = problem.finding.kind !== undefined && problem.finding.index !== undefined && document?.parsed === true;
      if (inRecord && tabNow.current !== 'findings') onReveal(problem.finding);
      else showInFindings(problem);
    },
    [onReveal, showInFindings, document?.parsed],
  );
  const listed = document ? document.report.groups.reduce((sum, group) => sum + group.listed, 0) : 0;
  const walk = useProblemWalk(document?.documentId, listed, arrive);
  const documentId = document?.documentId;
  const { reached } = walk;
  const links = useMemo(
    () => ({
      reached,
      show(places: readonly number[]) {
        const at = reached(places);
        if (!documentId || at === undefined) return;
        call((a) => a.getProblem({ documentId, at })).then(({ problem }) => problem && showInFindings(problem), () => undefined);
      },
    }),
    [reached, documentId, showInFindings],
  );
  const tools = useMemo(
    () => (document ? { views, onViewsChange: setViews, groups: document.report.groups, links } : undefined),
    [document, views, links],
  );

  const { openDialog } = doc;
  const { next: nextProblem, previous: previousProblem } = walk;
  useEffect(() => {
    call((a) => a.getAppInfo()).then(setInfo, () => undefined);
    return subscribe('menuCommand', ({ command }) => {
      if (command === 'openFile') openDialog();
      else if (command === 'nextProblem') nextProblem();
      else if (command === 'previousProblem') previousProblem();
      else setHelpRequest((n) => n + 1);
    });
  }, [openDialog, nextProblem, previousProblem]);

  // Last of the subscriptions (useDocument's and the menu's run before it): now main may tell
  // this page about files opened from outside, which it held back until the page listens.
  useEffect(() => {
    call((a) => a.rendererReady()).catch(() => undefined);
  }, []);

  const shortcut = info?.platform === 'darwin' ? '⌘O' : 'Ctrl+O';
  // In Electron the menu's accelerators open the dialog and walk the problems; a page without a
  // native menu handles those keys itself.
  useEffect(() => {
    if (info?.nativeMenu !== false) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'o') {
        event.preventDefault();
        openDialog();
      } else if (event.key === 'F8' && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        if (event.shiftKey) previousProblem();
        else nextProblem();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [info?.nativeMenu, openDialog, nextProblem, previousProblem]);

  const dragging = useFileDrop(
    (file) => {
      setNotice(undefined);
      doc.openDropped(file);
    },
    (problem) => setNotice(problem.kind === 'many' ? text('drop.oneFile', { count: problem.count }) : text('drop.notAFile')),
  );

  const cancelledBanner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (doc.cancelled) cancelledBanner.current?.focus();
  }, [doc.cancelled]);

  const blocker = sendBlocker(doc.state.status, document, targets.baseUrl.ok, targets.app.ok, token.status?.stored)
    ?? rulesBlocker(document, rulesTarget, rules);
  const { target: chosenRulesTarget, scope: rulesScope } = rules;
  const askLevel = useCallback((code: FindingCode, mode: LevelRequest['mode'], forScope: 'target' | 'default', level: LevelRequest['level']) => {
    const scope = forScope === 'target' && chosenRulesTarget !== null
      ? { kind: 'target' as const, baseUrl: chosenRulesTarget.baseUrl, appId: chosenRulesTarget.app }
      : { kind: 'default' as const };
    setLevelRequest({ code, mode, level, scope });
  }, [chosenRulesTarget]);
  // From a finding: for the target chosen (the open file is checked with its rules).
  const treatAsWarning = useCallback((code: FindingCode) => askLevel(code, 'warning', 'target', 'error'), [askLevel]);
  const shownRules = rules.view;
  const changeLevel = useCallback((code: FindingCode) => {
    const level = shownRules?.status === 'ready' ? shownRules.rules.find((rule) => rule.code === code)?.level ?? 'error' : 'error';
    askLevel(code, 'choose', rulesScope, level);
  }, [askLevel, rulesScope, shownRules]);
  const target = baseUrl && targets.app.ok ? { baseUrl: baseUrl.baseUrl, appId: targets.app.appId } : undefined;
  const errorText = doc.error ?? notice;

  // F6 and the skip links move between the regions; Ctrl+F goes to the preview's search.
  const [sideFolded, setSideFolded] = useSideFolded();
  const fileRegion = useRef<HTMLElement>(null);
  const contentRegion = useRef<HTMLElement>(null);
  const sendRegion = useRef<HTMLElement>(null);
  const regions = useMemo(() => [fileRegion, contentRegion, sendRegion], []);
  const [findRequest, setFindRequest] = useState(0);
  const searchable = document?.parsed === true;
  const find = useCallback(() => {
    if (!searchable) return false;
    setTab('preview');
    setFindRequest((n) => n + 1);
    return true;
  }, [searchable]);
  const focusRegion = useRegionKeys(regions, find);
  useEffect(() => {
    if (findRequest === 0) return;
    // The preview's own search field (its panel has one, for the kind shown); selected, as browsers do on Ctrl+F.
    const search = window.document.getElementById(MAIN_PANEL_PREVIEW)?.querySelector<HTMLInputElement>('input[type="search"]');
    search?.focus();
    search?.select();
  }, [findRequest]);

  return (
    <div className={`app${sideFolded ? ' side-folded' : ''}`}>
      <SkipLinks
        contentId={CONTENT_ID}
        sendId={SEND_PANEL_ID}
        onContent={() => focusRegion(1)}
        onSend={() => {
          setSideFolded(false);
          focusRegion(2);
        }}
      />
      <AppHeader
        ref={fileRegion}
        state={doc.state}
        onOpen={doc.openDialog}
        onReload={doc.reload}
        onClose={doc.close}
        shortcut={shortcut}
        sent={sentState(send.last, document)}
        end={<LanguageSelect language={language} />}
      />
      {info?.settingsNotice && !settingsNoticeSeen && (
        // Settings a newer version wrote (read-only here) or that cannot be read: said once, at start.
        <div className="banner banner-info" role="status" data-testid="settings-notice">
          <span>{t(info.settingsNotice)}</span>
          <button type="button" className="button small quiet" onClick={() => setSettingsNoticeSeen(true)}>{t('app.dismiss')}</button>
        </div>
      )}
      {errorText ? (
        <div className="banner" role="alert">
          <span>{t(errorText)}</span>
          <button type="button" className="button small quiet" onClick={() => { doc.dismissError(); setNotice(undefined); }}>{t('app.dismiss')}</button>
        </div>
      ) : doc.cancelled && (
        // Focused: the Cancel button that had focus is gone with the progress.
        <div className="banner banner-info" role="status" tabIndex={-1} ref={cancelledBanner}>
          <span>
            {doc.cancelled.kept === undefined
              ? t('progress.cancelled', { name: doc.cancelled.name })
              : t('progress.cancelledKept', { name: doc.cancelled.name, kept: doc.cancelled.kept })}
          </span>
          <button type="button" className="button small quiet" onClick={doc.dismissError}>{t('app.dismiss')}</button>
        </div>
      )}
      <main className="main" id={CONTENT_ID} ref={contentRegion} tabIndex={-1}>
        {shownNotice && <FileTaskNoticeBanner notice={shownNotice} onDismiss={() => setFileNotice(undefined)} />}
        {sideFolded && <SendStatusStrip send={send} />}
        {send.state.phase === 'done' && <SendResultPanel result={send.state.result} onReload={doc.reload} onDismiss={send.dismiss} onShowArticle={showArticle} />}
        <div className="main-bar">
          <TabList<MainTab>
            group="main"
            label={t('tabs.label')}
            selected={tab}
            onSelect={setTab}
            tabs={[
              { id: 'preview', label: t('tabs.preview') },
              { id: 'findings', label: <>{t('tabs.findings')}{document && <FindingsBadge document={document} />}</> },
              { id: 'rules', label: t('tabs.rules') },
              { id: 'history', label: t('tabs.history') },
            ]}
          />
          {document && <ProblemNavigator walk={walk} total={listed} />}
        </div>
        <TabPanel group="main" id={tab} className="main-panel">
          {tab === 'history' ? (
            <HistoryView history={history} />
          ) : tab === 'rules' ? (
            <RulesView rules={rules} onChangeLevel={changeLevel} />
          ) : doc.state.status === 'opening' ? (
            <div className={early ? 'checking-preview' : undefined}>
              <ValidationProgress
                name={doc.state.name}
                progress={doc.state.progress}
                cancelling={doc.state.cancelling ?? false}
                compact={early !== undefined}
                {...(doc.state.documentId !== undefined ? { onCancel: doc.cancel } : {})}
              />
              {early && (
                <>
                  <p className="muted small checking-note">{t('preview.whileChecking')}</p>
                  <PreviewView source={early} kind={kind} onKindChange={setKind} />
                </>
              )}
            </div>
          ) : !document ? (
            <StartScreen onOpen={doc.openDialog} onOpenRecent={doc.openRecent} shortcut={shortcut} />
          ) : (
            <>
              {/* Records read before a syntax error are shown as they are: no findings to filter them by. */}
              {tab === 'preview' && <PreviewView source={previewOf(document)} kind={kind} onKindChange={setKind} reveal={reveal} focusRequest={contentFocus.request} {...(tools && document.parsed ? { tools } : {})} />}
              {/* Kept while the preview is shown: back in Findings, the user is where they left it. */}
              <KeptPanel active={tab === 'findings'}>
                <FindingsView
                  key={document.documentId}
                  document={document}
                  onReveal={onReveal}
                  locale={language.locale}
                  actions={fileActions}
                  {...(findingsFocus ? { focus: findingsFocus } : {})}
                  focusRequest={tab === 'findings' ? contentFocus.request : undefined}
                  {...(chosenRulesTarget !== null ? { onTreatAsWarning: treatAsWarning } : {})}
                />
              </KeptPanel>
            </>
          )}
        </TabPanel>
      </main>
      <SidePanel ref={sendRegion} id={SEND_PANEL_ID} folded={sideFolded} onFoldedChange={setSideFolded}>
        <div className="side-scroll">
          <TargetSection targets={targets} />
          <TokenSection token={token} origin={baseUrl?.origin} helpRequest={helpRequest} />
        </div>
        <SendSection send={send} blocker={blocker} document={document} target={target && { ...target, label: targets.label }} {...(fileActions?.onSetAside ? { onSetAside: fileActions.onSetAside } : {})} />
      </SidePanel>
      {document && target && (
        <ConfirmSendDialog
          open={send.state.phase === 'confirming'}
          document={document}
          target={target}
          onCancel={send.abandon}
          onConfirm={(confirmed) =>
            send.confirm({
              documentId: document.documentId,
              baseUrl: target.baseUrl,
              app: String(target.appId),
              confirmedWarnings: document.report.counts.warning,
              ...confirmed,
              label: targets.label,
              name: document.name,
            })
          }
        />
      )}
      <RuleLevelDialog
        request={levelRequest}
        onClose={() => setLevelRequest(undefined)}
        onSave={(level, reason) =>
          levelRequest ? rules.setLevel({ code: levelRequest.code, level, reason, scope: levelRequest.scope.kind === 'target' ? 'target' : 'default' }) : Promise.resolve()}
      />
      <FixDialog flow={fixFlow} onShowExample={showExample} />
      <SetAsideDialog flow={setAside} />
      <DropOverlay visible={dragging} />
    </div>
  );
}

/**
 * Whether the document is another file than the one shown (remembered in `shown`): not the same
 * one on another render, nor the same file checked again with other rules (the window then
 * stays where the user is).
 */
function anotherFile(document: WindowDocument, shown: RefObject<string | undefined>): boolean {
  if (document.documentId === shown.current) return false;
  shown.current = document.documentId;
  return document.rechecked !== true;
}

/** The open file's last send, for the header's state: only while that file is the one open. */
function sentState(last: SendControls['last'], document: WindowDocument | undefined): SentState | undefined {
  const result = last?.result;
  if (!result || last.documentId !== document?.documentId || result.baseUrl === undefined || result.appId === undefined || result.time === undefined) return undefined;
  return { verdict: result.verdict, baseUrl: result.baseUrl, appId: result.appId, label: result.label, time: result.time };
}

function firstTab(document: WindowDocument): MainTab {
  return !document.parsed || document.report.counts.error > 0 ? 'findings' : 'preview';
}

function FindingsBadge({ document }: { document: WindowDocument }) {
  const { error, warning, info } = document.report.counts;
  const total = error + warning + info;
  if (total === 0) return null;
  return (
    <>
      {' '}
      <span className={`count-badge${error > 0 ? ' badge-error' : warning > 0 ? ' badge-warning' : ''}`}>{formatNumber(total)}</span>
    </>
  );
}

/** The field a finding's pointer names inside its record (`/prices/1/amount` → `amount`). */
function decodePointerField(pointer: string): string | undefined {
  return pointerSegments(pointer)[2];
}

/**
 * The rules stand in the way when the target's ruleset cannot be used (main refuses the send),
 * or when the file was checked with other rules than the target's (its check with them is
 * coming: main has been told the target, or is checking it now).
 */
function rulesBlocker(document: WindowDocument | undefined, typed: RulesControls['target'], rules: RulesControls): SendBlocker | undefined {
  const view: RulesViewData | undefined = rules.targetView;
  if (!document || typed === null || view === undefined) return undefined;
  // Not yet the typed target's view (it settles first): nothing to say about it yet.
  if (rules.target === null || rules.target.baseUrl !== typed.baseUrl || rules.target.app !== typed.app) return { reason: 'rulesChecking' };
  if (view.status === 'unusable') return { reason: 'rules' };
  return view.ruleset.sha256 === document.rules.sha256 && view.ruleset.name === document.rules.name ? undefined : { reason: 'rulesChecking' };
}

function sendBlocker(
  status: 'empty' | 'opening' | 'open',
  document: WindowDocument | undefined,
  baseUrlOk: boolean,
  appOk: boolean,
  stored: 'keychain' | 'session' | 'none' | undefined,
): SendBlocker | undefined {
  if (status === 'opening') return { reason: 'checking' };
  if (!document) return { reason: 'noFile' };
  if (document.report.counts.error > 0) return { reason: 'errors', count: document.report.counts.error };
  if (!baseUrlOk) return { reason: 'baseUrl' };
  if (!appOk) return { reason: 'appId' };
  if (stored === undefined || stored === 'none') return { reason: 'token' };
  return undefined;
}
