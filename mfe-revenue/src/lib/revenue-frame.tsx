import { withdrawableQuery } from '@creator/api';
import { canWithdraw } from '@creator/api/contract';
import { LinkButton, PageFrame, formatCurrency, hrefs, useThemeToken } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useRevenueMessages } from './revenue-messages';

/** The revenue screens in the sub-navigation, in order; the withdraw form is the button. */
const TABS = ['revenueDetail', 'revenueReport', 'withdrawalRecord'] as const;
export type RevenueScreen = (typeof TABS)[number] | 'withdrawForm';

export interface RevenueFrameProps {
  screen: RevenueScreen;
  title: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the four revenue screens: the page heading, the Withdraw button (disabled, with the
 * reason, while the balance is under the minimum) and the links between the screens, so each of
 * them is one click from the others.
 */
export function RevenueFrame({ screen, title, children }: RevenueFrameProps) {
  return (
    <PageFrame title={title} extra={screen === 'withdrawForm' ? null : <WithdrawButton />}>
      <RevenueNav current={screen} />
      {children}
    </PageFrame>
  );
}

function RevenueNav({ current }: { current: RevenueScreen }) {
  const t = useRevenueMessages();
  // The static tokens: antd's theme module would be one more file on every revenue screen's way.
  const { token } = useThemeToken();
  return (
    <nav aria-label={t.nav} style={{ marginBottom: 16 }}>
      <ul
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 24,
          margin: 0,
          padding: 0,
          listStyle: 'none',
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        {/* The current one is marked by weight and the brand underline; the text stays the body
            colour, which reads on every background. */}
        {TABS.map((id) => {
          const active = id === current;
          return (
            <li key={id}>
              <Link
                to={hrefs[id]()}
                aria-current={active ? 'page' : undefined}
                style={{
                  display: 'inline-block',
                  padding: '8px 0',
                  marginBottom: -1,
                  color: token.colorText,
                  fontWeight: active ? 600 : 400,
                  borderBottom: `2px solid ${active ? token.colorPrimary : 'transparent'}`,
                }}
              >
                {t[`nav.${id}`]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Enabled unless the balance is known to be under the minimum; then the reason shows beside it. */
function WithdrawButton() {
  const t = useRevenueMessages();
  const reasonId = useId();
  const balance = useQuery(withdrawableQuery());
  const blocked = balance.data !== undefined && !canWithdraw(balance.data);
  return (
    <Flex align="center" gap={8} wrap>
      {blocked ? (
        <Typography.Text id={reasonId} type="secondary">
          {t.belowMinimum(formatCurrency(balance.data?.minimumAmount ?? 0))}
        </Typography.Text>
      ) : null}
      <LinkButton
        type="primary"
        to={hrefs.withdrawForm()}
        disabled={blocked || balance.isPending}
        aria-describedby={blocked ? reasonId : undefined}
      >
        {t.withdraw}
      </LinkButton>
    </Flex>
  );
}
