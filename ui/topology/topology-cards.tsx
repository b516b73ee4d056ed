import { Flex } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import type { Component, LinkContext } from '../../core/topology';
import { ComponentCard } from './component-card';

/**
 * Cards drawn at first (more than a large screen holds); the rest follow in small batches, each after
 * the browser has painted, so the first screen is quick and the page stays responsive.
 */
const FIRST_BATCH = 24;
const NEXT_BATCH = 24;

function useProgressiveCount(total: number, resetKey: unknown): number {
  const [count, setCount] = useState(Math.min(total, FIRST_BATCH));
  useEffect(() => setCount(Math.min(total, FIRST_BATCH)), [resetKey, total]);
  useEffect(() => {
    if (count >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setCount((current) => Math.min(total, current + NEXT_BATCH)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [count, total]);
  return Math.min(count, total);
}

/** The dashboard's cards, in the core's order, at the chosen width. */
export function TopologyCards({ cards, width, currentId }: { cards: readonly Component[]; width: number; currentId?: string }) {
  const search = useSearch();
  const linkContext = useMemo<LinkContext>(() => ({ params: [...new URLSearchParams(search)], currentId }), [search, currentId]);
  const shown = useProgressiveCount(cards.length, cards);
  return (
    <Flex gap="4" wrap="wrap" align="start" role="list" aria-label="Components" aria-busy={shown < cards.length}>
      {cards.slice(0, shown).map((component) => (
        <div role="listitem" key={component.id}>
          <ComponentCard component={component} width={width} linkContext={linkContext} />
        </div>
      ))}
    </Flex>
  );
}
