import { Button, Card, TextField, TimeField, toast } from '@agenda/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { MESSAGES_TEXTS as T } from '../shared/texts.ts';
import { useMessageSettings, useSaveMessageSettings } from './hooks.ts';

/** The owner's settings: which reminders, quiet hours, the clinic's WhatsApp number; a preview of the message. */
export function MessageSettingsCard() {
  const settings = useMessageSettings(true);
  const save = useSaveMessageSettings();
  const [hours, setHours] = useState('');
  const [quietStart, setQuietStart] = useState('');
  const [quietEnd, setQuietEnd] = useState('');
  const [phoneNumberId, setPhoneNumberId] = useState('');
  const [token, setToken] = useState('');
  const [template, setTemplate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const data = settings.data;
  useEffect(() => {
    if (!data) return;
    setHours(data.reminderHours.join(', '));
    setQuietStart(data.quietStart);
    setQuietEnd(data.quietEnd);
    setPhoneNumberId(data.whatsappPhoneNumberId ?? '');
    setTemplate(data.whatsappTemplate);
  }, [data]);
  if (!data) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      {
        reminderHours: hours
          .split(/[,;\s]+/)
          .filter(Boolean)
          .map(Number),
        quietStart,
        quietEnd,
        whatsappPhoneNumberId: phoneNumberId.trim() || null,
        ...(token ? { whatsappToken: token } : {}),
        whatsappTemplate: template.trim(),
        emailEnabled: data.emailEnabled,
      },
      {
        onSuccess: () => {
          setToken('');
          toast.success(T.saved);
        },
        onError: (e) => setError(e.message),
      },
    );
  };
  return (
    <Card className="messages-settings">
      <h2 className="messages-settings-title">{T.settingsTitle}</h2>
      <p className="messages-sub">{T.settingsHint}</p>
      <form onSubmit={submit} className="messages-settings-form">
        <TextField label={T.hoursLabel} value={hours} onChange={setHours} />
        <TimeField label={T.quietStartLabel} value={quietStart} onChange={setQuietStart} />
        <TimeField label={T.quietEndLabel} value={quietEnd} onChange={setQuietEnd} />
        <TextField label={T.phoneNumberIdLabel} value={phoneNumberId} onChange={setPhoneNumberId} />
        <TextField
          label={T.tokenLabel}
          type="password"
          value={token}
          onChange={setToken}
          hint={data.whatsappConfigured ? T.tokenKept : undefined}
        />
        <TextField label={T.templateLabel} value={template} onChange={setTemplate} />
        {error && (
          <p className="messages-error" role="alert">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {T.save}
          </Button>
        </div>
      </form>
      <h3 className="messages-settings-title">{T.previewTitle}</h3>
      <p className="messages-preview">{data.preview}</p>
    </Card>
  );
}
