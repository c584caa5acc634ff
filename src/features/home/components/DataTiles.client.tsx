'use client';

import { CountUp } from '@/components/behaviour/CountUp.client';
import type { DataTileDTO } from '@/schemas/dto';
import styles from './home.module.css';

const RANGE = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/;
const NUMBER = /^\d+(?:\.\d+)?$/;

/** A tile's number counts up when seen; a range such as "3-6" counts its upper end up from the lower. */
function Figure({ number }: { number: string }) {
  const range = RANGE.exec(number);
  if (range) {
    return (
      <>
        {range[1]}-
        <CountUp value={Number(range[2])} from={Number(range[1])} />
      </>
    );
  }
  return NUMBER.test(number) ? <CountUp value={Number(number)} /> : <>{number}</>;
}

/**
 * The claimed figures (product §1) as data tiles. A client component although only the numbers move:
 * the tiles travel to the browser as their data rather than as rendered markup, less than half the
 * bytes of the page's RSC payload for the same HTML.
 */
export function DataTiles({ tiles }: { tiles: Omit<DataTileDTO, 'id'>[] }) {
  return (
    <ul className={styles.tiles}>
      {tiles.map((tile) => (
        <li key={tile.figureKey} className={styles.tile} data-figure={tile.figureKey}>
          <p className={styles.tileNumber}>
            <Figure number={tile.number} />
            <span className={styles.tileUnit}>{tile.unit}</span>
          </p>
          <h3 className={styles.tileTitle}>{tile.title}</h3>
          {tile.description ? <p className={styles.tileText}>{tile.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
