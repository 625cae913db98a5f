import { ROLE_LABELS } from '@agenda/access';
import { Button, Modal, toast } from '@agenda/ui';
import { useState } from 'react';
import { AUTH_TEXTS as T } from '../shared/texts.ts';
import { useAuth } from './auth-provider.tsx';
import './clinic-chooser.css';

/**
 * 'Escolha a clínica': the person's clinics, the one in use (signed into last) first and marked.
 * Picking it just closes; picking another opens a session there.
 */
export function ClinicChooser() {
  const { user, clinics, choosingClinic, chooseClinic, switchClinic } = useAuth();
  const [switching, setSwitching] = useState<string | null>(null);
  const pick = async (companyId: string) => {
    if (companyId === user?.companyId) return chooseClinic(false);
    setSwitching(companyId);
    try {
      await switchClinic(companyId);
    } catch {
      setSwitching(null);
      toast.error(T.notAMember);
    }
  };
  return (
    <Modal open={choosingClinic} title={T.chooseClinic} onClose={() => chooseClinic(false)}>
      <p>{T.chooseClinicLine}</p>
      <ul className="clinic-chooser">
        {clinics.map((clinic) => (
          <li key={clinic.id}>
            <Button
              variant={clinic.id === user?.companyId ? 'primary' : 'secondary'}
              onClick={() => void pick(clinic.id)}
              loading={switching === clinic.id}
              disabled={switching !== null}
            >
              <span className="clinic-chooser__name">{clinic.name}</span>
              <small>
                {ROLE_LABELS[clinic.role]}
                {clinic.id === user?.companyId ? ` · ${T.lastUsed}` : ''}
              </small>
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
