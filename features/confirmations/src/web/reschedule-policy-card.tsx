import { queryClient } from '@agenda/api-client/trpc';
import { Button, Card, NumberField, toast } from '@agenda/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CONFIRMATIONS_TEXTS as T } from '../shared/texts.ts';
import { trpc } from './api.ts';

/** The owner's setting (decision 054): until how many hours before the appointment a patient may reschedule by the link. */
export function ReschedulePolicyCard() {
  const policy = useQuery({ ...trpc.confirmations.policy.queryOptions(), select: (data) => data.policy });
  const [hours, setHours] = useState<number | null>(null);
  const save = useMutation(
    trpc.confirmations.setPolicy.mutationOptions({
      onSuccess: () => {
        toast.success(T.policySaved);
        setHours(null);
        return queryClient.invalidateQueries(trpc.confirmations.policy.pathFilter());
      },
    }),
  );
  if (!policy.data) return null;
  const value = hours ?? policy.data.rescheduleUntilHours;
  return (
    <Card title={T.policyTitle}>
      <form
        className="confirmations-policy"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ rescheduleUntilHours: value });
        }}
      >
        <NumberField label={T.policyLabel} value={value} onChange={setHours} min={0} max={720} suffix="h" />
        <Button type="submit" loading={save.isPending} disabled={hours === null}>
          Salvar
        </Button>
      </form>
    </Card>
  );
}
