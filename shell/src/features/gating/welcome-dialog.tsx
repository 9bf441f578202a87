import { useAgreeCreatorTerms } from '@creator/api';
import { DIALOG_MAX_WIDTH, hrefs, useSubmit } from '@creator/ui';
import Checkbox from 'antd/es/checkbox';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useGatingMessages } from './messages';

/**
 * Gate 2 (docs/product-rules.md, Access): the member has not agreed to the creator terms. Not closable; the agreement
 * box starts ticked, and Next with it unticked explains why nothing happens.
 */
export function WelcomeDialog() {
  const t = useGatingMessages();
  const [agreed, setAgreed] = useState(true);
  const [showRequired, setShowRequired] = useState(false);
  const agree = useAgreeCreatorTerms();
  // The answer is the member with the terms agreed: the gate moves on by itself.
  const submit = useSubmit(() => agree.mutateAsync());
  const errorId = useId();

  const onNext = () => {
    if (!agreed) {
      setShowRequired(true);
      return;
    }
    void submit.run();
  };

  return (
    <Modal
      open
      title={t.welcomeTitle}
      width={DIALOG_MAX_WIDTH}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      okText={t.next}
      onOk={onNext}
      okButtonProps={{ loading: submit.pending }}
      footer={(_, { OkBtn }) => <OkBtn />}
    >
      <Typography.Paragraph>{t.welcomeBody}</Typography.Paragraph>
      <Checkbox
        checked={agreed}
        aria-describedby={showRequired && !agreed ? errorId : undefined}
        onChange={(event) => {
          setAgreed(event.target.checked);
          if (event.target.checked) setShowRequired(false);
        }}
      >
        {t.agreePrefix}
        <Link to={hrefs.terms()} target="_blank" rel="noopener">
          {t.termsLink}
        </Link>
      </Checkbox>
      {showRequired && !agreed ? (
        <Typography.Paragraph id={errorId} type="danger" role="alert" style={{ marginTop: 8 }}>
          {t.agreeRequired}
        </Typography.Paragraph>
      ) : null}
    </Modal>
  );
}
