import type { CSSProperties } from 'react';
import { Tooltip, Typography } from 'antd';
import { noteRows, noteSummary } from '@ftown/domain/review/opinion-note';

/** A note longer than this scrolls inside its box (spec section 9). */
export const NOTE_SCROLL_CHARS = 304;

export const noteScrolls = (note: string): boolean => note.length > NOTE_SCROLL_CHARS;

const TEXT: CSSProperties = { margin: 0, minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'break-word' };
// A label never breaks: narrow columns used to stack it one character per line.
const LABEL: CSSProperties = { whiteSpace: 'nowrap', opacity: 0.75 };
// Labels in one column, values aligned in the next.
const ROWS: CSSProperties = { margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '4px 8px' };
const SCROLL: CSSProperties = { maxHeight: 200, overflowY: 'auto' };

/**
 * A return or refusal note as labelled rows (items, reason, other; an empty one reads 无), or any other text as
 * written. A note longer than NOTE_SCROLL_CHARS scrolls inside its own box, wherever it is shown.
 */
export function OpinionNote({ text }: { text: string }) {
  const rows = noteRows(text);
  const scrolls = noteScrolls(text);
  return (
    <div
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? '审核意见全文' : undefined}
      tabIndex={scrolls ? 0 : undefined}
      style={{ minWidth: 0, ...(scrolls ? SCROLL : {}) }}
    >
      {rows ? (
        <dl style={ROWS}>
          {rows.map((row) => (
            <div key={row.key} style={{ display: 'contents' }}>
              <dt style={LABEL}>{row.label}：</dt>
              <dd style={TEXT}>{row.value.trim() === '' ? '无' : row.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p style={TEXT}>{text}</p>
      )}
    </div>
  );
}

/** A note on one line for a table cell or a list entry, its rows in the tooltip. */
export function OpinionNoteLine({ text }: { text: string }) {
  return (
    <Tooltip title={<OpinionNote text={text} />}>
      <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
        {noteSummary(text)}
      </Typography.Text>
    </Tooltip>
  );
}
