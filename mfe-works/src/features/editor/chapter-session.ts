import type { Chapter } from '@creator/api/contract';
import type { Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { sanitizeChapterHtml } from '../../shared/sanitize';
import { countDocumentCharacters } from './character-count';
import { createDeferred } from './deferred';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from './local-draft';
import type { LocalDraft, LocalDraftWriteResult } from './local-draft';

/** Character count and dirty flag follow the text at most this long after a keystroke. */
const STATUS_INTERVAL_MS = 200;
/** The local draft is written this long after typing pauses... */
const DRAFT_DEBOUNCE_MS = 500;
/** ...and at least this often during a long burst of typing. */
const DRAFT_MAX_WAIT_MS = 3000;

/** What the screen shows about the text; changes at most every STATUS_INTERVAL_MS while typing. */
export interface EditorStatus {
  /** The chapter name as typed (the name field shows this). */
  name: string;
  characters: number;
  /** The text or the name differs from what the server has. */
  dirty: boolean;
  /** When this session last saved to the server (ISO). */
  savedAt: string | null;
  /** When the local draft was last written (ISO). */
  localSavedAt: string | null;
  storage: 'ok' | Exclude<LocalDraftWriteResult, 'saved'>;
}

/**
 * One editing session of one chapter, outside React so typing never re-renders it: it knows the
 * server version the text is based on, tells whether the text changed (ProseMirror's structural
 * equality: O(changed nodes)), keeps the local draft written, and publishes a small status store
 * that only the status line, the counter and the leave guard subscribe to.
 */
export class ChapterSession {
  readonly chapterId: string;
  readonly status: StoreApi<EditorStatus>;
  /** The server version the editor's text is based on (sent as baseVersion). */
  baseVersion: number;
  private savedDoc: ProseMirrorNode;
  private savedName: string;
  private name: string;
  /** While a local draft is being offered back, nothing may overwrite it. */
  private draftLocked = false;
  private readonly statusTask = createDeferred(() => this.refreshStatus(), {
    wait: STATUS_INTERVAL_MS,
    maxWait: STATUS_INTERVAL_MS,
  });
  private readonly draftTask = createDeferred(() => this.writeDraftNow(), {
    wait: DRAFT_DEBOUNCE_MS,
    maxWait: DRAFT_MAX_WAIT_MS,
  });

  constructor(
    private readonly editor: Editor,
    chapter: Chapter,
    /** Whose draft this is: the signed-in member (drafts are kept per member). */
    private readonly memberId: string,
  ) {
    this.chapterId = chapter.chapterId;
    this.baseVersion = chapter.version;
    this.savedDoc = editor.state.doc;
    this.savedName = chapter.displayName;
    this.name = chapter.displayName;
    this.status = createStore<EditorStatus>()(() => ({
      name: chapter.displayName,
      characters: countDocumentCharacters(editor.state.doc),
      dirty: false,
      savedAt: null,
      localSavedAt: null,
      storage: 'ok',
    }));
  }

  /** Starts following the editor and the page's lifecycle; returns the stop function. */
  attach(): () => void {
    const onUpdate = () => this.changed();
    // The tab may be closed, discarded or frozen after it is hidden: write what is waiting.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') this.draftTask.flush();
    };
    const onPageHide = () => this.draftTask.flush();
    this.editor.on('update', onUpdate);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      this.editor.off('update', onUpdate);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the screen (even after confirming) keeps the text as a local draft.
      this.draftTask.flush();
      this.statusTask.cancel();
    };
  }

  isDirty(): boolean {
    return this.name !== this.savedName || !this.editor.state.doc.eq(this.savedDoc);
  }

  getName(): string {
    return this.name;
  }

  setName(name: string): void {
    this.showName(name);
    this.changed();
  }

  private showName(name: string): void {
    this.name = name;
    this.status.setState({ name });
  }

  /** The text or name changed: update the status soon and the local draft after a pause. */
  private changed(): void {
    this.statusTask.schedule();
    this.draftTask.schedule();
  }

  refreshStatus(): void {
    this.statusTask.cancel();
    this.status.setState({
      characters: countDocumentCharacters(this.editor.state.doc),
      dirty: this.isDirty(),
    });
  }

  /** Writes the local draft now if there is anything unsaved (never throws). */
  writeDraftNow(): void {
    this.draftTask.cancel();
    if (this.draftLocked || !this.isDirty()) return;
    const savedAt = new Date().toISOString();
    const result = writeLocalDraft(this.memberId, {
      chapterId: this.chapterId,
      baseVersion: this.baseVersion,
      savedAt,
      displayName: this.name,
      content: this.editor.getHTML(),
    });
    this.status.setState(
      result === 'saved' ? { localSavedAt: savedAt, storage: 'ok' } : { storage: result },
    );
  }

  /**
   * The local draft worth offering back when the screen opens: one whose text or name differs
   * from the server's. A draft that matches is removed; an offered one is protected from being
   * overwritten until the author restores or discards it.
   */
  takeDraftToOffer(): LocalDraft | null {
    const draft = readLocalDraft(this.memberId, this.chapterId);
    if (!draft) return null;
    const same =
      draft.displayName === this.savedName &&
      sanitizeChapterHtml(draft.content) === sanitizeChapterHtml(this.editor.getHTML());
    if (same) {
      clearLocalDraft(this.memberId, this.chapterId);
      return null;
    }
    this.draftLocked = true;
    return draft;
  }

  /** Puts the offered draft in the editor (unsaved, based on the server's current version). */
  restoreDraft(draft: LocalDraft): void {
    this.draftLocked = false;
    this.editor.commands.setContent(sanitizeChapterHtml(draft.content), { emitUpdate: false });
    this.showName(draft.displayName);
    this.refreshStatus();
    this.writeDraftNow();
  }

  discardDraft(): void {
    this.draftLocked = false;
    clearLocalDraft(this.memberId, this.chapterId);
  }

  /** The current text, as saved to the server. */
  snapshot(): { doc: ProseMirrorNode; html: string; displayName: string } {
    return { doc: this.editor.state.doc, html: this.editor.getHTML(), displayName: this.name };
  }

  /**
   * The server now has `saved`, made from `sent`. The local draft goes only if nothing was typed
   * since the request left; otherwise it is rewritten against the new version.
   */
  markSaved(saved: Chapter, sent: { doc: ProseMirrorNode; displayName: string }): void {
    this.baseVersion = saved.version;
    this.savedDoc = sent.doc;
    this.savedName = saved.displayName;
    if (this.name.trim() === saved.displayName && this.name !== saved.displayName) {
      // The server trims the name: so does the field, unless it changed meanwhile.
      this.showName(saved.displayName);
    }
    this.status.setState({ savedAt: saved.updatedAt });
    if (this.isDirty()) this.writeDraftNow();
    else clearLocalDraft(this.memberId, this.chapterId);
    this.refreshStatus();
  }

  /**
   * Shows the server's version instead of the author's (conflict resolved for the server). The
   * author's text stays the local draft, written against its old base version, until they type
   * again: reopening the chapter offers it back. Undo in the editor also brings it back.
   */
  takeServerVersion(server: Chapter): void {
    this.writeDraftNow();
    this.editor.commands.setContent(sanitizeChapterHtml(server.content), { emitUpdate: false });
    this.baseVersion = server.version;
    this.savedDoc = this.editor.state.doc;
    this.savedName = server.displayName;
    this.showName(server.displayName);
    this.refreshStatus();
  }
}
