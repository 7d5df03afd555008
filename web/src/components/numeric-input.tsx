import { useState, type FocusEvent } from 'react';
import { Input, type InputProps } from 'antd';
import {
  NUMERIC_INPUT_MAX,
  clampNumeric,
  formatNumericOnBlur,
  sanitizeNumericInput,
  type NumericInputOptions,
} from '@ftown/domain/validators/numeric-input';

type Props = NumericInputOptions &
  Omit<InputProps, 'value' | 'onChange' | 'onBlur' | 'max' | 'min'> & {
    /** Decimal text; '' or undefined when empty. Kept as text so 16-digit amounts stay exact. */
    value?: string | number | null;
    onChange?: (value: string) => void;
    onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
    /** How the value reads when the box is not being edited (spec section 9: 1,234.5000; 60.00). */
    display?: (value: string) => string;
  };

const asText = (value: Props['value']) => (value === null || value === undefined ? '' : String(value));

/**
 * The numeric input of spec section 5: keeps only digits, one point and a leading minus;
 * never shows more than max while typing; on blur clamps to [min, max] and formats to `precision`, and an
 * entry with no digit clears the field. The value handed to the form is the decimal text; `display` formats
 * it for reading while the box is not being edited (and always in a read-only view).
 */
export function NumericInput({ value, onChange, onBlur, onFocus, display, max = NUMERIC_INPUT_MAX, min, precision, ...rest }: Props) {
  const options: NumericInputOptions = { max, min, precision };
  // What the box shows while focused: '12.' or '-' are not values yet but must stay on screen.
  const [draft, setDraft] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const text = asText(value);
  const shown = draft ?? (editing || !display || text === '' ? text : display(text) || text);

  return (
    <Input
      inputMode={precision === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...rest}
      value={shown}
      onFocus={(e) => {
        setEditing(true);
        onFocus?.(e);
      }}
      onChange={(e) => {
        const sanitized = sanitizeNumericInput(e.target.value);
        // Only the upper bound applies while typing: '0.' on the way to '0.5' must not jump to a larger min.
        const text = clampNumeric(sanitized, { max, min: '-9999999999999999' });
        setDraft(text);
        onChange?.(text);
      }}
      onBlur={(e) => {
        const formatted = formatNumericOnBlur(draft ?? text, options);
        setDraft(null);
        setEditing(false);
        if (formatted !== asText(value)) onChange?.(formatted);
        onBlur?.(e);
      }}
    />
  );
}
