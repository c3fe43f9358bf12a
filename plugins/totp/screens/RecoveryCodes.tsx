/**
 * The recovery codes, shown once: the list, Copy, Download (.txt through a Blob URL made here and revoked when the
 * screen goes), and 'I have saved these codes', which Continue waits for.
 */
import { useEffect, useState } from 'react';
import type { WidgetApi } from 'entryway';
import { Button } from '../../../ui/Button';
import { FlowHeading } from './FlowHeading';
import { Text } from '../../../ui/Text';
import { useCopy } from './useCopy';

interface Props {
  widget: WidgetApi;
  codes: readonly string[];
  issuer: string;
  /** Continue, once the codes are saved; without it the list is shown with Copy and Download only. */
  finish?: { run(): unknown; pending: boolean };
  /** @default 2 */
  headingLevel?: 2 | 3;
}

export function RecoveryCodes({ widget, codes, issuer, finish, headingLevel = 2 }: Props) {
  const { t } = widget;
  const [saved, setSaved] = useState(false);
  const [fileURL, setFileURL] = useState<string | null>(null);
  const copy = useCopy(widget);
  const id = `${widget.instanceId}-totp-codes`;

  useEffect(() => {
    const text = [t('totp.codes.fileHeader', { issuer }), '', ...codes, ''].join('\n');
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    setFileURL(url);
    return () => URL.revokeObjectURL(url);
  }, [codes, issuer, t]);

  return (
    <div className="ew-stack">
      <FlowHeading level={headingLevel} id={`${id}-title`}>
        {t('totp.codes.title')}
      </FlowHeading>
      <Text>{t('totp.codes.text')}</Text>
      <ul className="ew-totp-codes" aria-label={t('totp.codes.listLabel')}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="ew-totp-links">
        <Button variant="secondary" fullWidth={false} onClick={() => void copy(codes.join('\n'))}>
          {t('totp.codes.copy')}
        </Button>
        {fileURL ? (
          <a
            className="ew-btn ew-btn--secondary ew-totp-download"
            href={fileURL}
            download={`${t('totp.codes.fileName')}.txt`}
          >
            {t('totp.codes.download')}
          </a>
        ) : null}
      </div>
      {finish ? (
        <>
          <label className="ew-totp-saved">
            <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
            <span>{t('totp.codes.saved')}</span>
          </label>
          <Button onClick={() => void finish.run()} disabled={!saved} loading={finish.pending}>
            {t('totp.codes.continue')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
