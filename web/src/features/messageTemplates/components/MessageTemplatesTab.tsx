import {
  MESSAGE_KINDS,
  MESSAGE_KIND_REGISTRY,
  SAMPLE_FACTS,
  messageTemplateBodySchema,
  renderMessage,
  sendsEmail,
  sendsSms,
  type MessageChannels,
  type MessageKind,
  type MessageTemplate,
} from '@pawroute/domain';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';
import { useMessageTemplates, useResetMessageTemplate, useSaveMessageTemplate } from '../api';
import './messageTemplates.css';

const CHANNEL_LABELS: Record<MessageChannels, string> = { sms: 'Text (SMS)', email: 'Email', both: 'Text and email' };
type Field = 'sms' | 'emailSubject' | 'emailBody';

/**
 * Management → Message templates (docs/TEXTS.md "Message templates"): one template per automatic
 * message: the channels it goes by, the text, the mail's subject and text, with the placeholders its
 * kind may name, a live preview with made-up facts (the domain's renderMessage, as the server sends),
 * and Reset to default. The form checks with the server's own schema (messageTemplateBodySchema).
 */
export function MessageTemplatesTab() {
  const list = useMessageTemplates();
  const save = useSaveMessageTemplate();
  const reset = useResetMessageTemplate();
  const [kind, setKind] = useState<MessageKind>('booked');
  const [form, setForm] = useState<MessageTemplate | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const row = list.data?.templates.find((t) => t.kind === kind);
  useEffect(() => {
    if (row) setForm(row.template);
    setErrors({});
  }, [row]);
  const info = MESSAGE_KIND_REGISTRY[kind];
  const preview = useMemo(() => (form ? renderMessage(kind, SAMPLE_FACTS, form) : null), [kind, form]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!form) return;
    const checked = messageTemplateBodySchema.safeParse({ kind, ...form });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message])));
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (err) => toast.error(isApiError(err) && err.statusCode < 500 ? err.message : 'Failed to save the message template'),
    });
  }
  function resetToDefault() {
    reset.mutate(
      { kind },
      {
        onSuccess: (answer) => {
          setForm(answer.template);
          toast.success(answer.message);
        },
        onError: (err) => toast.error(isApiError(err) && err.statusCode < 500 ? err.message : 'Failed to reset the message template'),
      },
    );
  }
  const set = (patch: Partial<MessageTemplate>) => form && setForm({ ...form, ...patch });

  return (
    <section className="panel msg-templates" aria-labelledby="message-templates-heading">
      <h2 id="message-templates-heading">Message templates</h2>
      <p className="msg-templates__intro">The words of each automatic message. A customer&apos;s preferred channel (on their profile) narrows the way it goes.</p>
      {list.isError && <p role="alert">Failed to retrieve the message templates</p>}
      <label className="msg-templates__kind">
        Message{' '}
        <select value={kind} onChange={(e) => setKind(e.target.value as MessageKind)} aria-label="Message">
          {MESSAGE_KINDS.map((k) => (
            <option key={k} value={k}>
              {MESSAGE_KIND_REGISTRY[k].label}
              {list.data?.templates.find((t) => t.kind === k)?.isDefault === false ? ' (changed)' : ''}
            </option>
          ))}
        </select>
      </label>
      <p className="msg-templates__when">{info.when}</p>
      {form && (
        <div className="msg-templates__layout">
          <form onSubmit={submit} className="msg-templates__form" aria-label={`${info.label} template`}>
            <fieldset>
              <legend>Send by</legend>
              {(['sms', 'email', 'both'] as const).map((c) => (
                <label key={c} className="msg-templates__channel">
                  <input type="radio" name="channels" value={c} checked={form.channels === c} onChange={() => set({ channels: c })} /> {CHANNEL_LABELS[c]}
                </label>
              ))}
            </fieldset>
            <p className="msg-templates__placeholders">
              Placeholders: {info.placeholders.map((p) => <code key={p}>{`{${p}}`}</code>)}
            </p>
            <label>
              Text message
              <textarea rows={3} value={form.sms} onChange={(e) => set({ sms: e.target.value })} aria-invalid={!!errors.sms} />
            </label>
            {errors.sms && <p role="alert" className="msg-templates__error">{errors.sms}</p>}
            <label>
              Email subject
              <input type="text" value={form.emailSubject} onChange={(e) => set({ emailSubject: e.target.value })} aria-invalid={!!errors.emailSubject} />
            </label>
            {errors.emailSubject && <p role="alert" className="msg-templates__error">{errors.emailSubject}</p>}
            <label>
              Email text
              <textarea rows={8} value={form.emailBody} onChange={(e) => set({ emailBody: e.target.value })} aria-invalid={!!errors.emailBody} />
            </label>
            {errors.emailBody && <p role="alert" className="msg-templates__error">{errors.emailBody}</p>}
            {errors.form && <p role="alert" className="msg-templates__error">{errors.form}</p>}
            <div className="msg-templates__actions">
              <button type="submit" className="button" disabled={save.isPending}>
                Save
              </button>
              <button type="button" className="button button--secondary" onClick={resetToDefault} disabled={reset.isPending || row?.isDefault}>
                Reset to default
              </button>
            </div>
          </form>
          <aside className="msg-templates__preview" aria-label="Preview">
            <h3>Preview</h3>
            <p className="msg-templates__sample">With made-up facts: {SAMPLE_FACTS.customer}, {SAMPLE_FACTS.pets}, {SAMPLE_FACTS.date}.</p>
            {sendsSms(form.channels) && (
              <div className="msg-templates__bubble" data-testid="preview-sms">
                {preview?.sms}
              </div>
            )}
            {sendsEmail(form.channels) && (
              <div className="msg-templates__mail" data-testid="preview-email">
                <p className="msg-templates__subject">{preview?.email?.subject}</p>
                <pre>{preview?.email?.text}</pre>
              </div>
            )}
          </aside>
        </div>
      )}
    </section>
  );
}
