import { EMOJI_FREQUENCIES, EMOJI_PLACEMENTS, VOICE_PERSONS, type StyleTraits } from '@common/style-profile';
import { useId, useState, type ReactNode } from 'react';
import { SelectField } from '@client/components/ui/form-fields';
import { TextField } from '@client/components/ui/text-field';
import { VOICE_COPY as C } from './copy';

/** What a trait's editor shows: the value and how to change it; errors by field path ("emoji.favourites"). */
export interface TraitFieldsProps<K extends keyof StyleTraits> {
  value: StyleTraits[K];
  onChange: (value: StyleTraits[K]) => void;
  errors: Record<string, string>;
  /** The learned value, when it is only a suggestion the creator turns on (the sign-off). */
  suggestion?: StyleTraits[K];
}

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const emojiList = (text: string) => list(text.replace(/\s+/g, ','));

/** The editor of one trait: selects, numbers and comma-separated lists. */
export const TRAIT_FIELDS: { [K in keyof StyleTraits]: (p: TraitFieldsProps<K>) => ReactNode } = {
  person: ({ value, onChange, errors }) => (
    <SelectField
      label={C.traits.person}
      value={value}
      error={errors.person}
      onChange={(e) => onChange(e.target.value as StyleTraits['person'])}
    >
      {VOICE_PERSONS.map((p) => (
        <option key={p} value={p}>
          {C.person[p]}
        </option>
      ))}
    </SelectField>
  ),
  sentenceLength: ({ value, onChange, errors }) => (
    <TextField
      label={C.sentenceWords}
      type="number"
      inputMode="numeric"
      value={Number.isNaN(value) ? '' : value}
      error={errors.sentenceLength}
      onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
    />
  ),
  emoji: ({ value, onChange, errors }) => (
    <div className="grid gap-3 sm:grid-cols-3">
      <SelectField
        label={C.emojiFrequency}
        value={value.frequency}
        onChange={(e) => onChange({ ...value, frequency: e.target.value as StyleTraits['emoji']['frequency'] })}
      >
        {EMOJI_FREQUENCIES.map((f) => (
          <option key={f} value={f}>
            {C.frequency[f]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={C.emojiPlacement}
        value={value.placement}
        onChange={(e) => onChange({ ...value, placement: e.target.value as StyleTraits['emoji']['placement'] })}
      >
        {EMOJI_PLACEMENTS.map((p) => (
          <option key={p} value={p}>
            {C.placement[p]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={C.emojiFavourites}
        defaultValue={value.favourites.join(' ')}
        error={errors['emoji.favourites']}
        onChange={(e) => onChange({ ...value, favourites: emojiList(e.target.value) })}
      />
    </div>
  ),
  vocabulary: ({ value, onChange, errors }) => (
    <TextField
      label={C.traits.vocabulary}
      hint={C.commaHint}
      defaultValue={value.join(', ')}
      error={errors.vocabulary ?? Object.entries(errors).find(([k]) => k.startsWith('vocabulary.'))?.[1]}
      onChange={(e) => onChange(list(e.target.value))}
    />
  ),
  signOff: (props) => <SignOffField {...props} />,
  hashtags: ({ value, onChange, errors }) => (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={C.hashtagsPerPost}
        type="number"
        inputMode="decimal"
        step="0.1"
        value={Number.isNaN(value.perPost) ? '' : value.perPost}
        error={errors['hashtags.perPost']}
        onChange={(e) => onChange({ ...value, perPost: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
      />
      <TextField
        label={C.hashtagFavourites}
        hint={C.commaHint}
        defaultValue={value.favourites.join(', ')}
        error={errors['hashtags.favourites']}
        onChange={(e) => onChange({ ...value, favourites: list(e.target.value.replace(/#/g, '')) })}
      />
    </div>
  ),
};

/**
 * The sign-off: a suggestion learned from the posts the creator closes with it, off until they turn
 * it on. When on, the writers end a new draft with it, as words of the draft the creator can edit.
 */
function SignOffField({ value, onChange, errors, suggestion }: TraitFieldsProps<'signOff'>) {
  const id = useId();
  const [text, setText] = useState(value ?? suggestion ?? '');
  const [on, setOn] = useState(value !== null);
  const report = (nextOn: boolean, nextText: string) => onChange(nextOn && nextText.trim() ? nextText : null);
  return (
    <div className="grid gap-3">
      <TextField
        label={C.traits.signOff}
        hint={suggestion ? C.signOffSuggested : C.signOffHint}
        value={text}
        error={errors.signOff}
        onChange={(e) => {
          setText(e.target.value);
          report(on, e.target.value);
        }}
      />
      <label className="flex items-start gap-2 text-sm" htmlFor={`${id}-on`}>
        <input
          id={`${id}-on`}
          type="checkbox"
          className="mt-0.5 size-4 accent-[var(--color-primary)]"
          checked={on}
          onChange={(e) => {
            setOn(e.target.checked);
            report(e.target.checked, text);
          }}
        />
        <span className="grid gap-0.5">
          <span className="font-medium">{C.signOffOn}</span>
          <span className="text-xs text-muted-foreground">{C.signOffOnHint}</span>
        </span>
      </label>
    </div>
  );
}
