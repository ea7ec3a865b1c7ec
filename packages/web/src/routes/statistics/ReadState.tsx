import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerRead } from '../../store/useServerRead.ts';

/** A read's loading and error states; its answer, once there, goes to `children`. */
export function ReadState<T>({
  read,
  failedText,
  children,
}: {
  read: ServerRead<T>;
  failedText: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('statistics');
  if (read.isError && read.data === undefined) {
    return (
      <p role="alert">
        {failedText}{' '}
        <button type="button" className="button" onClick={() => void read.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (read.data === undefined) return <p role="status">{t('loading')}</p>;
  return children(read.data);
}
