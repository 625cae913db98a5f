import { errorMessage } from '@agenda/api-client/trpc';
import { Badge, Button, Card, LoadingText, PageHeader, TextAreaField, toast } from '@agenda/ui';
import { useState } from 'react';
import type { DocumentKind } from '../shared/kinds.ts';
import { MAX_TEMPLATE_LENGTH } from '../shared/schemas.ts';
import { DOCUMENTS_TEXTS as T } from '../shared/texts.ts';
import { useSaveTemplate, useTemplates } from './hooks.ts';
import './documents.css';

interface Template {
  kind: DocumentKind;
  label: string;
  body: string;
  isDefault: boolean;
  variables: readonly string[];
}

/** 'Modelos de documentos' (the owner's): each kind's text, its variables checked on save. */
export function TemplatesPage() {
  const templates = useTemplates();
  return (
    <div className="ui-page">
      <PageHeader title={T.templatesTitle} subtitle={T.templatesSubtitle} />
      {templates.isLoading ? <LoadingText /> : null}
      <div className="documents-templates">
        {(templates.data?.templates ?? []).map((t) => (
          <TemplateEditor key={`${t.kind}:${t.body}`} template={t} />
        ))}
      </div>
    </div>
  );
}

function TemplateEditor({ template }: { template: Template }) {
  const save = useSaveTemplate();
  const [body, setBody] = useState(template.body);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    try {
      await save.mutateAsync({ kind: template.kind, body });
      toast.success(T.saved);
    } catch (failure) {
      setError(errorMessage(failure, T.saveFailed));
    }
  };
  return (
    <Card>
      <form
        className="ui-stack"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 className="documents-tab__title">
          {template.label} {template.isDefault ? <Badge>{T.defaultBadge}</Badge> : null}
        </h2>
        <TextAreaField
          label={T.templateLabel(template.label)}
          value={body}
          onChange={(next) => {
            setBody(next);
            setError(null);
          }}
          rows={5}
          maxLength={MAX_TEMPLATE_LENGTH}
          hint={T.variablesHint(template.variables.map((name) => `{${name}}`).join(' '))}
          error={error}
        />
        <div>
          <Button type="submit" loading={save.isPending}>
            {T.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
