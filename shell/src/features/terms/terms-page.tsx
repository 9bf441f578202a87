import { PageFrame, useLocale } from '@creator/ui';
import Typography from 'antd/es/typography';
import { CREATOR_TERMS } from './terms-text';

/** Spec §2: the creator terms, reachable without sign-in (the route table marks it public). */
export function TermsPage() {
  const { locale } = useLocale();
  const terms = CREATOR_TERMS[locale];
  return (
    <PageFrame title={terms.title}>
      <article style={{ maxWidth: 760 }}>
        <Typography.Paragraph type="secondary">{terms.effective}</Typography.Paragraph>
        <Typography.Paragraph>{terms.intro}</Typography.Paragraph>
        {terms.sections.map((section) => (
          <section key={section.heading}>
            <Typography.Title level={2} style={{ fontSize: 18 }}>
              {section.heading}
            </Typography.Title>
            {section.paragraphs.map((paragraph) => (
              <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
            ))}
          </section>
        ))}
      </article>
    </PageFrame>
  );
}
