import type { PrintDocument, PrintLine } from '@ftown/domain/applications/print-document';
import styles from './print-document-view.module.css';

function Lines({ lines }: { lines: readonly PrintLine[] }) {
  return (
    <table className={styles.lines}>
      <tbody>
        {lines.map((line, i) => (
          <tr key={i}>
            <th scope="row">{line.label}</th>
            <td>{line.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The printed application on paper (domain print-document): the same document the server's PDF lays out. */
export function PrintDocumentView({ document }: { document: PrintDocument }) {
  return (
    <article className={styles.page} aria-label={document.title}>
      <div className={styles.header}>{document.header}</div>
      <h1 className={styles.title}>{document.title}</h1>
      <Lines lines={document.meta} />
      {document.blocks.map((block, i) =>
        block.kind === 'section' ? (
          <h2 key={i} className={styles.section}>
            {block.title}
          </h2>
        ) : block.kind === 'heading' ? (
          <h3 key={i} className={styles.heading}>
            {block.title}
          </h3>
        ) : (
          <Lines key={i} lines={block.lines} />
        ),
      )}
    </article>
  );
}
