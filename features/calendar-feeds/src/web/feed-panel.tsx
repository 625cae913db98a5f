import { useAuth } from '@agenda/auth/web';
import { errorMessage } from '@agenda/api-client/trpc';
import { Button, copyText, EmptyState, LoadingText, toast, useConfirm } from '@agenda/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { FEED_TEXTS as T } from '../shared/texts.ts';
import { trpc } from './api.ts';
import './calendar-feeds.css';

/**
 * A professional's feed: the address (shown only when made: the server keeps just its hash), 'Copiar',
 * 'Gerar novo link' (the old one stops working), and how each calendar app subscribes.
 */
export function FeedPanel({ professionalId }: { professionalId: string }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const urlId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const status = useQuery(trpc.calendarFeeds.status.queryOptions({ id: professionalId }));
  const regenerate = useMutation(
    trpc.calendarFeeds.regenerate.mutationOptions({
      meta: { errorMessage: T.failed },
      onSuccess: async (answer) => {
        setUrl(answer.url);
        await queryClient.invalidateQueries({ queryKey: trpc.calendarFeeds.status.queryKey({ id: professionalId }) });
      },
    }),
  );

  if (status.isError) return <EmptyState icon="⚠️" title={errorMessage(status.error, T.loadFailed)} />;
  if (!status.data) return <LoadingText />;
  const exists = status.data.feed !== null;

  const generate = async () => {
    if (exists) {
      const yes = await confirm({
        title: T.regenerateTitle,
        message: T.regenerateMessage,
        confirmLabel: T.regenerate,
        type: 'danger',
      });
      if (!yes) return;
    }
    await regenerate.mutateAsync({ id: professionalId });
    toast.success(exists ? T.regenerated : T.generated);
  };
  const copy = async () => {
    if (!url) return;
    if (await copyText(url)) toast.success(T.copied);
    else {
      input.current?.select();
      toast.error(T.copyFailed);
    }
  };
  const since = status.data.feed
    ? new Date(status.data.feed.createdAt).toLocaleString('pt-BR', {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: user?.company.timeZone,
      })
    : null;

  return (
    <div className="feeds-panel">
      <p className="feeds-muted">{T.intro}</p>
      {url ? (
        <div className="feeds-url">
          <label htmlFor={urlId} className="feeds-url__label">
            {T.linkLabel}
          </label>
          <div className="feeds-url__row">
            <input
              ref={input}
              id={urlId}
              className="ui-input feeds-url__input"
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button onClick={() => void copy()}>{T.copy}</Button>
          </div>
          <p className="feeds-muted">{T.privacy}</p>
        </div>
      ) : (
        <p className="feeds-status">{since ? T.activeSince(since) : T.noFeed}</p>
      )}
      <div className="feeds-actions">
        <Button
          variant={exists ? 'secondary' : 'primary'}
          disabled={regenerate.isPending}
          onClick={() => void generate().catch(() => undefined)}
        >
          {regenerate.isPending ? T.generating : exists ? T.regenerate : T.generate}
        </Button>
      </div>
      <details className="feeds-howto" open={Boolean(url)}>
        <summary>{T.howTo}</summary>
        <ul>
          <li>{T.google}</li>
          <li>{T.apple}</li>
          <li>{T.outlook}</li>
        </ul>
      </details>
    </div>
  );
}
