/**
 * The event rules pack (docs/formats.md): UI state only; the pack in use, the link's offer and the form are
 * the page's model (src/lib/tools/rulesPack/rulesPackModel.ts), each part drawing its slice. Opening a pack's link or file here makes this
 * browser use it on the list builder, the organiser's page and the victory points; an organiser makes one
 * with the form and hands it out as a file or a link. Reading and checking a pack is src/lib/gwsh/rulesPack.ts.
 */
import { Field, LinkField, NumberField } from '../../shared/Fields.tsx';
import { useId, useState } from 'react';
import {
  packFromForm,
  packSummary,
  rulesPackFragment,
  rulesPackText,
  switchableReadings,
  type RulesPack,
} from '#src/lib/gwsh/rulesPack.ts';
import { rulesPackModel, useOpenRulesPack, useRulesPackState } from './packInBrowser.ts';
import { downloadText } from '../../shared/download.ts';
import { readPickedFile } from '../../shared/files.ts';
import PackOffer from './PackOffer.tsx';
import RulesPackNotice from '../shared/RulesPackNotice.tsx';
import '../../shared/controls.css';
import './rulesPack.css';

const fileName = (pack: RulesPack) => `${pack.name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'rules-pack'}.rules-pack.json`;

export default function RulesPackEditor() {
  useOpenRulesPack();
  const offer = useRulesPackState((s) => s.offer);
  const active = useRulesPackState((s) => s.active);
  const model = rulesPackModel();
  return (
    <div className="rp-editor">
      <PackStatusLine />
      {offer && <PackOffer offer={offer} current={active} onUse={model.useOffer} onKeep={model.keepCurrent} />}
      <PackInUse />
      <PackMaker />
    </div>
  );
}

/** What the last step did, with its Undo. */
function PackStatusLine() {
  const status = useRulesPackState((s) => s.status);
  const undo = useRulesPackState((s) => s.undo);
  return (
    <p role={status?.kind === 'error' ? 'alert' : 'status'} className={status ? `rp-status rp-status--${status.kind}` : 'rp-status'}>
      {status?.text}
      {undo && status?.kind === 'ok' && (
        <>
          {' '}
          <button type="button" onClick={rulesPackModel().undoAdopt}>
            Undo
          </button>
        </>
      )}
    </p>
  );
}

/** The pack this browser uses, a way to stop, and a pack file to open. */
function PackInUse() {
  const id = useId();
  const opened = useRulesPackState((s) => s.opened);
  const active = useRulesPackState((s) => s.active);
  const model = rulesPackModel();
  const openFile = async (input: HTMLInputElement) => {
    const read = await readPickedFile(input);
    if (read) model.openFile(read);
  };
  return (
    <section aria-labelledby={`${id}-in-use`}>
      <h2 id={`${id}-in-use`}>In this browser</h2>
      {!opened ? (
        <p>Looking for the rules pack this browser uses…</p>
      ) : active ? (
        <>
          <RulesPackNotice active={{ summary: packSummary(active) }} what="Lists are checked and games scored" />
          <button type="button" onClick={model.stop}>
            Stop using it
          </button>
        </>
      ) : (
        <p data-testid="no-rules-pack">No rules pack is in use: lists and games follow the site’s readings.</p>
      )}
      <Field family="calc" id={`${id}-file`} label="Open a rules pack file">
        <input id={`${id}-file`} type="file" accept=".json,application/json" onChange={(e) => void openFile(e.currentTarget)} />
      </Field>
    </section>
  );
}

/** The form an organiser makes a pack with, and what to do with it: use it, download it, link to it. */
function PackMaker() {
  const id = useId();
  const form = useRulesPackState((s) => s.form);
  const model = rulesPackModel();
  const [link, setLink] = useState<string | null>(null);
  const made = packFromForm(form);
  const copyLink = async () => {
    if (!made.ok) return;
    const url = `${location.origin}${location.pathname}#${rulesPackFragment(made.pack)}`;
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      model.say({ kind: 'ok', text: 'Link copied. Whoever opens it uses this rules pack in their browser.' });
    } catch {
      model.say({ kind: 'ok', text: 'Select the link below and copy it.' });
    }
  };
  return (
    <section aria-labelledby={`${id}-make`}>
      <h2 id={`${id}-make`}>Make a rules pack</h2>
      <Field family="calc" id={`${id}-name`} label="Event">
        <input id={`${id}-name`} type="text" value={form.name} onChange={(e) => model.editForm({ name: e.target.value })} />
      </Field>
      <fieldset>
        <legend>Readings the event takes the other way</legend>
        {switchableReadings.map((r) => (
          <div key={r.id} className="rp-reading">
            <label>
              <input
                type="checkbox"
                checked={form.alternatives.includes(r.id)}
                onChange={(e) => model.toggleReading(r.id, e.target.checked)}
              />{' '}
              {r.alternative}
            </label>
            <p className="rp-muted">
              Rule {r.rule}; the site reads it the other way unless ticked. <a href={`/gwsh/readings/#${r.id}`}>Both readings explained</a>
            </p>
          </div>
        ))}
      </fieldset>
      <NumberField
        family="calc"
        type="text"
        id={`${id}-max`}
        label="Aircraft each side may have (blank: each player enters it)"
        value={form.maxAircraftText}
        onChange={(text) => model.editForm({ maxAircraftText: text })}
      />
      <Field family="calc" id={`${id}-exceptions`} label="Exceptions agreed (9.0), one a line: shown to players, not checked">
        <textarea
          id={`${id}-exceptions`}
          rows={3}
          value={form.exceptionsText}
          onChange={(e) => model.editForm({ exceptionsText: e.target.value })}
        />
      </Field>
      {!made.ok && form.name.trim() !== '' && (
        <p role="alert" className="rp-status rp-status--error">
          {made.message}.
        </p>
      )}
      <div className="rp-actions">
        <button type="button" disabled={!made.ok} onClick={() => made.ok && model.adopt(made.pack, 'Saved.')}>
          Use it in this browser
        </button>
        <button type="button" disabled={!made.ok} onClick={() => made.ok && downloadText(fileName(made.pack), rulesPackText(made.pack))}>
          Download the file
        </button>
        <button type="button" disabled={!made.ok} onClick={() => void copyLink()}>
          Copy a link to it
        </button>
      </div>
      {link && <LinkField family="calc" id={`${id}-link`} label="Link to the rules pack" value={link} />}
    </section>
  );
}
