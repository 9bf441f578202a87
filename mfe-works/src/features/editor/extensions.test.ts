import { Editor } from '@tiptap/core';
import { installEditingShims } from '@creator/test-utils';
import { chapterExtensions } from './extensions';

installEditingShims();

function mountEditor(content: string): Editor {
  const element = document.createElement('div');
  document.body.append(element);
  return new Editor({ element, content, extensions: chapterExtensions({ placeholder: '' }) });
}

/** A key press as the browser sends it: jsdom inserts nothing itself, so only the editor can. */
function pressKey(editor: Editor, character: string): boolean {
  const event = new KeyboardEvent('keypress', {
    key: character,
    charCode: character.charCodeAt(0),
    bubbles: true,
    cancelable: true,
  });
  editor.view.dom.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Puts the browser's caret at a text offset of the first paragraph, behind the editor's back. */
function moveDomCaret(editor: Editor, offset: number) {
  const text = editor.view.dom.querySelector('p')?.firstChild;
  if (!text) throw new Error('no text');
  document.getSelection()?.collapse(text, offset);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('typing straight into the document', () => {
  it('inserts a typed character at the caret as a transaction', () => {
    const editor = mountEditor('<p>ab</p>');
    editor.commands.setTextSelection(2);
    moveDomCaret(editor, 1);
    expect(pressKey(editor, 'x')).toBe(true);
    expect(editor.getHTML()).toBe('<p>axb</p>');
    editor.destroy();
  });

  it('keeps the marks the author switched on for the next character', () => {
    const editor = mountEditor('<p>ab</p>');
    editor.commands.setTextSelection(3);
    moveDomCaret(editor, 2);
    editor.commands.toggleBold();
    pressKey(editor, 'c');
    expect(editor.getHTML()).toBe('<p>ab<strong>c</strong></p>');
    editor.destroy();
  });

  it('leaves the character to the browser when its caret moved and the editor has not caught up', () => {
    const editor = mountEditor('<p>abcdef</p>');
    editor.commands.setTextSelection(1);
    moveDomCaret(editor, 4);
    expect(pressKey(editor, 'x')).toBe(false);
    // Not typed at the stale position (the start): the browser would insert it where it shows.
    expect(editor.getHTML()).toBe('<p>abcdef</p>');
    editor.destroy();
  });
});
