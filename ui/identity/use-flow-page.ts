import { useState } from 'react';
import { useSearch } from 'wouter';
import type { FlowMachineInput, SelfServiceFlowMachine } from '../../core/identity';
import { selectFlowView } from '../../core/identity';
import { useActorView } from '../hooks/actor';
import { usePageTitle } from '../hooks/page-title';
import { useCurrentUrl, useFlowEffects } from './use-identity-effects';

/** The input of a flow page from its address: `flow` and `return_to` (seed 002 §4). */
export function flowInput(search: string, currentUrl: string): FlowMachineInput {
  const query = new URLSearchParams(search);
  return { flowId: query.get('flow') ?? undefined, params: { returnTo: query.get('return_to') ?? undefined }, currentUrl };
}

/**
 * Runs one self-service flow machine for a page: the machine starts from the address, its effects
 * (address, redirects, toasts) are carried out, and the page gets what it renders and the events it sends.
 */
export function useFlowPage(machine: SelfServiceFlowMachine, title: string) {
  const search = useSearch();
  const currentUrl = useCurrentUrl();
  const [input] = useState(() => flowInput(search, currentUrl));
  const { view, send, actor } = useActorView(machine, input, selectFlowView);
  useFlowEffects(actor);

  usePageTitle(title);

  return {
    ...view,
    input,
    formProps: {
      onChange: (name: string, value: string | number | boolean) => send({ type: 'flow.change', name, value }),
      onSubmit: (trigger?: { name: string; value: string | number | boolean }) => send({ type: 'flow.submit', trigger }),
    },
    retry: () => send({ type: 'flow.retry' }),
  };
}

export type FlowPage = ReturnType<typeof useFlowPage>;
