import { fillPlaceholders } from '@agenda/br';
import { errorMessage } from '@agenda/api-client/trpc';
import { Button, EmptyState, LoadingText, TextAreaField, toast } from '@agenda/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MAX_TEMPLATE_LENGTH, MESSAGE_SAMPLES, MESSAGE_TEXTS as T, templateError } from '../shared/message-template-rules.ts';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  MESSAGE_KINDS,
  MESSAGE_KIND_LABELS,
  MESSAGE_PLACEHOLDERS,
  type MessageKind,
} from '../shared/message-templates.ts';
import { trpc } from './api.ts';
import { Section } from './parts.tsx';

type Templates = Record<MessageKind, string>;

/**
 * 'Mensagens': the WhatsApp texts of confirmations and recalls. Unlike the other tabs it saves on
 * 'Salvar': a half-typed message must not reach a patient in the meantime.
 */
export function MessagesTab() {
  const queryClient = useQueryClient();
  const saved = useQuery(trpc.settings.messages.queryOptions());
  const [draft, setDraft] = useState<Templates | null>(null);
  useEffect(() => {
    if (saved.data) setDraft((current) => current ?? saved.data.templates);
  }, [saved.data]);
  const save = useMutation(
    trpc.settings.updateMessages.mutationOptions({
      onSuccess: (answer) => {
        queryClient.setQueryData(trpc.settings.messages.queryKey(), answer);
        setDraft(answer.templates);
        toast.success(T.saved);
      },
      meta: { errorMessage: T.saveFailed },
    }),
  );

  if (saved.isError) return <EmptyState icon="⚠️" title={errorMessage(saved.error, T.loadFailed)} />;
  if (!draft || !saved.data) return <LoadingText />;
  const errors = MESSAGE_KINDS.map((kind) => templateError(kind, draft[kind]));
  const changed = MESSAGE_KINDS.some((kind) => draft[kind] !== saved.data.templates[kind]);

  return (
    <div className="settings-messages">
      <p className="settings-section__hint">{T.hint}</p>
      {MESSAGE_KINDS.map((kind, index) => (
        <TemplateEditor
          key={kind}
          kind={kind}
          value={draft[kind]}
          error={errors[index] ?? null}
          onChange={(value) => setDraft({ ...draft, [kind]: value })}
        />
      ))}
      <div className="settings-messages__actions">
        <Button onClick={() => save.mutate({ templates: draft })} disabled={!changed || errors.some(Boolean) || save.isPending}>
          {save.isPending ? T.saving : T.save}
        </Button>
      </div>
    </div>
  );
}

function TemplateEditor({
  kind,
  value,
  error,
  onChange,
}: {
  kind: MessageKind;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const isDefault = value === DEFAULT_MESSAGE_TEMPLATES[kind];
  return (
    <Section
      title={MESSAGE_KIND_LABELS[kind]}
      aside={
        <Button size="sm" variant="secondary" disabled={isDefault} onClick={() => onChange(DEFAULT_MESSAGE_TEMPLATES[kind])}>
          {T.restore}
        </Button>
      }
    >
      <div className="settings-messages__editor">
        <TextAreaField
          label={MESSAGE_KIND_LABELS[kind]}
          value={value}
          onChange={onChange}
          rows={5}
          maxLength={MAX_TEMPLATE_LENGTH}
          error={error}
        />
        <div>
          <p className="settings-messages__label">{T.placeholders}</p>
          <ul className="settings-messages__placeholders">
            {Object.entries(MESSAGE_PLACEHOLDERS[kind]).map(([name, meaning]) => (
              <li key={name}>
                <code>{`{${name}}`}</code> {meaning}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <figure className="settings-messages__preview" aria-label={`${T.preview}: ${MESSAGE_KIND_LABELS[kind]}`}>
        <figcaption className="settings-messages__label">{T.preview}</figcaption>
        <p>{fillPlaceholders(value, MESSAGE_SAMPLES[kind])}</p>
      </figure>
    </Section>
  );
}
