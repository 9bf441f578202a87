import { Extension } from '@tiptap/core';
import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extensions';
import { Plugin, TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import StarterKit from '@tiptap/starter-kit';

/** Heading levels of the block menu (the page's h1 is the screen title). */
export const HEADING_LEVELS = [2, 3] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

const HTTPS_URL = /^https:\/\/\S+$/i;

/** True for an address an image may be shown from (https only). */
export const isHttpsUrl = (value: string) => HTTPS_URL.test(value.trim());

/** Images from https addresses only, whether loaded, pasted or dropped in as HTML. */
const HttpsImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (isHttpsUrl(element.getAttribute('src') ?? '') ? null : false),
      },
    ];
  },
});

/**
 * Where the browser's caret is, as a document position; null when it cannot be told (no
 * selection, or outside the editor).
 */
function domCaret(view: EditorView): { anchor: number; head: number } | null {
  const selection = view.dom.ownerDocument.getSelection();
  if (!selection?.anchorNode || !selection.focusNode) return null;
  if (!view.dom.contains(selection.anchorNode) || !view.dom.contains(selection.focusNode)) {
    return null;
  }
  try {
    return {
      anchor: view.posAtDOM(selection.anchorNode, selection.anchorOffset),
      head: view.posAtDOM(selection.focusNode, selection.focusOffset),
    };
  } catch {
    return null;
  }
}

/**
 * Typed characters go straight into the document as a ProseMirror transaction, the way
 * ProseMirror itself handles typing over a selection, instead of letting the browser edit the DOM
 * and reading the change back. In a long chapter the browser's own contenteditable insertion is
 * the costliest part of a keystroke (it works on the whole editable element). Composition (IME:
 * Zhuyin, Cangjie, Pinyin...) never reaches keypress and keeps the native path; input rules still
 * run through handleTextInput. Only when the browser's caret and the editor's selection agree:
 * right after a click the editor may not have read the new caret yet, and then the browser inserts
 * the character itself, where the author clicked.
 */
const DirectTextInput = Extension.create({
  name: 'directTextInput',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          handleKeyPress(view, event) {
            const { selection } = view.state;
            if (
              !(selection instanceof TextSelection) ||
              !selection.$from.sameParent(selection.$to) ||
              !selection.$from.parent.inlineContent
            ) {
              return false;
            }
            const text = String.fromCharCode(event.charCode);
            if (!text || /[\r\n]/.test(text)) return false;
            const caret = domCaret(view);
            if (caret?.anchor !== selection.anchor || caret.head !== selection.head) return false;
            const { from, to } = selection;
            const insert = () => view.state.tr.insertText(text).scrollIntoView();
            const handled = view.someProp('handleTextInput', (handle) =>
              handle(view, from, to, text, insert),
            );
            if (!handled) view.dispatch(insert());
            return true;
          },
        },
      }),
    ];
  },
});

/**
 * The chapter's schema, which is also the last step of cleaning pasted HTML: whatever is not one
 * of these nodes or marks (lists, links, code, tables, colours, fonts, classes) is reduced to its
 * text. Paragraphs and headings 2-3 with left/center/right alignment; bold, italic, underline;
 * line breaks, dividers and https images; undo and redo.
 */
export function chapterExtensions({ placeholder }: { placeholder: string }): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      blockquote: false,
      bulletList: false,
      orderedList: false,
      listItem: false,
      listKeymap: false,
      code: false,
      codeBlock: false,
      strike: false,
      link: false,
      // It appends an empty paragraph on the first transaction after a chapter ending in a
      // divider or image, which would mark an untouched chapter as changed.
      trailingNode: false,
    }),
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: [...ALIGNMENTS] }),
    HttpsImage.configure({ inline: false, allowBase64: false }),
    Placeholder.configure({ placeholder }),
    DirectTextInput,
  ];
}
