import message from 'antd/es/message';
import { useEffect } from 'react';
import { connectToastHolder } from './toast';

/** antd's message holder, connected to the `toast` facade while it is mounted. */
export function MessageHolder() {
  const [api, holder] = message.useMessage();
  useEffect(() => connectToastHolder(api), [api]);
  return holder;
}
