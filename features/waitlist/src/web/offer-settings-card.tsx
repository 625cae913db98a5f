import { errorMessage } from '@agenda/api-client/trpc';
import { Button, Card, NumberField, toast } from '@agenda/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { WAITLIST_TEXTS as T } from '../shared/texts.ts';
import { useSaveWaitlistSettings, useWaitlistSettings } from './hooks.ts';

/** The owner's offer rules: how long an offer holds, how many patients are offered a slot at once. */
export function OfferSettingsCard() {
  const settings = useWaitlistSettings();
  const save = useSaveWaitlistSettings();
  const [offerHours, setOfferHours] = useState(2);
  const [offersAtOnce, setOffersAtOnce] = useState(3);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!settings.data) return;
    setOfferHours(settings.data.offerHours);
    setOffersAtOnce(settings.data.offersAtOnce);
  }, [settings.data]);
  if (!settings.data) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save.mutateAsync({ offerHours, offersAtOnce });
      toast.success(T.settingsSaved);
    } catch (failure) {
      setError(errorMessage(failure, T.loadFailed));
    }
  };
  return (
    <Card className="waitlist-settings">
      <form className="waitlist-settings__form" onSubmit={(event) => void submit(event)}>
        <h2 className="waitlist-form__title">{T.settingsTitle}</h2>
        <NumberField label={T.offerHoursLabel} value={offerHours} onChange={setOfferHours} min={1} max={48} suffix="h" />
        <NumberField label={T.offersAtOnceLabel} value={offersAtOnce} onChange={setOffersAtOnce} min={1} max={50} />
        {error ? (
          <p className="waitlist-error" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {T.saveSettings}
        </Button>
      </form>
    </Card>
  );
}
