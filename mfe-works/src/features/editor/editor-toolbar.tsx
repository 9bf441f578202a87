import AlignCenterOutlined from '@ant-design/icons/es/icons/AlignCenterOutlined';
import AlignLeftOutlined from '@ant-design/icons/es/icons/AlignLeftOutlined';
import AlignRightOutlined from '@ant-design/icons/es/icons/AlignRightOutlined';
import BoldOutlined from '@ant-design/icons/es/icons/BoldOutlined';
import ItalicOutlined from '@ant-design/icons/es/icons/ItalicOutlined';
import MinusOutlined from '@ant-design/icons/es/icons/MinusOutlined';
import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import RedoOutlined from '@ant-design/icons/es/icons/RedoOutlined';
import UnderlineOutlined from '@ant-design/icons/es/icons/UnderlineOutlined';
import UndoOutlined from '@ant-design/icons/es/icons/UndoOutlined';
import { STICKY_TOP } from '@creator/ui';
import type { Editor } from '@tiptap/core';
import { redoDepth, undoDepth } from '@tiptap/pm/history';
import { useEditorState } from '@tiptap/react';
import Button from 'antd/es/button';
import Divider from 'antd/es/divider';
import theme from 'antd/es/theme';
import type { ReactNode } from 'react';
import type { Alignment, HeadingLevel } from './extensions';
import { useEditorMessages } from './messages';

type BlockType = 'paragraph' | HeadingLevel;

interface ToolbarState {
  block: BlockType | null;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  align: Alignment;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * What the toolbar shows, read from the selection only: O(1) for a caret whatever the length of
 * the chapter. useEditorState re-renders the toolbar only when one of these values changes, so
 * typing in a paragraph does not re-render React at all.
 */
function readToolbarState(editor: Editor): ToolbarState {
  const block: BlockType | null = editor.isActive('paragraph')
    ? 'paragraph'
    : editor.isActive('heading', { level: 2 })
      ? 2
      : editor.isActive('heading', { level: 3 })
        ? 3
        : null;
  const align: Alignment = editor.isActive({ textAlign: 'center' })
    ? 'center'
    : editor.isActive({ textAlign: 'right' })
      ? 'right'
      : 'left';
  return {
    block,
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    align,
    canUndo: undoDepth(editor.state) > 0,
    canRedo: redoDepth(editor.state) > 0,
  };
}

function ToolButton({
  label,
  icon,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  icon?: ReactNode;
  /** Set for buttons that toggle a format (announced as pressed or not). */
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Button
      // One type whatever the state: a changing type would remount the button and drop focus.
      type="text"
      size="small"
      style={pressed ? { color: token.colorPrimary, background: token.colorPrimaryBg } : undefined}
      icon={icon}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the caret where it is: the command refocuses the editor itself.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

const separator = <Divider orientation="vertical" style={{ margin: '0 4px', height: 20 }} />;

export function EditorToolbar({
  editor,
  onInsertImage,
}: {
  editor: Editor;
  onInsertImage: () => void;
}) {
  const t = useEditorMessages();
  const { token } = theme.useToken();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => readToolbarState(current),
  });
  const chain = () => editor.chain().focus();

  return (
    <div
      role="toolbar"
      aria-label={t.toolbarLabel}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 4,
        padding: '6px 8px',
        borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
        position: 'sticky',
        // Below the shell's header while it shows; it slides away, and back, as the header does.
        top: STICKY_TOP,
        transition: 'top 0.2s ease',
        zIndex: 2,
        background: token.colorBgContainer,
      }}
    >
      <ToolButton
        label={t.paragraph}
        pressed={state.block === 'paragraph'}
        onClick={() => chain().setParagraph().run()}
      >
        {t.paragraph}
      </ToolButton>
      <ToolButton
        label={t.heading2}
        pressed={state.block === 2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        {t.heading2}
      </ToolButton>
      <ToolButton
        label={t.heading3}
        pressed={state.block === 3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        {t.heading3}
      </ToolButton>
      {separator}
      <ToolButton
        label={t.bold}
        icon={<BoldOutlined />}
        pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label={t.italic}
        icon={<ItalicOutlined />}
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label={t.underline}
        icon={<UnderlineOutlined />}
        pressed={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      {separator}
      <ToolButton
        label={t.alignLeft}
        icon={<AlignLeftOutlined />}
        pressed={state.align === 'left'}
        onClick={() => chain().unsetTextAlign().run()}
      />
      <ToolButton
        label={t.alignCenter}
        icon={<AlignCenterOutlined />}
        pressed={state.align === 'center'}
        onClick={() => chain().setTextAlign('center').run()}
      />
      <ToolButton
        label={t.alignRight}
        icon={<AlignRightOutlined />}
        pressed={state.align === 'right'}
        onClick={() => chain().setTextAlign('right').run()}
      />
      {separator}
      <ToolButton
        label={t.divider}
        icon={<MinusOutlined />}
        onClick={() => chain().setHorizontalRule().run()}
      />
      <ToolButton label={t.image} icon={<PictureOutlined />} onClick={onInsertImage} />
      {separator}
      <ToolButton
        label={t.undo}
        icon={<UndoOutlined />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label={t.redo}
        icon={<RedoOutlined />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </div>
  );
}
