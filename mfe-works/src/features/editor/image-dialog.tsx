import { DIALOG_MAX_WIDTH } from '@creator/ui';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useId, useState } from 'react';
import { isHttpsUrl } from './extensions';
import { useEditorMessages } from './messages';

/** The alt text of an image: what a screen reader says, and what shows if it cannot load. */
const ALT_MAX = 200;

/** Asks for an image address (https only) and its alt text. Mounted only while open. */
export function ImageDialog({
  onInsert,
  onCancel,
}: {
  onInsert: (image: { src: string; alt: string }) => void;
  onCancel: () => void;
}) {
  const t = useEditorMessages();
  const urlId = useId();
  const altId = useId();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [touched, setTouched] = useState(false);

  const srcError = isHttpsUrl(src) ? undefined : t.imageUrlInvalid;
  const altError = alt.trim() ? undefined : t.imageAltRequired;
  const confirm = () => {
    setTouched(true);
    if (!srcError && !altError) onInsert({ src: src.trim(), alt: alt.trim() });
  };

  return (
    <Modal
      open
      title={t.imageTitle}
      width={DIALOG_MAX_WIDTH}
      okText={t.imageInsert}
      cancelText={t.cancel}
      onOk={confirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <label htmlFor={urlId} style={{ display: 'block', marginBottom: 4 }}>
        {t.imageUrl}
      </label>
      <Input
        id={urlId}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={src}
        autoFocus
        status={touched && srcError ? 'error' : undefined}
        aria-invalid={touched && srcError ? true : undefined}
        aria-describedby={touched && srcError ? `${urlId}-error` : undefined}
        onChange={(event) => setSrc(event.target.value)}
        onPressEnter={confirm}
      />
      {touched && srcError ? (
        <Typography.Text id={`${urlId}-error`} type="danger" role="alert">
          {srcError}
        </Typography.Text>
      ) : null}
      <label htmlFor={altId} style={{ display: 'block', margin: '12px 0 4px' }}>
        {t.imageAlt}
      </label>
      <Input
        id={altId}
        value={alt}
        maxLength={ALT_MAX}
        status={touched && altError ? 'error' : undefined}
        aria-invalid={touched && altError ? true : undefined}
        aria-describedby={`${altId}-hint`}
        onChange={(event) => setAlt(event.target.value)}
        onPressEnter={confirm}
      />
      <Typography.Text id={`${altId}-hint`} type="secondary" style={{ display: 'block' }}>
        {t.imageAltHint}
      </Typography.Text>
      {touched && altError ? (
        <Typography.Text type="danger" role="alert">
          {altError}
        </Typography.Text>
      ) : null}
    </Modal>
  );
}
