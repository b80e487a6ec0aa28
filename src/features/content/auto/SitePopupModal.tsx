import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import type { Popup } from '@/api/schemas/content';
import { contentText } from '@/lib/content-text';
import { useLocale } from '@/routes/RouteLink';
import { Button } from '@/ui/Button';
import { Dialog } from '@/ui/Dialog';
import { DialogTitle } from '@/ui/dialog-title';
import { ModalActions, ModalBody } from '@/ui/modal-parts';
import { SafeHtml } from '@/ui/SafeHtml';
import { WithNamespaces } from '@/ui/WithNamespaces';

const TITLE_ID = 'site-popup-title';

type Props = { popup: Popup; onOpen: () => void; onClose: () => void };

/**
 * A site popup from the content service (spec 2.3, 7.3): its HTML sanitised, under a title of
 * our own (the content service sends none), closed with its button or Escape.
 */
function SitePopupModal({ popup, onOpen, onClose }: Props) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  // Shown once per popup and visitor: it counts as shown when it opens, whatever comes next.
  const opened = useRef(onOpen);
  useEffect(() => {
    opened.current();
  }, []);
  const body = contentText(popup.html, locale);
  return (
    <Dialog open onClose={onClose} labelledBy={TITLE_ID} automatic testId="site-popup">
      <ModalBody>
        <DialogTitle id={TITLE_ID}>{t('popup.title')}</DialogTitle>
        <SafeHtml html={body.text} lang={body.lang} />
        <ModalActions>
          <Button $variant="primary" onClick={onClose}>
            {t('popup.close')}
          </Button>
        </ModalActions>
      </ModalBody>
    </Dialog>
  );
}

const NAMESPACES = ['content'];

/** With its strings, loaded with it; without them it waits for the next page load. */
export function SitePopupModalLoader(props: Props) {
  return (
    <WithNamespaces namespaces={NAMESPACES} onUnavailable={props.onClose}>
      <SitePopupModal {...props} />
    </WithNamespaces>
  );
}
