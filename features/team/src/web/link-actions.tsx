import { useAuth } from '@agenda/auth/web';
import { ROLE_LABELS, type Role } from '@agenda/access';
import { Button, copyText, toast } from '@agenda/ui';
import { TEAM_TEXTS as T } from '../shared/texts.ts';
import { whatsappHref } from './hooks.ts';

/** 'Copiar link' and 'Enviar pelo WhatsApp' for one invitation's link. */
export function LinkActions({ link, fullName, role, label }: { link: string; fullName: string; role: Role; label?: string }) {
  const { user } = useAuth();
  const clinic = user?.company.name ?? '';
  const message = T.whatsappMessage({ fullName, clinic, role: ROLE_LABELS[role], link });
  const onCopy = async () => {
    if (await copyText(link)) toast.success(T.linkCopied);
    else toast.error(T.copyFailed);
  };
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => void onCopy()} aria-label={label && `${T.copyLink}: ${label}`}>
        {T.copyLink}
      </Button>
      <a
        className="ui-button ui-button--secondary ui-button--sm team-whatsapp"
        href={whatsappHref(message)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label && `${T.whatsapp}: ${label}`}
      >
        {T.whatsapp}
      </a>
    </>
  );
}
