import { queryClient } from '@agenda/api-client/trpc';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TEAM_TEXTS as T } from '../shared/texts.ts';
import { trpc } from './api.ts';

export function useTeam() {
  return useQuery(trpc.team.list.queryOptions());
}

const refresh = () => queryClient.invalidateQueries(trpc.team.pathFilter());

/** The team's writes; a refusal becomes the shared toast with the server's reason, but inviting shows its own. */
export function useTeamMutations() {
  return {
    invite: useMutation(trpc.team.invite.mutationOptions({ onSuccess: refresh, meta: { handlesError: true } })),
    renew: useMutation(trpc.team.renewInvitation.mutationOptions({ onSuccess: refresh, meta: { errorMessage: T.loadFailed } })),
    revoke: useMutation(trpc.team.revokeInvitation.mutationOptions({ onSuccess: refresh, meta: { errorMessage: T.loadFailed } })),
    update: useMutation(trpc.team.updateMember.mutationOptions({ onSuccess: refresh, meta: { errorMessage: T.loadFailed } })),
  };
}

/** WhatsApp's click-to-chat with the message ready; the owner picks the contact. */
export const whatsappHref = (message: string) => `https://wa.me/?text=${encodeURIComponent(message)}`;

/** An instant in the clinic's time zone, the Brazilian way (27/11/2026, 14:05). */
export const formatInstant = (iso: string, timeZone: string | undefined) =>
  new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone });

/** Every professional of the clinic, inactive ones included. */
export function useProfessionals() {
  return useQuery({ ...trpc.team.professionals.list.queryOptions(), select: (data) => data.professionals });
}

/**
 * The signed-in member's own professional profile (null when they attend no one), from the list every
 * role with the agenda reads: what a document they sign prints under their name (the council registration).
 */
export function useOwnProfessional(userId: string | undefined) {
  return useQuery({
    ...trpc.team.professionals.list.queryOptions(),
    enabled: Boolean(userId),
    select: (data) => data.professionals.find((p) => p.memberId === userId) ?? null,
  });
}

// A professional's name and colour are on every appointment card: the agenda's reads refresh too.
const refreshAll = () => queryClient.invalidateQueries();
// The form shows the server's refusal itself, beside the fields.
const options = { onSuccess: refreshAll, meta: { handlesError: true } };

export function useProfessionalMutations() {
  return {
    create: useMutation(trpc.team.professionals.create.mutationOptions(options)),
    update: useMutation(trpc.team.professionals.update.mutationOptions(options)),
  };
}
