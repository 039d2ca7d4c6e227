// A segmented choice (radio buttons that look like Mantine's SegmentedControl) drawn by CSS
// alone: Mantine's moves a floating indicator with JavaScript, measuring the layout on every
// render and resize, which cost a phone ~40 ms of main thread on /shifts' first load.
import { useId } from 'react';
import classes from './ChoiceSwitch.module.css';

type Choice<V extends string> = { value: V; label: string };

type Props<V extends string> = {
  value: V;
  onChange: (value: V) => void;
  data: Choice<V>[];
  'aria-label': string;
  'data-testid'?: string;
};

export function ChoiceSwitch<V extends string>({ value, onChange, data, ...rest }: Props<V>) {
  const name = useId();
  return (
    <div role="radiogroup" className={classes.root} {...rest}>
      {data.map((choice) => (
        <label key={choice.value} className={classes.item} data-active={choice.value === value || undefined}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}
