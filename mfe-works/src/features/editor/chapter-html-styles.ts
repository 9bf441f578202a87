/**
 * Typography of chapter text, in the editor and in previews (the works remote has no CSS loader;
 * a <style> element with these rules is rendered by the editor screen).
 */
export const EDITOR_CLASS = 'creator-chapter-editor';
export const PREVIEW_CLASS = 'creator-chapter-preview';

const text = (scope: string) => `
${scope} { font-size: 17px; line-height: 1.9; overflow-wrap: anywhere; word-break: break-word; }
${scope} p { margin: 0 0 1em; }
${scope} h2 { font-size: 1.4em; margin: 1.2em 0 0.6em; }
${scope} h3 { font-size: 1.2em; margin: 1em 0 0.5em; }
${scope} hr { border: none; border-top: 1px solid #d9d9d9; margin: 2em 0; }
${scope} img { display: block; max-width: 100%; height: auto; margin: 1em auto; }
`;

export const CHAPTER_HTML_CSS = `
${text(`.${EDITOR_CLASS} .tiptap`)}
${text(`.${PREVIEW_CLASS}`)}
.${EDITOR_CLASS} .tiptap { min-height: 50vh; padding: 16px 20px; outline: none; white-space: pre-wrap; }
.${EDITOR_CLASS} .tiptap:focus-visible { box-shadow: inset 0 0 0 2px #1677ff; }
.${EDITOR_CLASS} .tiptap .ProseMirror-selectednode { outline: 3px solid #1677ff; }
.${EDITOR_CLASS} .tiptap p.is-editor-empty:first-child::before {
  content: attr(data-placeholder); float: left; height: 0; color: rgba(0, 0, 0, 0.35); pointer-events: none;
}
@media (max-width: 767px) { .${EDITOR_CLASS} .tiptap { padding: 12px; } }
`;
