import { useSetCommentHidden } from '@creator/api';
import type { CreatorComment } from '@creator/api/contract';
import { formatDateTime, hrefs, useSubmit, useToast, type SubmitContext } from '@creator/ui';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useCommentsMessages } from './messages';

export type CommentDialogKind = 'reply' | 'report' | 'delete';

interface CommentCardProps {
  comment: CreatorComment;
  onOpenDialog: (kind: CommentDialogKind, comment: CreatorComment) => void;
}

/**
 * One reader's comment. Everything the reader wrote (name and text) is rendered as text by
 * React, never as HTML, so markup in it shows as the characters typed.
 */
export function CommentCard({ comment, onOpenDialog }: CommentCardProps) {
  const t = useCommentsMessages();
  const toast = useToast();
  const headingId = useId();
  const setHidden = useSetCommentHidden();
  // One request per intent: a double click while the first is on its way does nothing.
  const toggleHidden = useSubmit(async (hidden: boolean, _intent: SubmitContext) => {
    await setHidden.mutateAsync({ commentId: comment.commentId, hidden });
    toast.success(hidden ? t.hiddenToast : t.shownToast);
  });

  return (
    <Card size="small" role="article" aria-labelledby={headingId}>
      <Flex vertical gap={8}>
        <Flex wrap align="center" gap={8}>
          <Typography.Title level={2} id={headingId} style={{ fontSize: 15, margin: 0 }}>
            {comment.readerName}
          </Typography.Title>
          <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
          {comment.hidden && <Tag color="default">{t.hidden}</Tag>}
          {comment.reported && <Tag color="orange">{t.reported}</Tag>}
        </Flex>
        <Flex wrap gap="4px 16px">
          <span>
            {t.onWork}：
            <Link to={hrefs.work({ titleId: comment.titleId })}>{comment.titleName}</Link>
          </span>
          <span>
            {t.onChapter}：
            {comment.chapterId ? (
              <Link to={hrefs.editor({ chapterId: comment.chapterId })}>
                {comment.chapterName ?? comment.chapterId}
              </Link>
            ) : (
              t.wholeWork
            )}
          </span>
        </Flex>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {comment.body}
        </Typography.Paragraph>
        {comment.reply !== null && (
          <div
            style={{
              borderInlineStart: '3px solid #d4380d',
              background: '#fafafa',
              padding: '8px 12px',
              borderRadius: 4,
            }}
          >
            <Flex wrap gap={8} align="baseline">
              <strong>{t.myReply}</strong>
              {comment.repliedAt && (
                <time dateTime={comment.repliedAt}>{formatDateTime(comment.repliedAt)}</time>
              )}
            </Flex>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {comment.reply}
            </Typography.Paragraph>
          </div>
        )}
        <Flex wrap gap={8}>
          <Button size="small" type="primary" ghost onClick={() => onOpenDialog('reply', comment)}>
            {comment.reply === null ? t.reply : t.editReply}
          </Button>
          <Button
            size="small"
            loading={toggleHidden.pending}
            onClick={() => void toggleHidden.run(!comment.hidden)}
          >
            {comment.hidden ? t.show : t.hide}
          </Button>
          <Button
            size="small"
            disabled={comment.reported}
            onClick={() => onOpenDialog('report', comment)}
          >
            {comment.reported ? t.reported : t.report}
          </Button>
          <Button size="small" danger onClick={() => onOpenDialog('delete', comment)}>
            {t.delete}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
